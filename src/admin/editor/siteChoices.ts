import type { ApiEditorSiteAnswer } from "../../contract/types.js";
import type { ChoiceKind } from "./uiSchemaOf.js";

/** One choice of a select or a combobox: the value the document keeps and what the editor reads. */
export interface Choice {
  value: string | number;
  label: string;
}

/** What the widgets offer, read from the site's documents as they are now (drafts in place). */
export interface SiteChoices {
  /** Ids of other documents; a document's own (steps, categories) are read from the form as it is typed (OwnChoices). */
  ids: Record<Exclude<ChoiceKind, "step" | "category">, Choice[]>;
  services: Choice[];
  pages: Choice[];
  sisterSites: Choice[];
  images: { src: string; width: number; height: number }[];
  /** The zone the editor tells times in (constants editor.timeZone; India time when the document has none yet). */
  timeZone: string;
}

type Data = Record<string, unknown>;
const list = (v: unknown) => (Array.isArray(v) ? (v as Data[]) : []);
const byKind = (site: ApiEditorSiteAnswer, kind: string) => site.documents.filter((d) => d.kind === kind).map((d) => (d.data ?? {}) as Data);
const idChoice = (d: Data): Choice => ({ value: String(d.id), label: typeof d.name === "string" ? `${d.id} (${d.name})` : String(d.id) });

/** Every id a field may name: menus, banners, pop-ups, lead forms, plans, services with their names, pages, sister sites. */
export function siteChoices(site: ApiEditorSiteAnswer): SiteChoices {
  const banners = byKind(site, "banners")[0] ?? {};
  const services = list(byKind(site, "services")[0]?.services);
  const settings = (byKind(site, "site")[0]?.settings ?? {}) as Record<string, { default?: unknown }>;
  return {
    ids: {
      menu: byKind(site, "menu").map(idChoice),
      banner: [banners.brandBanner as Data, ...list(banners.notices)].filter(Boolean).map(idChoice),
      modal: list(banners.modals).map(idChoice),
      leadForm: byKind(site, "leadForm").map(idChoice),
      plan: list(byKind(site, "plans")[0]?.services).flatMap((s) => list(s.plans)).map(idChoice),
    },
    services: services.map((s) => ({ value: Number(s.serviceId), label: `${String(s.name)} (${String(s.serviceId)})` })),
    pages: site.pages.map((p) => ({ value: p.route, label: p.title })),
    // Sister sites are the site settings named …Site whose address is another website's.
    sisterSites: Object.entries(settings)
      .filter(([key, s]) => key.endsWith("Site") && typeof s.default === "string" && s.default.startsWith("https://"))
      .map(([key, s]) => ({ value: String(s.default), label: key.replace(/Site$/, "") })),
    images: site.images,
    timeZone: String((byKind(site, "constants")[0]?.editor as Data | undefined)?.timeZone ?? "Asia/Kolkata"),
  };
}
