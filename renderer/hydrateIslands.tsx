import { hydrateRoot } from "react-dom/client";
import { armIsland, holdClicks } from "./islandTriggers.js";
import { IslandRoot } from "./IslandRoot.js";
import { islandIdPrefix, type IslandData, type SharedFile } from "./islands.js";
import { loadDefinitions } from "./loadComponents.js";
import type { BlockDefinitions } from "./types/blocks.js";

/**
 * The browser's half of the islands: each `data-island` element of the prerendered page becomes a React root of its
 * own, hydrated with its block's component and data once those are there (a lazy component's chunk, a shared
 * document's file), at the time its definition's `hydrateOn` says (islandTriggers.ts). The rest of the page is HTML
 * that needs no JavaScript.
 */
export async function hydrateIslands(definitions: BlockDefinitions, data: IslandData): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const islands = elements.map((element) => {
    const index = Number(element.dataset.islandIndex);
    const block = data.islands[index];
    return { element, index, block, on: definitions[block.type]?.hydrateOn ?? "load" };
  });
  const prepare = async ({ element, index, block }: (typeof islands)[number]) => {
    const [components, blockData] = await Promise.all([loadDefinitions(definitions, [block.type]), withSharedFiles(block.data)]);
    return { element, index, block: { ...block, data: blockData }, component: components[block.type] };
  };
  const hydrate = ({ element, index, block, component }: Awaited<ReturnType<typeof prepare>>, onHydrated?: () => void) => {
    if (component)
      hydrateRoot(element, <IslandRoot block={block} context={data.context} component={component} overServerHtml onHydrated={onHydrated} />, {
        identifierPrefix: islandIdPrefix(index),
      });
  };
  const loadIslands = islands.filter((i) => i.on === "load");
  // A click on a load island's button before it is React's (its chunk or data still on the way) is held and
  // clicked again once hydrated: a tap on a slow phone is not lost.
  const clicks = loadIslands.map((i) => holdClicks(i.element));
  const atLoad = Promise.allSettled(loadIslands.map(prepare));
  // The waiting islands are armed at once, before any awaits: a touch from now on hydrates its island.
  for (const island of islands) {
    if (island.on !== "load") armIsland(island.element, island.on, atLoad, async (replay) => hydrate(await prepare(island), replay));
  }
  // The load islands hydrate together once every one is ready, as the whole page did before islands.
  for (const [i, result] of (await atLoad).entries()) {
    if (result.status === "fulfilled") hydrate(result.value, clicks[i].replay);
    clicks[i].release();
    if (result.status === "fulfilled") continue;
    // An island that could not be prepared stays its prerendered HTML, which works without JavaScript: the held
    // clicks are its own again.
    console.error("An island could not be hydrated:", result.reason);
    clicks[i].replay();
  }
}

/** An island's data with each shared document, wherever it sits, fetched from its file (the page preloads those files). */
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
