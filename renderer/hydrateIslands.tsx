import { armIsland } from "./islandTriggers.js";
import type { IslandData, SharedFile } from "./islands.js";
import { loadDefinitions } from "./loadComponents.js";
import { nextTask } from "./nextTask.js";
import type { BlockDefinitions } from "./types/blocks.js";

/**
 * The browser's half of the islands: each `data-island` element of the prerendered page becomes a React root of its
 * own, at the time its definition's `hydrateOn` says or at the visitor's first touch (islandTriggers.ts), with its
 * block's component and data once those are there (a lazy component's chunk, a shared document's file). The rest of
 * the page is HTML that needs no JavaScript.
 *
 * Nothing of this is one long task on a slow phone: React DOM is a chunk of its own (hydrateIsland.tsx), evaluated in
 * its own task; the islands whose trigger has come are hydrated one after another (a queue), each in steps that are
 * tasks of their own (its chunk, its shared files, hydrateRoot), and React splits the hydration itself into slices.
 * An island the visitor touches goes ahead of the queue.
 */
export async function hydrateIslands(definitions: BlockDefinitions, data: IslandData): Promise<void> {
  // Fetched at once (a touch before idle needs it soon), evaluated in a task of its own when it arrives. The import
  // starts in the next task: Vite's preload of its chunks (a <link rel="modulepreload"> each) is not the entry's work.
  const hydration = nextTask().then(() => import("./hydrateIsland.js"));
  hydration.catch(() => undefined);
  const loaded = pageLoaded();
  let queue: Promise<unknown> = loaded;
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const index = Number(element.dataset.islandIndex);
    const block = data.islands[index];
    const definition = definitions[block.type];
    const on = definition?.hydrateOn ?? "load";
    const wantedAtIdle = definition?.wantedAtIdle;
    // Its data with its shared files, fetched once (by `prepare` or by hydration), again only after a failure.
    let fetched: Promise<unknown> | undefined;
    const withFiles = () => {
      fetched ??= withSharedFiles(block.data).catch((reason: unknown) => {
        fetched = undefined;
        throw reason;
      });
      return fetched;
    };
    const wants = {
      wantedAtIdle: wantedAtIdle && (() => wantedAtIdle(block.data as never)),
      reachedFrom: definition?.reachedFrom,
      // Its chunk and shared files fetched once the page is idle (the page does not preload them), so that the
      // visitor's first touch waits for no download.
      // Its chunks' requests and its files' requests in two tasks: at 4× CPU each request the page makes costs 1–5 ms
      // of the main thread, and the header's chunk with its shared ones and its two files made a task of 20–50 ms.
      prepare: () => {
        void loadDefinitions(definitions, [block.type]).catch(() => undefined);
        void nextTask()
          .then(withFiles)
          .catch(() => undefined);
      },
    };
    armIsland(element, on, loaded, async (replay, touched) => {
      // Its turn: when the islands triggered before it have called hydrateRoot, or at once when touched.
      const turn = Promise.race([queue, touched]).then(nextTask);
      const done = turn.then(async () => {
        const [{ hydrateIsland }, components] = await Promise.all([hydration, loadDefinitions(definitions, [block.type])]);
        await nextTask();
        const blockData = await withFiles();
        await nextTask();
        const component = components[block.type];
        if (!component) throw new Error(`No component for the island '${block.type}'`);
        hydrateIsland({ element, index, block: { ...block, data: blockData }, component }, data.context, replay);
      });
      queue = done.catch(() => undefined);
      return done;
    }, wants);
  }
}

/** Resolves once the page has loaded (its load event), when the islands' triggers start to count. */
function pageLoaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((done) => addEventListener("load", () => done(), { once: true }));
}

/** An island's data with each shared document, wherever it sits, fetched from its file (the page preloads those of the islands that hydrate by themselves). */
async function withSharedFiles(data: unknown): Promise<unknown> {
  if (isSharedFile(data)) return fetchJson(data.sharedFile);
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  const fields = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await withSharedFiles(value)] as const));
  return Object.fromEntries(fields);
}

const isSharedFile = (value: unknown): value is SharedFile => typeof value === "object" && value !== null && typeof (value as SharedFile).sharedFile === "string";

async function fetchJson(address: string): Promise<unknown> {
  const answer = await fetch(address);
  if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
  return answer.json();
}
