import type { ComponentType } from "react";
import type { PageBlock } from "./documents.js";

/** The block types a page may use, as the page schema lists them. */
export type BlockType = PageBlock["type"];
/** The props of one block type, derived from the page schema. */
export type BlockProps<T extends BlockType> = Extract<PageBlock, { type: T }>["props"];
/** The registry: one component per block type, nothing more (see Puck's Render). */
export type BlockRegistry = { [T in BlockType]: ComponentType<BlockProps<T>> };
