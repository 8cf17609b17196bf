import { serverSegmentOf } from "../serverAddresses.js";
import type { ReferenceCheck } from "./referenceCheck.js";
import { unknown } from "./referenceCheck.js";

/** Page addresses, each with where it is defined ('file' or 'file#pointer'), for the checks of what links to a page. */
export type PageAddresses = Map<string, string>;

/** The sentence for an address under one of the server's own segments (serverAddresses.ts). */
export const serverAddressProblem = (what: string, route: string, segment: string) =>
  `${what} '${route}' is under /${segment}, which the server answers itself (its API, staff pages, built files, pictures, the portal); choose another`;

/** Page addresses and ids are unique across pages-json and the catalogue. */
export function checkPageAddresses({ model, report, docOf }: ReferenceCheck): PageAddresses {
  const routes: PageAddresses = new Map();
  const pageIds = new Map<string, string>();
  for (const entry of model.pages) {
    const doc = docOf(entry.file);
    const where = entry.fromCatalogue ? `${entry.at}/route` : "/route";
    const segment = serverSegmentOf(entry.page.route);
    if (segment) report(doc, where, serverAddressProblem("Page address", entry.page.route, segment));
    const previous = routes.get(entry.page.route);
    if (previous) report(doc, where, `Page address '${entry.page.route}' is used twice (also by ${previous}); give one page another address`);
    else routes.set(entry.page.route, `${entry.file}${entry.at ? "#" + entry.at : ""}`);
    const prevId = pageIds.get(entry.page.id);
    if (!entry.fromCatalogue && prevId) report(doc, "/id", `Page id '${entry.page.id}' is used twice (also by ${prevId}); choose another id`);
    pageIds.set(entry.page.id, entry.file);
  }
  return routes;
}

/**
 * Pages, catalogue pages included: header menu, banners, service id, block ids and lead forms. A catalogue page's
 * header and banners sit at the same paths under its catalogue entry (entry.at), so one check serves both.
 */
export function checkPageReferences({ model, report, docOf }: ReferenceCheck, known: { bannerIds: Set<string>; serviceIds: Set<number> }): void {
  for (const entry of model.pages) {
    const doc = docOf(entry.file);
    const { page, at } = entry;
    if (!model.menus.has(page.header.menu)) report(doc, `${at}/header/menu`, unknown("Menu", page.header.menu, model.menus.keys(), "add a menu document with this id"));
    (page.banners ?? []).forEach((b, i) => {
      if (!known.bannerIds.has(b)) report(doc, `${at}/banners/${i}`, unknown("Banner", b, known.bannerIds, "use an id from config/banners.json"));
    });
    if (page.serviceId !== undefined && !known.serviceIds.has(page.serviceId)) report(doc, `${at}/serviceId`, `Service id ${page.serviceId} is not in the services catalogue; add the service to config/services.json`);
    // A catalogue page's blocks are made from its entry (servicePage.ts): they are in no file, and what they name is
    // checked where it is written (catalogue.ts: the entry's leadForm), so a mistake is said once, at a real place.
    if (entry.fromCatalogue) continue;
    const blockIds = new Set<string>();
    page.blocks.forEach((b, i) => {
      if (b.id && blockIds.has(b.id)) report(doc, `${at}/blocks/${i}/id`, `Block id '${b.id}' is used twice on this page; choose another id`);
      if (b.id) blockIds.add(b.id);
      if (b.type === "leadForm" && !model.leadForms.has(b.props.form))
        report(doc, `${at}/blocks/${i}/props/form`, unknown("Lead form", b.props.form, model.leadForms.keys(), "add a lead form document with this id to config/lead-forms/"));
      // A lead is stored under its page's service (the leads API requires the id): without one, every lead the form
      // sends would be refused.
      if (b.type === "leadForm" && page.serviceId === undefined)
        report(doc, `${at}/blocks/${i}`, "A lead form sends each lead under its page's service id, and this page has none; give the page a service id from config/services.json, or remove the lead form");
    });
  }
}
