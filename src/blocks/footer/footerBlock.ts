import { defineBlock } from "../../../renderer/index.js";
import { Footer } from "./Footer.js";

/** The footer: HTML only (nothing in it changes in the browser, so it is no island); its columns are chosen at build time by the page's service. */
export const footerBlock = defineBlock({ component: Footer });
