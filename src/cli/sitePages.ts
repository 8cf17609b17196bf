import { createHash } from "node:crypto";
import type { SiteModel } from "../documents/siteModel.js";
import { islandData, type ShareDocument } from "../../renderer/resolve/islandData.js";
import { blockHead, pageData, type BlockBuilds, type PageData } from "../../renderer/resolve/pageData.js";
import { fontWarmUpHtml } from "../../renderer/fontWarmUp.js";
import { mainId, mainParsedId } from "../../renderer/StyleGate.js";
import { siteAddresses } from "../../renderer/resolve/siteAddresses.js";
import type { BlockRegistry } from "../../renderer/types/blocks.js";
import type { SiteFiles } from "../server/site/renderThread.js";
import { trackedModel } from "./pageReads.js";
import { buildToken, pagesToRender, pathId, rememberPage, siteView, type RenderAgain } from "./renderMemory.js";
import { escapeHtml } from "../server/html/escapeHtml.js";
import { pageFile, type PageManifest } from "../server/pageManifest.js";
import { inlineScriptHashes } from "../server/security/inlineSources.js";

export type { SiteFiles, RenderAgain };

/** What the SSR bundle gives the build (src/entry-server.tsx `prerender`). */
export interface PageRenderer {
  registry: BlockRegistry;
  builds: BlockBuilds;
  render: (data: PageData) => string;
}

/**
 * Prerenders every page into the HTML template (client/index.html as Vite wrote it) with its islands' data embedded
 * for hydration and the documents they share kept once, hash-named (sharedFile); then robots.txt, sitemap.xml and
 * the manifest, with the hashes of every inline script the pages carry for the server's CSP.
 *
 * With `again` (a content-only publish, in a thread that keeps its memory: renderMemory.ts), only the pages that read
 * a changed part of the documents are rendered, each through a model that records what it reads (pageReads.ts);
 * the others are `kept` from the served build with the shared files they use, and the manifest is the whole site's.
 */
export function sitePages(model: SiteModel, renderer: PageRenderer, template: string, env: Record<string, string | undefined>, now: Date, again?: RenderAgain): SiteFiles {
  const { registry, builds, render } = renderer;
  const files = new Map<string, string>();
  const kept = new Set<string>();
  const manifest: PageManifest = { builtAt: now.toISOString(), pages: [], redirects: model.redirects.map(({ from, to }) => ({ from, to })) };
  const scriptHashes = new Set<string>();
  let sharedFiles = 0;
  let rendered = 0;
  let shared: string[] = [];
  const share: ShareDocument = (name, document) => {
    const json = JSON.stringify(document);
    const file = sharedFile(name, json);
    shared.push(file);
    if (!files.has(file)) {
      files.set(file, json);
      sharedFiles++;
    }
    return `/${file}`;
  };
  const renderAgain = pagesToRender(again, again ? siteView(model) : {}, template, env, { now, timeZone: model.constants.schedules.timeZone });
  const tracked = again && trackedModel(model, (path) => pathId(again.memory, path));
  for (const [index, { page }] of model.pages.entries()) {
    const file = pageFile(page.route);
    manifest.pages.push({ route: page.route, file, noindex: page.meta.noindex === true, status: page.id === "not-found" ? 404 : 200 });
    const memo = again?.memory.pages.get(page.route);
    if (memo && !renderAgain(page.route, file)) {
      for (const f of [file, ...memo.shared]) kept.add(f);
      for (const hash of memo.scripts) scriptHashes.add(hash);
      continue;
    }
    const reads = new Set<number>();
    tracked?.readInto(reads);
    const seen = tracked ? tracked.model : model;
    shared = [];
    const data = pageData(seen, seen.pages[index], env, registry, builds, now);
    const { embedded, files: preloaded } = islandData(data, registry, share);
    // Each part is put in by a function: a replacement string would read `$&`, `$'` or `` $` `` in a page's text as
    // "the placeholder" or "the template after it".
    const html = template
      .replace("<!--app-head-->", () => head(data, [...preloaded.map(preload), ...blockHead(data, builds), ...renderExpectations(seen.theme.breakpoints.phoneBelowPx)]))
      .replace("<!--app-body-start-->", () => fontWarmUpHtml(seen.theme))
      .replace("<!--app-html-->", () => render(data))
      .replace("<!--app-data-->", () => `<script type="application/json" id="page-data">${jsonForScript(embedded)}</script>`);
    files.set(file, html);
    rendered++;
    const scripts = inlineScriptHashes(html);
    for (const hash of scripts) scriptHashes.add(hash);
    if (again) rememberPage(again.memory, page.route, { file, scripts, shared: [...new Set(shared)] }, reads);
  }
  const main = siteAddresses(model.settings, env).main;
  const listed = manifest.pages.filter((p) => !p.noindex && p.status === 200);
  files.set("sitemap.xml", sitemapXml(main, listed.map((p) => p.route)));
  files.set("robots.txt", `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${main}/sitemap.xml\n`);
  // Hashed from the HTML as written, so the server's CSP allows exactly the inline scripts the pages carry.
  manifest.inlineScriptHashes = [...scriptHashes].sort();
  if (again) forgetOthers(again, manifest);
  return { files, manifest, sharedFiles, rendered, kept: [...kept].filter((f) => !files.has(f)) };
}

/** The memory of the pages gone, and its token: the build this render makes, once pages.json is written as the build writes it. */
function forgetOthers({ memory, key }: RenderAgain, manifest: PageManifest): void {
  const routes = new Set(manifest.pages.map((p) => p.route));
  for (const route of memory.pages.keys()) if (!routes.has(route)) memory.pages.delete(route);
  memory.token = buildToken(JSON.stringify(manifest, null, 2), key);
}

/**
 * A shared document's file, `assets/data/<name>-<hash>.json`: the name carries the content's hash, so the file is
 * cached for a year like every asset and a changed menu is a new address.
 */
export function sharedFile(name: string, json: string): string {
  return `assets/data/${name}-${createHash("sha256").update(json).digest("base64url").slice(0, 10)}.json`;
}

function head(d: PageData, blocks: string[]): string {
  const e = escapeHtml;
  return [
    `<title>${e(d.title)}</title>`,
    `<meta name="description" content="${e(d.description)}" />`,
    `<link rel="canonical" href="${e(d.canonical)}" />`,
    d.noindex ? `<meta name="robots" content="noindex" />` : "",
    `<meta property="og:title" content="${e(d.title)}" />`,
    `<meta property="og:description" content="${e(d.description)}" />`,
    `<meta property="og:url" content="${e(d.canonical)}" />`,
    // What blocks put in <head> (the brand banner's script that runs before first paint).
    ...blocks,
  ]
    .filter(Boolean)
    .join("\n    ");
}

/**
 * No frame until a part of the page is parsed whole, and laid out (`rel="expect"`: Chromium unblocks rendering once the
 * element is in the document): the header always (`<main>`'s start, after the style gate); on wider screens, where
 * blocks sit side by side, `<main>` too (the template after the layout point that follows it; renderer/StyleGate.tsx
 * says why). A phone's first frame still comes before `<main>` is parsed: its blocks stack, so what the parser adds
 * goes below what is drawn.
 */
function renderExpectations(phoneBelowPx: number): string[] {
  return [
    `<link rel="expect" href="#${mainId}" blocking="render" />`,
    `<link rel="expect" href="#${mainParsedId}" blocking="render" media="(min-width: ${phoneBelowPx}px)" />`,
  ];
}

/** A shared document the page's islands need, fetched early; `crossorigin` so that the islands' fetch reuses it. */
function preload(file: string): string {
  return `<link rel="preload" href="${escapeHtml(file)}" as="fetch" crossorigin />`;
}

function sitemapXml(base: string, routes: string[]): string {
  const urls = routes.map((r) => `  <url><loc>${escapeHtml(base + (r === "/" ? "/" : r))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** JSON that is safe inside a <script> element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
