import { formatInTimeZone } from "date-fns-tz";
import { findBy } from "../../lib/findBy.js";
import type { ResolveContext } from "../../../renderer/index.js";
import type { FooterColumn, FooterDocument, FooterFooterLink, FooterNewsItem, ServicesDocument } from "../../documents/types.js";

export interface FooterData {
  columns: FooterColumn[];
  toolsColumn?: FooterColumn;
  seeAllBlogs: FooterFooterLink;
  news: FooterNewsItem;
  companyColumns: FooterDocument["companyColumns"];
  searchSites: FooterDocument["searchSites"];
  socialLabel: string;
  social: FooterDocument["social"];
  marketingText?: string[];
  legal: FooterDocument["legal"];
  year: number;
}

/** The footer of a page: columns chosen by its service id (the default set otherwise), with the tools-column and blog rules of the footer document. */
export function footerForService(
  footer: FooterDocument,
  services: ServicesDocument,
  serviceId: number | undefined,
  options: { isHome: boolean; year: number },
): FooterData {
  const has = (ids: number[]) => serviceId !== undefined && ids.includes(serviceId);
  const category = findBy(services.services, "serviceId", serviceId)?.category;
  const blog = category ? footer.seeAllBlogs.byCategory[category] : undefined;
  return {
    columns: footer.serviceColumns.find((set) => has(set.serviceIds))?.columns ?? footer.defaultColumns,
    toolsColumn: has(footer.toolsColumn.hiddenForServiceIds) ? undefined : footer.toolsColumn.column,
    seeAllBlogs: blog ?? { title: footer.seeAllBlogs.text, url: footer.seeAllBlogs.fallback },
    news: footer.newsBanner.byService.find((n) => has(n.serviceIds))?.news ?? footer.newsBanner.default,
    companyColumns: footer.companyColumns,
    searchSites: footer.searchSites,
    socialLabel: footer.socialLabel,
    social: footer.social,
    marketingText: options.isHome ? footer.marketingText : undefined,
    legal: footer.legal,
    year: options.year,
  };
}

/** The page's footer; the copyright year is the build's, in the site's zone (constants.schedules.timeZone), not the build machine's. */
export function resolve(_props: undefined, { model, page, now }: ResolveContext): FooterData {
  const year = Number(formatInTimeZone(now, model.constants.schedules.timeZone, "yyyy"));
  return footerForService(model.footer, model.services, page.serviceId, { isHome: page.route === "/", year });
}
