import type { ApiEditorSitePage } from "../../../contract/types.js";

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
