import type { BlockDefinition, BlockRegistry } from "./types/blocks.js";

/** Every definition of the registry by block type: layout blocks above, page blocks, layout blocks below. */
export function definitionsOf(registry: BlockRegistry): Record<string, BlockDefinition<never, unknown>> {
  return { ...registry.layout.top, ...registry.blocks, ...registry.layout.bottom };
}
