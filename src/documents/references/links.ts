import { closestMatch } from "../closestMatch.js";
import type { LoadedDocument } from "../loadDocuments.js";
import type { PageAddresses } from "./pages.js";
import type { ReferenceCheck } from "./referenceCheck.js";

/** A link found in a document: its address, whether it leaves the site, and where it is. */
interface FoundLink {
  doc: LoadedDocument;
  url: string;
  site?: string;
  external?: boolean;
  /** Pointer of the address itself, for the report. */
  urlPointer: string;
}

/** Every link: internal ones go to a page; links to other websites say so. */
export function checkLinks({ model, report, docOf }: ReferenceCheck, routes: PageAddresses): void {
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
}

/** A field of a JSON object, read as JSON.parse made it (an own property, even one named like Object's own). */
const own = (node: object, key: string): unknown => (Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined);

/** A catalogue page's links are reported at its catalogue entry, since that is what a person edits. */
const reportedAt = (pointer: string, at: string, generated: boolean) => (generated ? pointer.split("/").slice(0, 3).join("/") : at);

/**
 * Finds links in any document: objects with a `url` (links, footer links, link actions) and item-group `href`s.
 * It visits every object of every page on each check (the editor's too), so it makes no Map or closure per object.
 */
function collectLinks(doc: LoadedDocument, node: unknown, pointer: string, out: FoundLink[], generated = false) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) collectLinks(doc, node[i], `${pointer}/${i}`, out, generated);
    return;
  }
  const url = own(node, "url");
  const site = own(node, "site");
  const external = own(node, "external");
  if (typeof url === "string" && typeof own(node, "network") !== "string") {
    out.push({ doc, url, site: typeof site === "string" ? site : undefined, external: typeof external === "boolean" ? external : undefined, urlPointer: reportedAt(pointer, `${pointer}/url`, generated) });
  }
  const href = own(node, "href");
  if (typeof href === "string") out.push({ doc, url: href, urlPointer: reportedAt(pointer, `${pointer}/href`, generated) });
  const fallback = own(node, "fallback");
  if (typeof fallback === "string" && own(node, "byCategory")) out.push({ doc, url: fallback, urlPointer: `${pointer}/fallback` });
  for (const [k, v] of Object.entries(node)) if (k !== "$schema" && v && typeof v === "object") collectLinks(doc, v, `${pointer}/${k}`, out, generated);
}
