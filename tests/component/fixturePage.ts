import { join } from "node:path";
import { loadSite } from "../../src/documents/validateSite.js";
import { loadComponents } from "../../renderer/loadComponents.js";
import { pageData, resolveBlock, resolveContext, type PageData } from "../../renderer/resolve/pageData.js";
import type { PageBlock } from "../../src/documents/types.js";
import type { BannersData } from "../../src/blocks/banners/bannersResolver.js";
import type { HeaderData } from "../../src/blocks/header/headerResolver.js";
import type { LeadFormData } from "../../src/blocks/leadForm/leadFormData.js";
import type { LeadFormBlockData } from "../../src/blocks/leadForm/leadFormResolver.js";
import { sampleLeadValues } from "../../src/cli/sampleLead.js";
import { builds } from "../../src/buildRegistry.js";
import { registry } from "../../src/registry.js";
import { projectRoot, schemasDir } from "../unit/fixtureSite.js";

/** The minimal fixture site's model, and the resolved data of one of its pages. */
export const fixture = loadSite(join(projectRoot, "tests/fixtures/minimal"), schemasDir).model!;
const entryOf = (route: string) => fixture.pages.find((p) => p.page.route === route)!;
const now = new Date("2026-03-01");
export const dataFor = (route: string, env: Record<string, string> = {}) => pageData(fixture, entryOf(route), env, registry, builds, now);
/** One block resolved as if it were on the page of `route`: the data its component draws. */
export const resolvedBlock = (block: PageBlock, route = "/sitemap", env: Record<string, string> = {}) =>
  resolveBlock(builds, resolveContext(fixture, entryOf(route).page, env, now), block.type, block.props, block.id).data;

/** The component of every block of the registry, lazy ones loaded (what the prerender renders with). */
export const blockComponents = await loadComponents(registry);

/** The resolved data of the first block of a type on a page, layout blocks included. */
export const blockData = <D>(data: PageData, type: string): D => [...data.top, ...data.blocks, ...data.bottom].find((b) => b.type === type)!.data as D;
export const headerOf = (data: PageData) => blockData<HeaderData>(data, "header");
export const bannersOf = (data: PageData) => blockData<BannersData>(data, "banners");
/** The lead forms of a page, by form id. */
export const leadFormsOf = (data: PageData): Record<string, LeadFormData> =>
  Object.fromEntries(data.blocks.filter((b) => b.type === "leadForm").map((b) => (b.data as LeadFormBlockData).data).map((d) => [d.form.id, d]));

/**
 * The lead values that the GST page's lead form builds for the made-up visitor the lead form tests fill it in
 * as (Asha Verma of Pune, Hindi, WhatsApp on, nothing else asked): the form's own fields come on top (`over`).
 */
export const gstVisitorValues = (over: Record<string, unknown>) =>
  sampleLeadValues({ name: "", email: "asha.verma@example.com", phone: "9812345670" }, { problemType: "New GST registration", language: "Hindi", iecType: "", isThankYou: true, ...over });
