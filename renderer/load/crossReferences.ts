import { closestMatch } from "./closestMatch.js";
import type { LoadedDocument } from "./loadDocuments.js";
import type { Problem } from "./problem.js";
import type { SiteModel } from "./siteModel.js";

/** A link found in a document: its address, whether it leaves the site, and where it is. */
interface FoundLink {
  doc: LoadedDocument;
  pointer: string;
  url: string;
  site?: string;
  external?: boolean;
  /** Pointer of the address itself, for the report. */
  urlPointer: string;
}

/**
 * Checks what a schema cannot: that every internal link goes to a page, that
 * documents named by others exist, and that ids and addresses are unique.
 */
export function checkCrossReferences(model: SiteModel): Problem[] {
  const problems: Problem[] = [];
  const docOf = (file: string) => model.documents.find((d) => d.file === file)!;
  const report = (doc: LoadedDocument, pointer: string, message: string) => problems.push({ file: doc.file, ...doc.source.locate(pointer), pointer, message });

  // Page addresses and ids are unique across pages-json and the catalogue.
  const routes = new Map<string, string>();
  const pageIds = new Map<string, string>();
  for (const entry of model.pages) {
    const doc = docOf(entry.file);
    const where = entry.fromCatalogue ? `${entry.at}/route` : "/route";
    const previous = routes.get(entry.page.route);
    if (previous) report(doc, where, `Page address '${entry.page.route}' is used twice (also by ${previous}); give one page another address`);
    else routes.set(entry.page.route, `${entry.file}${entry.at ? "#" + entry.at : ""}`);
    const prevId = pageIds.get(entry.page.id);
    if (!entry.fromCatalogue && prevId) report(doc, "/id", `Page id '${entry.page.id}' is used twice (also by ${prevId}); choose another id`);
    pageIds.set(entry.page.id, entry.file);
  }
  // Catalogue: service ids and categories.
  const servicesDoc = model.documents.find((d) => d.kind === "services")!;
  const serviceIds = new Set<number>();
  const categoryIds = new Set(model.services.categories.map((c) => c.id));
  model.services.services.forEach((s, i) => {
    if (serviceIds.has(s.serviceId)) report(servicesDoc, `/services/${i}/serviceId`, `Service id ${s.serviceId} is used twice; give each service its own id`);
    serviceIds.add(s.serviceId);
    if (!categoryIds.has(s.category)) report(servicesDoc, `/services/${i}/category`, unknown("Category", s.category, categoryIds, "add it to 'categories'"));
    if (s.leadForm && !model.leadForms.has(s.leadForm)) report(servicesDoc, `/services/${i}/leadForm`, unknown("Lead form", s.leadForm, model.leadForms.keys(), "add a lead form document with this id"));
  });
  const seenCategory = new Set<string>();
  model.services.categories.forEach((c, i) => {
    if (seenCategory.has(c.id)) report(servicesDoc, `/categories/${i}/id`, `Category id '${c.id}' is used twice`);
    seenCategory.add(c.id);
  });
  // Ids of menus, lead forms and category options are unique.
  for (const kind of ["menu", "leadForm", "categoryOptions"] as const) {
    const seen = new Map<string, string>();
    for (const d of model.documents.filter((x) => x.kind === kind)) {
      const id = (d.data as { id: string }).id;
      if (seen.has(id)) report(d, "/id", `Id '${id}' is used by ${seen.get(id)} too; choose another id`);
      seen.set(id, d.file);
    }
  }
  // Menus: tab ids unique within a menu.
  for (const d of model.documents.filter((x) => x.kind === "menu")) {
    const seen = new Set<string>();
    (d.data as { tabs: { id: string }[] }).tabs.forEach((t, i) => {
      if (seen.has(t.id)) report(d, `/tabs/${i}/id`, `Tab id '${t.id}' is used twice in this menu; choose another id`);
      seen.add(t.id);
    });
  }
  // Banners: ids unique; modal actions open modals that exist.
  const bannersDoc = model.documents.find((d) => d.kind === "banners")!;
  const bannerIds = new Set<string>([model.banners.brandBanner.id]);
  const modalIds = new Set(model.banners.modals.map((m) => m.id));
  model.banners.notices.forEach((n, i) => {
    if (bannerIds.has(n.id)) report(bannersDoc, `/notices/${i}/id`, `Banner id '${n.id}' is used twice; choose another id`);
    bannerIds.add(n.id);
    if (n.action.kind === "modal" && !modalIds.has(n.action.modal)) report(bannersDoc, `/notices/${i}/action/modal`, unknown("Pop-up", n.action.modal, modalIds, "add it to 'modals'"));
  });
  // Lead forms name category pickers that exist.
  for (const d of model.documents.filter((x) => x.kind === "leadForm")) {
    const picker = (d.data as { categoryPicker?: string }).categoryPicker;
    if (picker && !model.categoryOptions.has(picker)) report(d, "/categoryPicker", unknown("Category picker", picker, model.categoryOptions.keys(), "add a category options document with this id"));
  }
  // Lead forms: a required generic input says what is missing.
  for (const d of model.documents.filter((x) => x.kind === "leadForm")) {
    ((d.data as { inputs?: { mandatory?: boolean; errorText?: string; label: string }[] }).inputs ?? []).forEach((input, i) => {
      if (input.mandatory && !input.errorText) report(d, `/inputs/${i}`, `Input '${input.label}' is required but has no 'errorText'; add the message visitors see when they leave it empty`);
    });
  }
  // Category pickers: only the last category ('Others') may come without sub-options; it is chosen directly.
  for (const d of model.documents.filter((x) => x.kind === "categoryOptions")) {
    const options = (d.data as { fields: { options: { label: string; values?: string[] }[] }[] }).fields[0].options;
    options.forEach((o, i) => {
      if (i < options.length - 1 && !o.values?.length) report(d, `/fields/0/options/${i}`, `Category '${o.label}' has no sub-options; give it 'values', or make it the last category, which is chosen directly`);
    });
  }
  // Footer: service ids and categories exist.
  const footerDoc = model.documents.find((d) => d.kind === "footer")!;
  const checkIds = (ids: number[], pointer: string) =>
    ids.forEach((id, j) => {
      if (!serviceIds.has(id)) report(footerDoc, `${pointer}/${j}`, `Service id ${id} is not in the services catalogue; add the service to config/services.json or remove the id`);
    });
  model.footer.serviceColumns.forEach((set, i) => checkIds(set.serviceIds, `/serviceColumns/${i}/serviceIds`));
  checkIds(model.footer.toolsColumn.hiddenForServiceIds, "/toolsColumn/hiddenForServiceIds");
  model.footer.newsBanner.byService.forEach((n, i) => checkIds(n.serviceIds, `/newsBanner/byService/${i}/serviceIds`));
  for (const category of Object.keys(model.footer.seeAllBlogs.byCategory)) {
    if (!categoryIds.has(category)) report(footerDoc, `/seeAllBlogs/byCategory/${category}`, unknown("Category", category, categoryIds, "use a category id from config/services.json"));
  }
  // Pages, catalogue pages included: header menu, banners, service id. A catalogue page's header and
  // banners sit at the same paths under its catalogue entry (entry.at), so one check serves both.
  for (const entry of model.pages) {
    const doc = docOf(entry.file);
    const { page, at } = entry;
    if (!model.menus.has(page.header.menu)) report(doc, `${at}/header/menu`, unknown("Menu", page.header.menu, model.menus.keys(), "add a menu document with this id"));
    (page.banners ?? []).forEach((b, i) => {
      if (!bannerIds.has(b)) report(doc, `${at}/banners/${i}`, unknown("Banner", b, bannerIds, "use an id from config/banners.json"));
    });
    if (page.serviceId !== undefined && !serviceIds.has(page.serviceId)) report(doc, `${at}/serviceId`, `Service id ${page.serviceId} is not in the services catalogue; add the service to config/services.json`);
    const blockIds = new Set<string>();
    page.blocks.forEach((b, i) => {
      if (b.id && blockIds.has(b.id)) report(doc, `${at}/blocks/${i}/id`, `Block id '${b.id}' is used twice on this page; choose another id`);
      if (b.id) blockIds.add(b.id);
      if (b.type === "leadForm" && !model.leadForms.has(b.props.form))
        report(doc, `${at}/blocks/${i}/props/form`, unknown("Lead form", b.props.form, model.leadForms.keys(), "add a lead form document with this id to config/lead-forms/"));
    });
  }
  // The login panel's legal line: each linked phrase must be words of that line.
  const messagesDoc = model.documents.find((d) => d.kind === "messages");
  if (messagesDoc)
    model.messages.login.legalLinks.forEach((l, i) => {
      if (!model.messages.login.legalLine.includes(l.text))
        report(messagesDoc, `/login/legalLinks/${i}/text`, `'${l.text}' is not in the legal line '${model.messages.login.legalLine}'; use words that appear in it`);
    });
  // The lead form's terms notice links its words, and the spam route's fallback page exists.
  if (messagesDoc && !model.messages.leadForm.termsNotice.includes(model.messages.leadForm.termsLinkText))
    report(messagesDoc, "/leadForm/termsLinkText", `'${model.messages.leadForm.termsLinkText}' is not in the terms notice '${model.messages.leadForm.termsNotice}'; use words that appear in it`);
  if (messagesDoc && !routes.has(model.messages.leadForm.termsUrl))
    report(messagesDoc, "/leadForm/termsUrl", unknown("Page", model.messages.leadForm.termsUrl, routes.keys(), "add a page with this address"));
  const constantsDoc = model.documents.find((d) => d.kind === "constants");
  if (constantsDoc && !routes.has(model.constants.leadForm.thankYouRoute))
    report(constantsDoc, "/leadForm/thankYouRoute", unknown("Page", model.constants.leadForm.thankYouRoute, routes.keys(), "add a page with this address"));
  // Every link: internal ones go to a page; links to other websites say so.
  const links: FoundLink[] = [];
  for (const d of model.documents.filter((x) => x.kind !== "page" && x.kind !== "services")) collectLinks(d, d.data, "", links);
  for (const entry of model.pages) collectLinks(docOf(entry.file), entry.page, entry.at, links, entry.fromCatalogue);
  for (const l of links) {
    const leaves = (l.site !== undefined && l.site !== "main") || l.url.startsWith("https://");
    if (leaves && l.external !== true) report(l.doc, l.urlPointer, `Link '${l.url}' goes to another website: add "external": true so visitors see that it leaves the site`);
    if (!leaves && l.external === true) report(l.doc, l.urlPointer, `Link '${l.url}' is a page of this site: remove "external": true, or set 'Website' ("site") if it belongs to another of our websites`);
    if (leaves) continue;
    const path = l.url.split(/[?#]/)[0];
    if (!routes.has(path)) {
      const hint = closestMatch(path, routes.keys());
      report(l.doc, l.urlPointer, `link '${l.url}' goes to no page; ${hint ? `did you mean '${hint}'?` : "add a page with this address (a page document or a service in config/services.json) or fix the link"}`);
    }
  }
  return problems;
}

function unknown(what: string, value: string, known: Iterable<string>, fix: string): string {
  const hint = closestMatch(value, known);
  return `${what} '${value}' does not exist; ${hint ? `did you mean '${hint}'?` : fix}`;
}

/** Finds links in any document: objects with a `url` (links, footer links, link actions) and item-group `href`s. */
function collectLinks(doc: LoadedDocument, node: unknown, pointer: string, out: FoundLink[], generated = false) {
  if (Array.isArray(node)) {
    node.forEach((v, i) => collectLinks(doc, v, `${pointer}/${i}`, out, generated));
    return;
  }
  if (!node || typeof node !== "object") return;
  const n = node as Record<string, unknown>;
  // A catalogue page's links are reported at its catalogue entry, since that is what a person edits.
  const at = (p: string) => (generated ? pointer.split("/").slice(0, 3).join("/") : p);
  if (typeof n.url === "string" && !(typeof n.network === "string")) {
    out.push({ doc, pointer, url: n.url, site: n.site as string | undefined, external: n.external as boolean | undefined, urlPointer: at(`${pointer}/url`) });
  }
  if (typeof n.href === "string") out.push({ doc, pointer, url: n.href, urlPointer: at(`${pointer}/href`) });
  if (typeof n.fallback === "string" && n.byCategory) out.push({ doc, pointer, url: n.fallback, urlPointer: `${pointer}/fallback` });
  for (const [k, v] of Object.entries(n)) if (k !== "$schema") collectLinks(doc, v, `${pointer}/${k}`, out, generated);
}
