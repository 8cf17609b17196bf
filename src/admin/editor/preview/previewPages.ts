import type { ApiEditorSitePage } from "../../../contract/types.js";
import { fieldIdOf, pointerStep, stepsOf } from "../problemPaths.js";

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
  for (const { key, items } of lists(document)) {
    const index = openOf(fieldIdOf(`/${pointerStep(key)}`));
    const route = index === undefined ? undefined : routeOf(items[index]);
    if (route) return route;
  }
  return undefined;
}

/** The pointer of the list item whose page `route` is (a service of the catalogue: `/services/4`), or undefined. */
export function routedItemPointer(document: unknown, route: string | undefined): string | undefined {
  if (!route) return undefined;
  for (const { key, items } of lists(document)) {
    const index = items.findIndex((item) => routeOf(item) === route);
    if (index >= 0) return `/${pointerStep(key)}/${index}`;
  }
  return undefined;
}

/** The page address of the list item a field's pointer is in (`/services/7/name`: the 8th service's), or undefined. */
export function itemRouteAt(document: unknown, pointer: string): string | undefined {
  const [key, index] = stepsOf(pointer);
  const list = lists(document).find((l) => l.key === key);
  return list && /^\d+$/.test(index ?? "") ? routeOf(list.items[Number(index)]) : undefined;
}

/** The document's lists at its top level, by key. */
const lists = (document: unknown): { key: string; items: unknown[] }[] =>
  document && typeof document === "object" ? Object.entries(document).flatMap(([key, items]) => (Array.isArray(items) ? [{ key, items: items as unknown[] }] : [])) : [];

/** An item's page address, when it has one. */
function routeOf(item: unknown): string | undefined {
  const route = item && typeof item === "object" ? (item as { route?: unknown }).route : undefined;
  return typeof route === "string" && route ? route : undefined;
}

