import { defineBlock } from "../../../renderer/index.js";
import { PageIndex } from "./PageIndex.js";

/** The index of all pages: its list is resolved at build time from every page and the service catalogue. */
export const pageIndexBlock = defineBlock({ component: PageIndex });
