import type { SiteModel } from "../../documents/siteModel.js";
import { ssrEntryUrl } from "../site/builtSite.js";
import type { BuiltSite } from "../site/liveSite.js";
import { previewModel, previewThread, type PreviewAnswer, type PreviewThread } from "./previewThread.js";

/** The editor's preview renders, each with the bundle of the build served when it is asked. */
export interface PreviewRenderer {
  /** `idleMs`: the thread ends this long after its last render (constants.editor.previewIdleMinutes). */
  render(build: BuiltSite, model: SiteModel, route: string, env: Record<string, string | undefined>, now: Date, idleMs: number): Promise<PreviewAnswer>;
  /** Ends the thread at once (the server is stopping). */
  stop(): Promise<void>;
}

/**
 * One preview thread (previewThread.ts) at a time, for the build last asked: a preview of a newer build starts that
 * build's thread and retires the old one, which ends once its renders are answered, so that a preview asked during
 * a publish's swap still gets its page and the old bundle leaves memory. A thread that failed (its bundle did not
 * load, or it crashed) is replaced at the next preview, which loads the bundle afresh; so is one ended after a while
 * without previews.
 */
export function previewRenderer(): PreviewRenderer {
  let current: { url: string; thread: PreviewThread } | undefined;
  let idle: NodeJS.Timeout | undefined;
  // Nobody previewing: the thread and the bundle it holds leave memory (retire answers what is still asked first).
  const endWhenIdle = (idleMs: number) => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      current?.thread.retire();
      current = undefined;
    }, idleMs);
    idle.unref();
  };
  return {
    render: async (build, model, route, env, now, idleMs) => {
      const url = ssrEntryUrl(build);
      if (current?.url !== url || current.thread.ended()) {
        current?.thread.retire();
        current = { url, thread: previewThread(bundleFile(url)) };
      }
      clearTimeout(idle);
      try {
        return await current.thread.render({ model: previewModel(model), route, env, now });
      } finally {
        endWhenIdle(idleMs);
      }
    },
    stop: async () => {
      clearTimeout(idle);
      await current?.thread.stop();
      current = undefined;
    },
  };
}

/**
 * The bundle's address without the build's time: that query tells builds apart in one module map, and a thread has a
 * map of its own. Imported with it, the entry would load twice, since the bundle's chunks import "../entry-server.js".
 */
function bundleFile(url: string): string {
  const file = new URL(url);
  file.search = "";
  return file.href;
}
