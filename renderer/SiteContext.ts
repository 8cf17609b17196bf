import { createContext, useContext } from "react";
import type { CommonSiteName, MessagesDocument } from "../src/documents/types.js";

/** What every block may need besides its own data: the addresses of our websites and the words of the page's frame. */
export interface SiteContextValue {
  sites: Record<CommonSiteName, string>;
  messages: MessagesDocument["page"];
}

export const SiteContext = createContext<SiteContextValue>({ sites: {} as SiteContextValue["sites"], messages: {} as SiteContextValue["messages"] });
export const useSite = () => useContext(SiteContext);
