import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { formatProblem } from "../../renderer/load/problem.js";
import { loadSite } from "../../renderer/load/validateSite.js";
import { islandData } from "../../renderer/resolve/islandData.js";
import { blockHead, pageData, type PageData } from "../../renderer/resolve/pageData.js";
import { siteAddresses } from "../../renderer/resolve/siteAddresses.js";
import { buildAdmin } from "./buildAdmin.js";
import { buildCheckout } from "./buildCheckout.js";
import { buildPreview } from "./buildPreview.js";
import { compressBuild } from "./compressBuild.js";
import { sharedFiles } from "./sharedFiles.js";
import { pageFile, type PageManifest } from "../server/pageManifest.js";
import { escapeHtml } from "../server/html/escapeHtml.js";
import { inlineScriptHashes } from "../server/security/inlineSources.js";

/**
 * `npm run build`: validate every document (any problem stops the build), build
 * the client with Vite, then prerender every page to static HTML with its islands' data
 * embedded for hydration and the documents they share written once (sharedFiles.ts); write robots.txt, sitemap.xml and the page manifest; then a brotli and a gzip
 * copy of every text file for the server to send as they are (compressBuild.ts).
 */
const root = process.cwd();
const started = performance.now();
const { model, problems } = loadSite(root);
if (!model) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`Build stopped: ${problems.length} problems in the documents. Run npm run validate for the same list.`);
  process.exit(1);
}
const dist = join(root, "dist");
rmSync(dist, { recursive: true, force: true });
await build({ logLevel: "warn", build: { outDir: "dist/client", manifest: false } });
await build({ logLevel: "warn", build: { ssr: "src/entry-server.tsx", outDir: "dist/ssr" } });
await buildCheckout(root, model); // the embedded checkout: dist/client/checkout/v1/checkout.js and .css
await buildAdmin(root); // the agents' page script: dist/admin/chat.js and .css (never in dist/client)
await buildPreview(root); // the editor's preview frame script: dist/admin/editor/preview.js (never in dist/client)

const { prerender } = (await import(pathToFileURL(resolve(dist, "ssr/entry-server.js")).href)) as typeof import("../entry-server.js");
const { registry, builds, render } = await prerender();
const template = readFileSync(join(dist, "client/index.html"), "utf8");
rmSync(join(dist, "client/index.html"));
const env = process.env;
const now = new Date();
const manifest: PageManifest = { builtAt: now.toISOString(), pages: [] };
const scriptHashes = new Set<string>();
const shared = sharedFiles(join(dist, "client"));
for (const entry of model.pages) {
  const data = pageData(model, entry, env, registry, builds, now);
  const { embedded, files } = islandData(data, registry, shared.share);
  const html = template
    .replace("<!--app-head-->", head(data, [...files.map(preload), ...blockHead(data, builds)]))
    .replace("<!--app-html-->", render(data))
    .replace("<!--app-data-->", `<script type="application/json" id="page-data">${jsonForScript(embedded)}</script>`);
  const file = pageFile(data.route);
  mkdirSync(dirname(join(dist, "client", file)), { recursive: true });
  writeFileSync(join(dist, "client", file), html);
  for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
  manifest.pages.push({ route: data.route, file, noindex: data.noindex, status: entry.page.id === "not-found" ? 404 : 200 });
}
const main = siteAddresses(model.settings, env).main;
const listed = manifest.pages.filter((p) => !p.noindex && p.status === 200);
writeFileSync(join(dist, "client/sitemap.xml"), sitemapXml(main, listed.map((p) => p.route)));
writeFileSync(join(dist, "client/robots.txt"), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${main}/sitemap.xml\n`);
// Hashed from the HTML as written, so the server's CSP allows exactly the inline scripts the pages carry.
manifest.inlineScriptHashes = [...scriptHashes].sort();
writeFileSync(join(dist, "pages.json"), JSON.stringify(manifest, null, 2));
rmSync(join(dist, "ssr"), { recursive: true, force: true });
const compressed = await compressBuild(join(dist, "client"));
console.log(`Built ${manifest.pages.length} pages and ${shared.written.size} shared data files in ${((performance.now() - started) / 1000).toFixed(1)} s into dist/client (${compressed.files} text files with .br and .gz copies)`);

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
