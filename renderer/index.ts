/**
 * The renderer's public surface: all a block may import from the renderer (the import-layers rule holds blocks
 * to it). Types, the site context and link addresses; nothing that loads documents or renders pages.
 */
export type { AnyBlockDefinition, BlockBuild, BlockBuilds, BlockComponents, BlockDefinition, BlockProps, BlockRegistry, BlockType, ResolveContext, ResolvedBlock } from "./types/blocks.js";
export type { PageEntry, SiteModel } from "../src/documents/siteModel.js";
export type { PageData } from "./resolve/pageData.js";
export { SiteContext, useSite, type SiteContextValue } from "./SiteContext.js";
export { hrefOf } from "./hrefOf.js";
export { defineBlock } from "./defineBlock.js";
export { siteAddresses } from "./resolve/siteAddresses.js";
export { Scheduled } from "./schedule/Scheduled.js";
export { useBlockRoot } from "./schedule/BlockRoot.js";
export { momentOf, scheduleMark, type ScheduleMark } from "./schedule/scheduleMark.js";
