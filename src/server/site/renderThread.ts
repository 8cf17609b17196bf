import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SiteModel } from "../../documents/siteModel.js";
import type { PageManifest } from "../pageManifest.js";
import { previewModel } from "../editor/previewThread.js";

/**
 * Every file a build writes from the documents, as text, by its path under client/ (pages, shared data files,
 * sitemap.xml, robots.txt), and the page manifest (pages.json, beside client/). The full build (buildSite.ts) and the
 * content-only publish (quickBuild.ts) both write these, made by one function (src/cli/sitePages.ts), so that both paths
 * give the same files for the same documents.
 */
export interface SiteFiles {
  files: Map<string, string>;
  manifest: PageManifest;
  sharedFiles: number;
  /** How many pages were rendered (all but for a content-only publish that could keep some). */
  rendered?: number;
  /** Files under client/ the documents make that are the served build's still (its pages not rendered again, and their shared files). */
  kept?: string[];
}

/**
 * Renders the pages of a site with a build's SSR bundle, in a thread that keeps the bundle loaded and remembers what
 * each page read (src/cli/renderMemory.ts), so that a publish renders only the pages its change reaches.
 */
export interface SiteRenderer {
  /**
   * `key`: what the bundle is made of (bundleInputs.ts); a build of another key gets a thread of its own. `served`:
   * the served build's token (buildToken), which the memory must be of. With `warm` (the served build's folder), the
   * pages are only rendered to learn what they read, and compared with the served ones; no file is answered.
   */
  render(request: { buildDir: string; key: string; served: string; model: SiteModel; template: string; env: Record<string, string | undefined>; now: Date; warm?: string }): Promise<SiteFiles>;
  /** Ends the thread (the server is stopping); the next render starts another. */
  stop(): Promise<void>;
}

type Waiting = { resolve: (site: SiteFiles) => void; reject: (error: Error) => void };

const script = new URL("./renderWorker.mjs", import.meta.url);

/**
 * One render thread (renderWorker.mjs) at a time, for the bundle last asked: importing the bundle costs more than
 * rendering the pages with it, so the thread stays for the next publish. A thread imports the bundle by its path
 * without a query, since a thread has a module map of its own; one whose render failed or that crashed is replaced at the next render.
 */
export function siteRenderer(): SiteRenderer {
  let current: { key: string; worker: Worker; ended: boolean; waiting: Map<number, Waiting> } | undefined;
  let asked = 0;

  const start = (buildDir: string, key: string) => {
    // No execArgv: the thread runs plain JavaScript and needs none of the server's flags (tsx's loader, for one).
    // React as the bundle was built for: Vite builds for production unless NODE_ENV says otherwise (tests set
    // "test"), so a server started without NODE_ENV renders with React's production build, as the full build's
    // prerender does, instead of the development one (the same HTML two to three times slower: checks, warnings).
    const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
    const worker = new Worker(script, { workerData: { entryUrl: pathToFileURL(join(buildDir, "ssr", "entry-server.js")).href }, execArgv: [], env });
    worker.unref();
    const waiting = new Map<number, Waiting>();
    const thread = { key, worker, ended: false, waiting };
    const end = (error: Error) => {
      thread.ended = true;
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    };
    worker.on("message", (message: { id: number; site?: SiteFiles; error?: string }) => {
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error === undefined) call?.resolve(message.site!);
      else {
        // The bundle may have failed to load: the next render starts a thread that imports it afresh.
        thread.ended = true;
        void worker.terminate();
        call?.reject(new Error(`the pages did not render: ${message.error}`));
      }
    });
    worker.on("error", end);
    worker.on("exit", (code) => end(new Error(`the render thread stopped (exit code ${code})`)));
    return thread;
  };

  return {
    render: ({ buildDir, key, model, now, ...rest }) => {
      if (!current || current.ended || current.key !== key) {
        void current?.worker.terminate();
        current = start(buildDir, key);
      }
      const { worker, waiting } = current;
      return new Promise<SiteFiles>((resolve, reject) => {
        const id = ++asked;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, model: previewModel(model), key, now, ...rest });
      });
    },
    stop: async () => {
      await current?.worker.terminate();
      current = undefined;
    },
  };
}
