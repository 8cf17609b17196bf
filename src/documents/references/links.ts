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

/** Finds links in any document: objects with a `url` (links, footer links, link actions) and item-group `href`s. */
function collectLinks(doc: LoadedDocument, node: unknown, pointer: string, out: FoundLink[], generated = false) {
  if (Array.isArray(node)) {
    node.forEach((v, i) => collectLinks(doc, v, `${pointer}/${i}`, out, generated));
    return;
  }
  if (!node || typeof node !== "object") return;
  const fields = new Map<string, unknown>(Object.entries(node));
  const field = (key: string) => fields.get(key);
  // A catalogue page's links are reported at its catalogue entry, since that is what a person edits.
  const at = (p: string) => (generated ? pointer.split("/").slice(0, 3).join("/") : p);
  const url = field("url");
  const site = field("site");
  const external = field("external");
  if (typeof url === "string" && typeof field("network") !== "string") {
    out.push({ doc, url, site: typeof site === "string" ? site : undefined, external: typeof external === "boolean" ? external : undefined, urlPointer: at(`${pointer}/url`) });
  }
  const href = field("href");
  if (typeof href === "string") out.push({ doc, url: href, urlPointer: at(`${pointer}/href`) });
  const fallback = field("fallback");
  if (typeof fallback === "string" && field("byCategory")) out.push({ doc, url: fallback, urlPointer: `${pointer}/fallback` });
  for (const [k, v] of fields) if (k !== "$schema") collectLinks(doc, v, `${pointer}/${k}`, out, generated);
}
