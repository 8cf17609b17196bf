import { formatInTimeZone } from "date-fns-tz";
import type { PageDocument, RedirectsDocument, ServicesDocument } from "../../documents/types.js";
import type { Redirect, SiteModel } from "../../documents/siteModel.js";
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

/** The addresses a document gives pages, each under what stays the same when it moves (a service's id, the page file). */
function addressesOf(file: string, data: unknown): Map<string, string> {
  const kind = documentKinds[schemaFileOfData(data) ?? ("" as keyof typeof documentKinds)];
  if (kind === "services") return new Map(((data as ServicesDocument).services ?? []).flatMap((s) => (typeof s?.route === "string" ? [[`service ${s.serviceId}`, s.route]] : [])));
  if (kind === "page" && typeof (data as PageDocument).route === "string") return new Map([[`page ${file}`, (data as PageDocument).route]]);
  return new Map();
}

/**
 * The redirects a publish of `files` makes, or undefined when it changes none. A page that moves (a service's new
 * address in the catalogue, a page document's new route) leaves a redirect from its old address to its new one; a
 * redirect that went to the old address goes to the new one (never a chain); a redirect whose old address is a page
 * again (a new page there, a page moved back) is dropped, since the page answers there. A deleted page leaves none,
 * and the redirects to it go with it.
 *
 * `disk` is the site on disk now (its model: every address served); without one (the disk has problems) nothing is
 * planned. The redirects are the draft's when it is published too, else the file's on disk.
 */
export function planRedirects(site: EditorSite, drafts: ReadonlyMap<string, Draft>, files: readonly string[], disk: SiteModel | undefined, now: Date, timeZone: string): RedirectsPlan | undefined {
  if (!disk) return undefined;
  const served = new Set(disk.pages.map((p) => p.page.route));
  const moves: { from: string; to: string }[] = [];
  for (const file of files) {
    const draft = drafts.get(file);
    if (!draft) continue;
    const before = addressesOf(file, parsed(site.diskText(file)));
    const after = isDeletion(draft.data) ? new Map<string, string>() : addressesOf(file, draft.data);
    for (const route of before.values()) served.delete(route);
    for (const route of after.values()) served.add(route);
    for (const [key, from] of before) {
      const to = after.get(key);
      if (to !== undefined && to !== from) moves.push({ from, to });
    }
  }
  // A catalogue page that a page document of the same address replaced is still served at it.
  for (const p of disk.pages) if (!files.includes(p.file) && !p.fromCatalogue) served.add(p.page.route);

  const draft = files.includes(redirectsFile) ? drafts.get(redirectsFile) : undefined;
  const current = ((draft && !isDeletion(draft.data) ? draft.data : parsed(site.diskText(redirectsFile))) as RedirectsDocument | undefined) ?? undefined;
  const kept = Array.isArray(current?.redirects) ? current.redirects : [];
  const since = formatInTimeZone(now, timeZone, "yyyy-MM-dd");
  const gone = new Set(moves.map((m) => m.from));
  let next: Redirect[] = kept.filter((r) => !gone.has(r.from)).map((r) => {
    const move = moves.find((m) => m.from === r.to);
    return move ? { ...r, to: move.to } : r;
  });
  next.push(...moves.map((m) => ({ from: m.from, to: m.to, since })));
  // A redirect to a page that is gone (deleted) would answer with a redirect to a 404: the old address is gone too.
  next = next.filter((r) => r.from !== r.to && !served.has(r.from) && served.has(r.to));
  const key = (r: Redirect) => `${r.from} ${r.to}`;
  const before = new Set(kept.map(key));
  const after = new Set(next.map(key));
  const added = next.filter((r) => !before.has(key(r)));
  const removed = kept.filter((r) => !after.has(key(r)));
  if (!added.length && !removed.length) return undefined;
  const document = current ?? { $schema: "../schemas/redirects.schema.json", schemaVersion: 1, redirects: [] };
  return { data: { ...document, redirects: next }, added, removed };
}
