import type {
  BannersDocument,
  CategoryOptionsDocument,
  ConstantsDocument,
  FooterDocument,
  LeadFormDocument,
  MenuDocument,
  MessagesDocument,
  PageDocument,
  PlansDocument,
  RedirectsDocument,
  ThemeDocument,
  ServicesDocument,
  SiteDocument,
} from "./types.js";
import type { LoadedDocument } from "./loadDocuments.js";
import type { Problem } from "./problem.js";
import { servicePage } from "./servicePage.js";

/** A page and where it comes from, so that problems in it can be reported at their place. */
export interface PageEntry {
  page: PageDocument;
  file: string;
  /** Pointer of the page within its file: "" for a page document, "/services/7" for a catalogue page. */
  at: string;
  fromCatalogue: boolean;
}

/** Every document of the site, valid and in one place. */
export interface SiteModel {
  settings: SiteDocument;
  constants: ConstantsDocument;
  messages: MessagesDocument;
  footer: FooterDocument;
  banners: BannersDocument;
  services: ServicesDocument;
  /** What can be bought (config/plans.json). */
  plans: PlansDocument;
  /** The look of the site (config/theme.json). */
  theme: ThemeDocument;
  menus: Map<string, MenuDocument>;
  leadForms: Map<string, LeadFormDocument>;
  categoryOptions: Map<string, CategoryOptionsDocument>;
  pages: PageEntry[];
  /** Old addresses and where they went (config/redirects.json, optional: none without it). */
  redirects: Redirect[];
  documents: LoadedDocument[];
}

export type Redirect = RedirectsDocument["redirects"][number];

/** The one optional document of the site: at most one redirects document. */
const optionalSingletons = ["redirects"] as const;

const singletons = ["site", "constants", "messages", "footer", "banners", "services", "plans", "theme"] as const;

/** Gathers valid documents into a site. Needs exactly one of each single document; reports what is missing (and not merely unreadable) or doubled. */
export function buildSiteModel(documents: LoadedDocument[], unreadable: ReadonlySet<string> = new Set()): { model?: SiteModel; problems: Problem[] } {
  const problems: Problem[] = [];
  const one: Partial<Record<(typeof singletons)[number], LoadedDocument>> = {};
  for (const kind of singletons) {
    const found = documents.filter((d) => d.kind === kind);
    if (found.length > 1) {
      for (const d of found.slice(1)) {
        problems.push({ file: d.file, line: 1, column: 1, pointer: "", message: `There may be only one ${kind} document, and ${found[0].file} is one already; merge the two` });
      }
    }
    // A document of the kind that is not JSON was already said to be broken: it is not missing.
    if (!found.length && !unreadable.has(kind)) problems.push({ file: "config", line: 1, column: 1, pointer: "", message: `No ${kind} document was found: add one to config/` });
    one[kind] = found[0];
  }
  for (const kind of optionalSingletons) {
    const found = documents.filter((d) => d.kind === kind);
    for (const d of found.slice(1)) {
      problems.push({ file: d.file, line: 1, column: 1, pointer: "", message: `There may be only one ${kind} document, and ${found[0].file} is one already; merge the two` });
    }
  }
  if (documents.some((d) => !d.valid) || problems.length || unreadable.size) return { problems };
  const redirectsDocument = documents.find((d) => d.kind === "redirects");

  const byId = <T extends { id: string }>(kind: LoadedDocument["kind"]) => new Map(documents.filter((d) => d.kind === kind).map((d) => [(d.data as T).id, d.data as T]));
  const services = one.services!.data as ServicesDocument;
  const pages: PageEntry[] = documents.filter((d) => d.kind === "page").map((d) => ({ page: d.data as PageDocument, file: d.file, at: "", fromCatalogue: false }));
  const explicitRoutes = new Set(pages.map((p) => p.page.route));
  const plans = one.plans!.data as PlansDocument;
  services.services.forEach((s, i) => {
    if (!explicitRoutes.has(s.route)) pages.push({ page: servicePage(s, services, plans), file: one.services!.file, at: `/services/${i}`, fromCatalogue: true });
  });
  return {
    problems,
    model: {
      settings: one.site!.data as SiteDocument,
      constants: one.constants!.data as ConstantsDocument,
      messages: one.messages!.data as MessagesDocument,
      footer: one.footer!.data as FooterDocument,
      banners: one.banners!.data as BannersDocument,
      services,
      plans,
      theme: one.theme!.data as ThemeDocument,
      menus: byId<MenuDocument>("menu"),
      leadForms: byId<LeadFormDocument>("leadForm"),
      categoryOptions: byId<CategoryOptionsDocument>("categoryOptions"),
      pages,
      redirects: redirectsDocument ? (redirectsDocument.data as RedirectsDocument).redirects : [],
      documents,
    },
  };
}
