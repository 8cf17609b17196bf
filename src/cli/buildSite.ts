import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { formatProblem } from "../../renderer/load/problem.js";
import { loadSite } from "../../renderer/load/validateSite.js";
import { islandData } from "../../renderer/resolve/islandData.js";
import { blockHead, pageData, type PageData } from "../../renderer/resolve/pageData.js";
import { siteAddresses } from "../../renderer/resolve/siteAddresses.js";
import { adminAssetsDir } from "../server/routes/adminChat.js";
import { buildAdmin } from "./buildAdmin.js";
import { buildEditor } from "./buildEditor.js";
import { buildCheckout } from "./buildCheckout.js";
import { compressBuild } from "./compressBuild.js";
import { sharedFiles } from "./sharedFiles.js";
import { pageFile, type PageManifest } from "../server/pageManifest.js";
import { escapeHtml } from "../server/html/escapeHtml.js";
import { inlineScriptHashes } from "../server/security/inlineSources.js";

/** The code (src/, index.html, vite.config.ts, public/, schemas/), the documents (config/, pages-json/) and where the build goes. */
export interface SiteBuildFolders {
  codeRoot: string;
  documentsRoot: string;
  outDir: string;
}

/** The documents have problems: the build stops, and says each in the words of `npm run validate`. */
export class DocumentProblems extends Error {
  constructor(readonly lines: string[]) {
    super(`Build stopped: ${lines.length} problems in the documents. Run npm run validate for the same list.\n${lines.join("\n")}`);
  }
}

/**
 * Validate every document (any problem stops the build), build the client with Vite, then prerender every page to
 * static HTML with its islands' data embedded for hydration and the documents they share written once
 * (sharedFiles.ts); write robots.txt, sitemap.xml and the page manifest; then a brotli and a gzip copy of every text
 * file for the server to send as they are (compressBuild.ts). The SSR bundle stays in <outDir>/ssr: the editor's
 * preview renders with it, and no visitor reaches it (the server serves <outDir>/client only).
 */
export async function buildSite({ codeRoot, documentsRoot, outDir }: SiteBuildFolders) {
  const started = performance.now();
  const { model, problems } = loadSite(documentsRoot, join(codeRoot, "schemas"));
  if (!model) throw new DocumentProblems(problems.map(formatProblem));
  const client = join(outDir, "client");
  rmSync(outDir, { recursive: true, force: true });
  await build({ root: codeRoot, logLevel: "warn", build: { outDir: client, emptyOutDir: true, manifest: false } });
  await build({ root: codeRoot, logLevel: "warn", build: { ssr: join(codeRoot, "src/entry-server.tsx"), outDir: join(outDir, "ssr"), emptyOutDir: true } });
  await buildCheckout(codeRoot, model, join(client, "checkout/v1")); // the embedded checkout: client/checkout/v1/checkout.js and .css
  await buildAdmin(codeRoot, join(outDir, adminAssetsDir)); // the agents' page script: admin/chat.js and .css (never in client/)
  await buildEditor(codeRoot, join(outDir, adminAssetsDir, "editor")); // the document editor: main.js, main.css, a chunk per kind

  const { prerender } = (await import(pathToFileURL(join(outDir, "ssr/entry-server.js")).href)) as typeof import("../entry-server.js");
  const { registry, builds, render } = await prerender();
  const template = readFileSync(join(client, "index.html"), "utf8");
  rmSync(join(client, "index.html"));
  const env = process.env;
  const now = new Date();
  const manifest: PageManifest = { builtAt: now.toISOString(), pages: [] };
  const scriptHashes = new Set<string>();
  const shared = sharedFiles(client);
  for (const entry of model.pages) {
    const data = pageData(model, entry, env, registry, builds, now);
    const { embedded, files } = islandData(data, registry, shared.share);
    const html = template
      .replace("<!--app-head-->", head(data, [...files.map(preload), ...blockHead(data, builds)]))
      .replace("<!--app-html-->", render(data))
      .replace("<!--app-data-->", `<script type="application/json" id="page-data">${jsonForScript(embedded)}</script>`);
    const file = pageFile(data.route);
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), html);
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    manifest.pages.push({ route: data.route, file, noindex: data.noindex, status: entry.page.id === "not-found" ? 404 : 200 });
  }
  const main = siteAddresses(model.settings, env).main;
  const listed = manifest.pages.filter((p) => !p.noindex && p.status === 200);
  writeFileSync(join(client, "sitemap.xml"), sitemapXml(main, listed.map((p) => p.route)));
  writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${main}/sitemap.xml\n`);
  // Hashed from the HTML as written, so the server's CSP allows exactly the inline scripts the pages carry.
  manifest.inlineScriptHashes = [...scriptHashes].sort();
  writeFileSync(join(outDir, "pages.json"), JSON.stringify(manifest, null, 2));
  const compressed = await compressBuild(client);
  return { pages: manifest.pages.length, sharedFiles: shared.written.size, compressedFiles: compressed.files, seconds: (performance.now() - started) / 1000 };
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
