import { definitionsOf } from "./definitions.js";
import type { SiteContextValue } from "./SiteContext.js";
import type { PageData } from "./resolve/pageData.js";
import type { BlockRegistry, ResolvedBlock } from "./types/blocks.js";

/*
 * No JSX here: the build imports this module in plain Node, before Vite has chosen React's production build.
 */

/**
 * What a page's HTML embeds for the browser: the site context and the data of its islands (the blocks whose
 * definition says `hydrate`), in page order. A shared document inside an island's data is `{ sharedFile: address }`.
 */
export interface IslandData {
  context: SiteContextValue;
  islands: ResolvedBlock[];
}

/** A shared document's place in an island's data: the address of the hashed file that holds it. */
export interface SharedFile {
  sharedFile: string;
}

/** The block types that hydrate in the browser. */
export function islandTypes(registry: BlockRegistry): Set<string> {
  return new Set(Object.entries(definitionsOf(registry)).flatMap(([type, def]) => (def.hydrate ? [type] : [])));
}

/** The page's islands in page order (layout blocks above, the page's blocks, layout blocks below), as RenderPage numbers them. */
export function islandsOf(data: PageData, types: Set<string>): ResolvedBlock[] {
  return [...data.top, ...data.blocks, ...data.bottom].filter((b) => types.has(b.type));
}

/** Each island is its own React root: its useId values are prefixed by its index so that no two islands share an id. */
export const islandIdPrefix = (index: number) => `i${index}-`;
