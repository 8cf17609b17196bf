import { formatInTimeZone } from "date-fns-tz";
import type { PageDocument, ServicesDocument } from "../../documents/types.js";
import type { Redirect } from "../../documents/siteModel.js";
import { documentKinds } from "../../documents/documentKinds.js";
import type { Draft } from "./draftStore.js";
import { isDeletion } from "./pageDeletion.js";
import { parsed, schemaFileOfData, type EditorSite } from "./editorSite.js";

/** Where the site's redirects live (schemas/redirects.schema.json); made by the first publish that moves a page. */
export const redirectsFile = "config/redirects.json";

/** What a publish does to the redirects: the old addresses it sends on, and those it no longer needs. */
export interface RedirectsPlan {
  /** The redirects document as the publish writes it (a draft of it, in effect: editorSite's draftText writes it). */
  data: Record<string, unknown>;
  added: Redirect[];
  removed: Redirect[];
}

/** How many documents give each address a page: a service's page of the catalogue's address is two. */
export type Addresses = ReadonlyMap<string, number>;

/** The addresses a document gives pages, each under what stays the same when it moves (a service's id, the page file). */
function addressesOf(file: string, data: unknown): Map<string, string> {
  const kind = documentKinds[schemaFileOfData(data) ?? ("" as keyof typeof documentKinds)];
  const found = new Map<string, string>();
  if (kind === "services") {
    const services = (data as ServicesDocument).services;
    for (const s of Array.isArray(services) ? services : []) if (s && typeof s === "object" && typeof s.route === "string") found.set(`service ${String(s.serviceId)}`, s.route);
  }
  if (kind === "page" && typeof (data as PageDocument).route === "string") found.set(`page ${file}`, (data as PageDocument).route);
  return found;
}

/**
 * The addresses the files on disk give pages (the catalogue's and every page document's), read from the documents
 * themselves: a site whose disk has a problem somewhere still has its addresses.
 */
export function diskAddresses(site: EditorSite): Addresses {
  const counts = new Map<string, number>();
  for (const d of site.documents(new Map())) for (const route of addressesOf(d.file, d.disk).values()) counts.set(route, (counts.get(route) ?? 0) + 1);
  return counts;
}

const isRedirect = (r: unknown): r is Redirect => typeof r === "object" && r !== null && typeof (r as Redirect).from === "string" && typeof (r as Redirect).to === "string";
const keyOf = (r: Redirect) => `${r.from} ${r.to}`;

/**
 * The redirects a publish of `files` makes, or undefined when it changes none. Only what the publish moves is
 * touched; every other redirect is kept as written (a hand-written one is checked by the validator as it is):
 *
 * - a page that moves (a service's new address in the catalogue, a page document's new route) leaves a redirect from
 *   its old address to its new one, unless a page still answers there (a catalogue page its moved service page
 *   stood for);
 * - a redirect that went to the old address goes to the new one (never a chain); one that would now go to itself (a
 *   page moved back) goes;
 * - a redirect whose old address a page of this publish takes again goes, since the page answers there;
 * - a redirect to a page this publish deletes goes with it.
 *
 * The redirects are the draft's when it is among `files`, else the file's on disk.
 */
export function planRedirects(site: EditorSite, drafts: ReadonlyMap<string, Draft>, files: readonly string[], disk: Addresses, now: Date, timeZone: string): RedirectsPlan | undefined {
  const after = new Map(disk);
  const moves = new Map<string, string>();
  for (const file of files) {
    const draft = drafts.get(file);
    if (!draft || file === redirectsFile) continue;
    const before = addressesOf(file, parsed(site.diskText(file)));
    const now = isDeletion(draft.data) ? new Map<string, string>() : addressesOf(file, draft.data);
    for (const route of before.values()) after.set(route, (after.get(route) ?? 1) - 1);
    for (const route of now.values()) after.set(route, (after.get(route) ?? 0) + 1);
    for (const [key, from] of before) {
      const to = now.get(key);
      if (to !== undefined && to !== from && !moves.has(from)) moves.set(from, to);
    }
  }
  const servedAfter = (route: string) => (after.get(route) ?? 0) > 0;
  const servedBefore = (route: string) => (disk.get(route) ?? 0) > 0;

  const draft = files.includes(redirectsFile) ? drafts.get(redirectsFile) : undefined;
  const current = (draft && !isDeletion(draft.data) ? draft.data : parsed(site.diskText(redirectsFile))) as Record<string, unknown> | undefined;
  const kept: unknown[] = Array.isArray(current?.redirects) ? current.redirects : [];
  const since = formatInTimeZone(now, timeZone, "yyyy-MM-dd");
  const next: unknown[] = kept.flatMap((r) => {
    if (!isRedirect(r)) return [r];
    if (moves.has(r.from)) return [];
    if (servedAfter(r.from) && !servedBefore(r.from)) return [];
    const to = moves.get(r.to) ?? r.to;
    if (to === r.from) return [];
    if (servedBefore(r.to) && !servedAfter(r.to) && !moves.has(r.to)) return [];
    return [to === r.to ? r : { ...r, to }];
  });
  for (const [from, to] of moves) if (!servedAfter(from)) next.push({ from, to, since });

  const before = new Set(kept.filter(isRedirect).map(keyOf));
  const nextKeys = new Set(next.filter(isRedirect).map(keyOf));
  const added = next.filter(isRedirect).filter((r) => !before.has(keyOf(r)));
  const removed = kept.filter(isRedirect).filter((r) => !nextKeys.has(keyOf(r)));
  if (!added.length && !removed.length) return undefined;
  const document = current && typeof current === "object" ? current : { $schema: "../schemas/redirects.schema.json", schemaVersion: 1, redirects: [] };
  return { data: { ...document, redirects: next }, added, removed };
}
