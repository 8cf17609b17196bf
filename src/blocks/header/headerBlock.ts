import { defineBlock } from "../../../renderer/index.js";
import { Header } from "./Header.js";

/** The header: in every page's JavaScript; its resolver runs at build time only. */
export const headerBlock = defineBlock({
  component: Header,
  hydrate: true,
  // The menu and the login drawer's words are the same on every page that uses them: one cacheable file each, not a
  // copy in every page.
  share: ["menu", "login"],
  build: !(import.meta.env?.SSR === false && import.meta.env?.PROD === true) ? () => import("./headerResolver.js") : undefined,
});
