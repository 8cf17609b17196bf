import type { BlockDefinition } from "./types/blocks.js";

/** A block definition with its data type inferred from its component (or `load`): the props it draws. */
export function defineBlock<D>(definition: BlockDefinition<D>): BlockDefinition<D> {
  return definition;
}
