import { defineBlock } from "../../../renderer/index.js";
import { Header } from "./Header.js";

/** The header: in every page's JavaScript; its resolver runs at build time only. */
export const headerBlock = defineBlock({ component: Header, build: !(import.meta.env?.SSR === false && import.meta.env?.PROD === true) ? () => import("./headerResolver.js") : undefined });
