import type { BlockDefinition } from "./types/blocks.js";

/** A block definition with its props and data types inferred: the component's props are the data its resolver makes. */
export function defineBlock<P, D = P>(definition: BlockDefinition<P, D>): BlockDefinition<P, D> {
  return definition;
}
