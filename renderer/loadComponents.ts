import type { FunctionComponent } from "react";
import { definitionsOf } from "./definitions.js";
import type { BlockComponents, BlockDefinitions, BlockRegistry } from "./types/blocks.js";

/**
 * The components of the given block types: those in every page's JavaScript at once, the others (a definition's
 * `load`) fetched as their own chunks. The browser asks only for its page's islands, before hydrating them, so
 * that hydration draws what the prerender drew; the prerender and the tests ask for every type.
 */
export async function loadComponents(registry: BlockRegistry, types?: string[]): Promise<BlockComponents> {
  return loadDefinitions(definitionsOf(registry), types);
}

/** The same from definitions by block type (the browser's: only the blocks that hydrate). */
export async function loadDefinitions(all: BlockDefinitions, types?: string[]): Promise<BlockComponents> {
  const wanted = types ? [...new Set(types)].filter((t) => t in all) : Object.keys(all);
  const loaded = await Promise.all(wanted.map(async (t) => [t, all[t].component ?? (await all[t].load?.())] as const));
  // Each component is drawn with its own block's data (the registry pairs them by type, src/registry.ts checks it).
  return Object.fromEntries(loaded.filter((entry): entry is readonly [string, FunctionComponent<never>] => entry[1] !== undefined)) as BlockComponents;
}
