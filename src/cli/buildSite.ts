import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { formatProblem } from "../documents/problem.js";
import { DocumentProblems } from "../documents/documentProblems.js";
import { loadSite } from "../documents/validateSite.js";
import { adminAssetsDir } from "../server/staff/adminAssets.js";
import { buildAdmin } from "./buildAdmin.js";
import { buildEditor } from "./buildEditor.js";
import { buildCheckout } from "./buildCheckout.js";
import { compressBuild } from "../server/site/compressBuild.js";
import { buildKey, buildKeyFile, pageTemplateFile } from "../server/site/bundleInputs.js";

export { DocumentProblems };

/** The code (src/, index.html, vite.config.ts, public/, schemas/), the documents (config/, pages-json/) and where the build goes. */
export interface SiteBuildFolders {
  codeRoot: string;
  documentsRoot: string;
  outDir: string;
}

/**
 * Validate every document (any problem stops the build), build the client with Vite, then prerender every page to
 * static HTML with its islands' data embedded for hydration and the documents they share written once,
 * robots.txt, sitemap.xml and the page manifest (sitePages.ts, run by the SSR bundle); then a brotli and a gzip copy of every text
 * file for the server to send as they are (compressBuild.ts). The SSR bundle stays in <outDir>/ssr: the editor's
 * preview renders with it, and no visitor reaches it (the server serves <outDir>/client only).
 */
export async function buildSite({ codeRoot, documentsRoot, outDir }: SiteBuildFolders) {
  const started = performance.now();
  const { model, problems } = loadSite(documentsRoot, join(codeRoot, "schemas"));
  if (!model) throw new DocumentProblems(problems.map(formatProblem));
  // Taken before the bundles are built: what they are made of, should a document change meanwhile.
  const key = buildKey(codeRoot, documentsRoot);
  const client = join(outDir, "client");
  rmSync(outDir, { recursive: true, force: true });
  await build({ root: codeRoot, logLevel: "warn", build: { outDir: client, emptyOutDir: true, manifest: false } });
  await build({ root: codeRoot, logLevel: "warn", build: { ssr: join(codeRoot, "src/entry-server.tsx"), outDir: join(outDir, "ssr"), emptyOutDir: true } });
  await buildCheckout(codeRoot, model, join(client, "checkout/v1")); // the embedded checkout: client/checkout/v1/checkout.js and .css
  await buildAdmin(codeRoot, join(outDir, adminAssetsDir)); // the agents' page script: admin/chat.js and .css (never in client/)
  await buildEditor(codeRoot, join(outDir, adminAssetsDir, "editor")); // the document editor: main.js, main.css, a chunk per kind

  const { renderSite } = (await import(pathToFileURL(join(outDir, "ssr/entry-server.js")).href)) as typeof import("../entry-server.js");
  const template = readFileSync(join(client, "index.html"), "utf8");
  rmSync(join(client, "index.html"));
  // Kept outside client/ (never an address) for a content-only publish, which renders the pages again into it.
  writeFileSync(join(outDir, pageTemplateFile), template);
  writeFileSync(join(outDir, buildKeyFile), key);
  const site = await renderSite(model, template, process.env, new Date());
  for (const [file, text] of site.files) {
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), text);
  }
  writeFileSync(join(outDir, "pages.json"), JSON.stringify(site.manifest, null, 2));
  const compressed = await compressBuild(client);
  return { pages: site.manifest.pages.length, sharedFiles: site.sharedFiles, compressedFiles: compressed.files, seconds: (performance.now() - started) / 1000 };
}

