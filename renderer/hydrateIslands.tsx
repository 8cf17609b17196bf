import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./IslandRoot.js";
import { islandIdPrefix, type IslandData, type SharedFile } from "./islands.js";
import { loadDefinitions } from "./loadComponents.js";
import type { BlockDefinitions } from "./types/blocks.js";

/**
 * The browser's half of the islands: each `data-island` element of the prerendered page becomes a React root of its
 * own, hydrated with its block's component and data once those are there (a lazy component's chunk, a shared
 * document's file). The rest of the page is HTML that needs no JavaScript.
 */
export async function hydrateIslands(definitions: BlockDefinitions, data: IslandData): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const ready = await Promise.allSettled(
    elements.map(async (element) => {
      const index = Number(element.dataset.islandIndex);
      const block = data.islands[index];
      const [components, blockData] = await Promise.all([loadDefinitions(definitions, [block.type]), withSharedFiles(block.data)]);
      return { element, index, block: { ...block, data: blockData }, component: components[block.type] };
    }),
  );
  // All islands hydrate together once every one is ready, as the whole page did before islands: a visitor (or a
  // test) that sees the header come alive finds the form alive too.
  for (const result of ready) {
    if (result.status === "rejected") {
      // That island stays its prerendered HTML, which works without JavaScript.
      console.error("An island could not be hydrated:", result.reason);
      continue;
    }
    const { element, index, block, component } = result.value;
    if (component) hydrateRoot(element, <IslandRoot block={block} context={data.context} component={component} />, { identifierPrefix: islandIdPrefix(index) });
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
