import type { BlockRegistry, BlockType } from "./types/blocks.js";
import { contentBlocks } from "./contentBlocks.js";

type Loaders = { [T in Exclude<BlockType, keyof typeof contentBlocks>]: () => Promise<BlockRegistry[T]> };

/** The heavier blocks, each a separate chunk that a page downloads only when it has such a block. */
const loaders: Loaders = {
  leadForm: () => import("../src/blocks/leadForm/LeadForm.js").then((m) => m.LeadForm),
};

/** The registry a page needs: the content blocks, plus the code of the other blocks it uses, loaded before hydration. */
export async function registryFor(types: BlockType[]): Promise<BlockRegistry> {
  const registry: Partial<BlockRegistry> = { ...contentBlocks };
  const needed = [...new Set(types)].filter((t): t is keyof Loaders => t in loaders);
  await Promise.all(needed.map(async (t) => Object.assign(registry, { [t]: await loaders[t]() })));
  // A page only renders the block types it has, so the ones not loaded are never looked up.
  return registry as BlockRegistry;
}
