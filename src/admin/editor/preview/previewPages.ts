import type { ApiEditorSitePage } from "../../../contract/types.js";
import { fieldIdOf } from "../problemPaths.js";

/** The home page's address: shown first when it draws the document, as the page people look at first. */
const home = "/";

/**
 * The pages that can show a document: the pages it makes itself (a page document, or config/services.json for the
 * pages of its catalogue), else, for a shared document (a menu, the footer, the banners, the messages…), every page
 * whose `uses` contain it, in the site's order with the home page first.
 */
export function previewPages(file: string, pages: readonly ApiEditorSitePage[]): ApiEditorSitePage[] {
  const own = pages.filter((p) => p.file === file);
  if (own.length) return own;
  const using = pages.filter((p) => p.uses.includes(file));
  return [...using.filter((p) => p.route === home), ...using.filter((p) => p.route !== home)];
}

/**
 * The page of the item open in the form, when the document makes pages from a list of items with routes (the
 * services catalogue): the route of the open item of one of the document's lists, else undefined. `openOf` gives a
 * list's open item by the list's field id (openItems.tsx).
 */
export function openItemRoute(document: unknown, openOf: (listId: string) => number | undefined): string | undefined {
  if (!document || typeof document !== "object") return undefined;
  for (const [key, value] of Object.entries(document)) {
    if (!Array.isArray(value)) continue;
    const index = openOf(fieldIdOf(`/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`));
    const item: unknown = index === undefined ? undefined : value[index];
    const route = item && typeof item === "object" ? (item as { route?: unknown }).route : undefined;
    if (typeof route === "string" && route) return route;
  }
  return undefined;
}
