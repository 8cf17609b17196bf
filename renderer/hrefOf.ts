import type { CommonSiteName } from "../src/documents/types.js";

/** The href of a link: a path of this site stays a path; a path on another of our websites gets that site's address. */
export function hrefOf(link: { url: string; site?: CommonSiteName }, sites: Record<CommonSiteName, string>): string {
  if (!link.site || link.site === "main" || /^https?:\/\//.test(link.url)) return link.url;
  return sites[link.site] + link.url;
}
