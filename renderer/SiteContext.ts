import { createContext, useContext } from "react";
import type { CommonSiteName } from "./types/documents.js";
import type { LeadFormData } from "../src/blocks/leadForm/leadFormData.js";

export interface IndexedPage {
  route: string;
  title: string;
  group: string;
}

/** What every block may need besides its props: the addresses of our websites, on the sitemap, the list of pages, and the lead forms of the page. */
export interface SiteContextValue {
  sites: Record<CommonSiteName, string>;
  pageIndex?: { group: string; pages: IndexedPage[] }[];
  /** The lead forms the page embeds, by form id, so that the browser never reads config files. */
  leadForms?: Record<string, LeadFormData>;
}

export const SiteContext = createContext<SiteContextValue>({ sites: {} as SiteContextValue["sites"] });
export const useSite = () => useContext(SiteContext);
