import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { PageManifest } from "../pageManifest.js";
import type { BuiltSite } from "./liveSite.js";

/** A build folder as the server reads it: its page list (pages.json) beside the files under client/. */
export function readBuiltSite(dir: string): BuiltSite {
  return { dir, manifest: JSON.parse(readFileSync(join(dir, "pages.json"), "utf8")) as PageManifest };
}

/** What a build answers: its pages by route, and every file under client/ by its address. */
export interface SiteAddresses {
  clientDir: string;
  pages: Map<string, PageManifest["pages"][number]>;
  files: Set<string>;
  /** The .br and .gz copies of those files (site/compressBuild.ts), by address: /assets/index-Ab12.js.br. */
  copies: Set<string>;
  notFound?: PageManifest["pages"][number];
  /** Old addresses and where each goes now (the build's redirects). */
  redirects: Map<string, string>;
}

const known = new WeakMap<BuiltSite, SiteAddresses>();

/**
 * The addresses of a build, listed once per build: a file is an address only if the build wrote it, so nothing
 * outside client/ (pages.json, the SSR bundle, the agents' script) and no made-up path is ever opened; a page's file
 * is an address only at the page's route. The .br and
 * .gz copies are not addresses of their own: they are sent for their file by Accept-Encoding.
 */
export function siteAddresses(site: BuiltSite): SiteAddresses {
  const listed = known.get(site);
  if (listed) return listed;
  const clientDir = join(site.dir, "client");
  const files = new Set<string>();
  const copies = new Set<string>();
  // A build of the API alone (an empty build) may have no client/ at all.
  for (const entry of existsSync(clientDir) ? readdirSync(clientDir, { recursive: true, withFileTypes: true }) : []) {
    if (!entry.isFile()) continue;
    const address = `/${join(entry.parentPath, entry.name).slice(clientDir.length + 1).split(sep).join("/")}`;
    (/\.(br|gz)$/.test(entry.name) ? copies : files).add(address);
  }
  const pages = new Map(site.manifest.pages.filter((p) => p.status !== 404).map((p) => [p.route, p]));
  const notFound = site.manifest.pages.find((p) => p.status === 404 && files.has(`/${p.file}`));
  // A page is at its route only: its file's own address (/gst-registration/index.html, /404/index.html) is no second
  // address of it, with other caching, nor of the not-found page as a 200.
  for (const page of site.manifest.pages) files.delete(`/${page.file}`);
  const redirects = new Map((site.manifest.redirects ?? []).map((r) => [r.from, r.to]));
  const addresses = { clientDir, pages, files, copies, notFound, redirects };
  known.set(site, addresses);
  return addresses;
}

/**
 * The build's SSR bundle (<dir>/ssr/entry-server.js, what the editor's preview renders with) as an address to
 * import: Node keeps a module by its address and every rebuild is written at the same path (dist/), so the build's
 * time in the query makes each build's bundle a module of its own.
 */
export function ssrEntryUrl(site: BuiltSite): string {
  return `${pathToFileURL(join(site.dir, "ssr", "entry-server.js")).href}?built=${encodeURIComponent(site.manifest.builtAt)}`;
}
