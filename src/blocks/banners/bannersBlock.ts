import { defineBlock } from "../../../renderer/index.js";
import { Banners } from "./Banners.js";

/** The brand banner, the page's notices and their pop-ups: in every page's JavaScript; resolved at build time. */
export const bannersBlock = defineBlock({ component: Banners, hydrate: true });
