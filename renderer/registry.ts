import type { BlockRegistry } from "./types/blocks.js";
import { contentBlocks } from "./contentBlocks.js";
import { LeadForm } from "../src/blocks/leadForm/LeadForm.js";

/**
 * Block type to component: the one place a new block is registered. The prerender and the tests use
 * this whole registry; in the browser, blocks outside `contentBlocks` load only on pages that use them
 * (renderer/clientRegistry.ts).
 */
export const blockRegistry: BlockRegistry = {
  ...contentBlocks,
  leadForm: LeadForm,
};
