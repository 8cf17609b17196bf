import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { formatProblem } from "../../documents/problem.js";
import type { SiteModel } from "../../documents/siteModel.js";
import type { SchemaRegistry } from "../../documents/schemaRegistry.js";
import { loadSite } from "../../documents/validateSite.js";
import { DocumentProblems } from "../../documents/documentProblems.js";
import { compressFiles } from "./compressBuild.js";
import { BuildFailed } from "./buildInChild.js";
import { buildKey, builtKey, pageTemplateFile } from "./bundleInputs.js";
import type { BuiltSite } from "./liveSite.js";
import type { SiteRenderer } from "./renderThread.js";
import { buildToken } from "./buildToken.js";

/** The documents changed something the bundles are built from (bundleInputs.ts), or the build served has no key: a full build. */
export class NeedsFullBuild extends Error {}

export interface QuickBuildParts {
  codeRoot: string;
  documentsRoot: string;
  schemasDir: string;
  registry: SchemaRegistry;
  renderer: SiteRenderer;
  /** The code's fingerprint (codeFingerprint.ts), taken once by a running server: its code does not change under it. */
  code?: string;
}

/**
 * A content-only publish into `next`: the documents checked as a build checks them, then the pages that read a
 * changed part of them rendered again with the served build's SSR bundle (renderThread.ts, which remembers what
 * each page read; every page when it does not know) and the same code as the full build's (src/cli/sitePages.ts).
 * The served build is copied by hard links, except what the documents make; a page or data file the same as the
 * served one is linked with its .br and .gz, only the others are written and compressed. Nothing is ever written
 * through a link, so the served build stays as it is. `checked`: the documents on disk as the publish just checked
 * them, then not loaded again. Rejects with BuildFailed when the documents have problems
 * (as a full build would), NeedsFullBuild when the bundles would change.
 */
export async function quickBuild(
  parts: QuickBuildParts,
  served: BuiltSite,
  next: string,
  env: Record<string, string | undefined>,
  now: Date,
  checked?: SiteModel,
): Promise<{ written: number; rendered: number }> {
  const { model, problems } = checked ? { model: checked, problems: [] } : loadSite(parts.documentsRoot, parts.schemasDir, undefined, parts.registry);
  if (!model) throw new BuildFailed(new DocumentProblems(problems.map(formatProblem)).message);
  const key = buildKey(parts.codeRoot, parts.documentsRoot, parts.code);
  if (builtKey(served.dir) !== key || !existsSync(join(served.dir, pageTemplateFile))) throw new NeedsFullBuild("the bundles are built from what changed");
  const template = readFileSync(join(served.dir, pageTemplateFile), "utf8");
  const site = await parts.renderer.render({ buildDir: served.dir, key, served: servedToken(served, key), model, template, env, now });

  const servedClient = join(served.dir, "client");
  const nextClient = join(next, "client");
  const madeByDocuments = new Set([...served.manifest.pages.map((p) => p.file), "sitemap.xml", "robots.txt"]);
  const kept = new Set(site.kept);
  linkTree(served.dir, next, (path) => {
    if (path === "pages.json") return false;
    if (!path.startsWith(`client${sep}`)) return true;
    const file = relative("client", path).split(sep).join("/").replace(/\.(br|gz)$/, "");
    return kept.has(file) || (!madeByDocuments.has(file) && !file.startsWith("assets/data/"));
  });
  const fresh: string[] = [];
  await Promise.all(
    [...site.files].map(async ([file, text]) => {
      const target = join(nextClient, file);
      const old = join(servedClient, file);
      await mkdir(dirname(target), { recursive: true });
      if (existsSync(old) && readFileSync(old, "utf8") === text) {
        for (const copy of ["", ".br", ".gz"]) if (existsSync(old + copy)) linkSync(old + copy, target + copy);
        return;
      }
      await writeFile(target, text);
      fresh.push(target);
    }),
  );
  await compressFiles(fresh);
  await writeFile(join(next, "pages.json"), JSON.stringify(site.manifest, null, 2));
  return { written: fresh.length, rendered: site.rendered ?? site.manifest.pages.length };
}

/**
 * Renders the served build's pages from the documents on disk in the render thread without writing anything, so
 * that the first publish finds the bundle loaded and what each page reads known (a server starting, a build
 * installed); a page that differs from the served one is rendered at that publish. Nothing when the documents do
 * not load or give another key: the publish will say so, or build in full.
 */
export async function warmUp(parts: QuickBuildParts, served: BuiltSite, env: Record<string, string | undefined>, now: Date): Promise<{ rendered: number } | undefined> {
  const { model } = loadSite(parts.documentsRoot, parts.schemasDir, undefined, parts.registry);
  const key = buildKey(parts.codeRoot, parts.documentsRoot, parts.code);
  if (!model || builtKey(served.dir) !== key || !existsSync(join(served.dir, pageTemplateFile))) return undefined;
  const template = readFileSync(join(served.dir, pageTemplateFile), "utf8");
  const site = await parts.renderer.render({ buildDir: served.dir, key, served: servedToken(served, key), model, template, env, now, warm: served.dir });
  return { rendered: site.rendered ?? 0 };
}

/** The served build's token, which the render thread's memory must be of to keep pages (src/cli/renderMemory.ts). */
const servedToken = (served: BuiltSite, key: string) => buildToken(readFileSync(join(served.dir, "pages.json"), "utf8"), key);

/** `to` made of hard links to the files of `from` that `keep` keeps (paths relative to `from`). */
function linkTree(from: string, to: string, keep: (path: string) => boolean): void {
  // Each folder made once: a call per file (three per page, with the .br and .gz) was most of the time on 2,000 pages.
  const made = new Set<string>();
  const folder = (dir: string) => made.has(dir) || (mkdirSync(dir, { recursive: true }), made.add(dir));
  folder(to);
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const rel = relative(from, path);
    if (!keep(rel)) continue;
    folder(dirname(join(to, rel)));
    linkSync(path, join(to, rel));
  }
}
