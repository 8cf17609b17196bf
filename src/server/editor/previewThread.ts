import { Worker } from "node:worker_threads";
import type { LoadedDocument } from "../../documents/loadDocuments.js";
import type { SiteModel } from "../../documents/siteModel.js";

/** The site as a preview thread receives it: each document without its source map, whose functions cannot be posted. */
export type PreviewModel = Omit<SiteModel, "documents"> & { documents: Omit<LoadedDocument, "source">[] };

/** What a preview renders: the documents with the editor's texts in place, the page's route, the build's environment and clock. */
export interface PreviewAsk {
  model: PreviewModel;
  route: string;
  env: Record<string, string | undefined>;
  now: Date;
}

/** The page the build's `renderPreview` (src/entry-server.tsx) draws, or undefined when no page has the route. */
export type PreviewAnswer = { html: string; title: string } | undefined;

/** One build's preview thread. */
export interface PreviewThread {
  render(ask: PreviewAsk): Promise<PreviewAnswer>;
  /** Ends the thread once every render asked of it is answered (a newer build is served). */
  retire(): void;
  /** Ends the thread now; renders still waiting are refused (the server is stopping). */
  stop(): Promise<void>;
  /** True once the thread failed or ended: it renders nothing more, and the next preview needs a new one. */
  ended(): boolean;
}

/** Every preview thread of this process that has not exited yet. */
const running = new Set<Worker>();

/** How many preview threads of this process are running (each holds one build's bundle in memory). */
export function previewThreadsRunning(): number {
  return running.size;
}

/** The site model without what cannot cross to a thread: the documents' source maps (no resolver reads them). */
export function previewModel(model: SiteModel): PreviewModel {
  return { ...model, documents: model.documents.map(({ source: _source, ...document }) => document) };
}

const script = new URL("./previewWorker.mjs", import.meta.url);

/**
 * A thread (previewWorker.mjs) that imports the SSR bundle at `entryUrl` and renders previews with it, so that the
 * bundle leaves memory with the thread. A bundle that fails to load, or a thread that crashes, refuses every render
 * waiting and ends the thread; a render that throws is refused alone.
 */
export function previewThread(entryUrl: string): PreviewThread {
  // No execArgv: the thread runs plain JavaScript and needs none of the server's flags (tsx's loader, for one).
  const worker = new Worker(script, { workerData: { entryUrl }, execArgv: [] });
  // A thread never keeps the process alive: the server's own sockets do while it serves.
  worker.unref();
  running.add(worker);
  const waiting = new Map<number, { resolve: (page: PreviewAnswer) => void; reject: (error: Error) => void }>();
  let asked = 0;
  let retired = false;
  let endedWith: Error | undefined;

  const end = (error: Error) => {
    if (endedWith) return;
    endedWith = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
    void worker.terminate();
  };
  const endIfIdle = () => retired && waiting.size === 0 && end(new Error("the preview's thread was retired for a newer build"));

  worker.on("message", (message: { failed: string } | { id: number; page?: PreviewAnswer; error?: string }) => {
    if ("failed" in message) return end(new Error(`the build's SSR bundle did not load in the preview's thread: ${message.failed}`));
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error === undefined) call?.resolve(message.page);
    else call?.reject(new Error(`the preview did not render: ${message.error}`));
    endIfIdle();
  });
  worker.on("error", (error) => end(error));
  worker.on("exit", (code) => {
    running.delete(worker);
    end(new Error(`the preview's thread stopped (exit code ${code})`));
  });

  return {
    render: (ask) =>
      new Promise<PreviewAnswer>((resolve, reject) => {
        if (endedWith) return reject(endedWith);
        const id = ++asked;
        waiting.set(id, { resolve, reject });
        try {
          worker.postMessage({ id, ...ask });
        } catch (error) {
          waiting.delete(id);
          reject(error as Error);
        }
      }),
    retire: () => {
      retired = true;
      endIfIdle();
    },
    stop: async () => {
      end(new Error("the server is stopping"));
      await worker.terminate();
    },
    ended: () => endedWith !== undefined,
  };
}
