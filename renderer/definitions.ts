import type { AnyBlockDefinition, BlockRegistry } from "./types/blocks.js";

/** Every definition of the registry by block type: layout blocks above, page blocks, layout blocks below. */
export function definitionsOf(registry: BlockRegistry): Record<string, AnyBlockDefinition> {
  return { ...registry.layout.top, ...registry.blocks, ...registry.layout.bottom };
}
