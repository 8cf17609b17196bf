import type { ApiEditorSitePage } from "../../../../renderer/types/documents.js";

/**
 * The pages that can show a document: the pages it makes itself (a page document, or config/services.json for the
 * pages of its catalogue), else, for a shared document (a menu, the footer, the banners, the messages…), every page
 * whose `uses` contain it, in the site's order.
 */
export function previewPages(file: string, pages: readonly ApiEditorSitePage[]): ApiEditorSitePage[] {
  const own = pages.filter((p) => p.file === file);
  return own.length ? own : pages.filter((p) => p.uses.includes(file));
}
