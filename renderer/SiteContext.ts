import { createContext, useContext } from "react";
import type { CommonSiteName } from "./types/documents.js";

export interface IndexedPage {
  route: string;
  title: string;
  group: string;
}

/** What every block may need besides its props: the addresses of our websites, and on the sitemap, the list of pages. */
export interface SiteContextValue {
  sites: Record<CommonSiteName, string>;
  pageIndex?: { group: string; pages: IndexedPage[] }[];
}

export const SiteContext = createContext<SiteContextValue>({ sites: {} as SiteContextValue["sites"] });
export const useSite = () => useContext(SiteContext);
