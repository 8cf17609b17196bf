import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { formatProblem } from "../../../renderer/load/problem.js";
import type { SchemaRegistry } from "../../../renderer/load/schemaRegistry.js";
import { loadSite } from "../../../renderer/load/validateSite.js";
import { DocumentProblems } from "../../../renderer/load/documentProblems.js";
import { compressFiles } from "./compressBuild.js";
import { BuildFailed } from "./buildInChild.js";
import { buildKey, builtKey, pageTemplateFile } from "./bundleInputs.js";
import type { BuiltSite } from "./liveSite.js";
import type { SiteRenderer } from "./renderThread.js";

/** The documents changed something the bundles are built from (bundleInputs.ts), or the build served has no key: a full build. */
export class NeedsFullBuild extends Error {}

export interface QuickBuildParts {
  codeRoot: string;
  documentsRoot: string;
  schemasDir: string;
  registry: SchemaRegistry;
  renderer: SiteRenderer;
}

/**
 * A content-only publish into `next`: the documents checked as a build checks them, then every page rendered again
 * with the served build's SSR bundle (renderThread.ts) and the same code as the full build's (src/cli/sitePages.ts).
 * The served build is copied by hard links, except what the documents make; a page or data file the same as the
 * served one is linked with its .br and .gz, only the others are written and compressed. Nothing is ever written
 * through a link, so the served build stays as it is. Rejects with BuildFailed when the documents have problems
 * (as a full build would), NeedsFullBuild when the bundles would change.
 */
export async function quickBuild(parts: QuickBuildParts, served: BuiltSite, next: string, env: Record<string, string | undefined>, now: Date): Promise<{ written: number }> {
  const { model, problems } = loadSite(parts.documentsRoot, parts.schemasDir, undefined, parts.registry);
  if (!model) throw new BuildFailed(new DocumentProblems(problems.map(formatProblem)).message);
  const key = buildKey(parts.codeRoot, parts.documentsRoot);
  if (builtKey(served.dir) !== key || !existsSync(join(served.dir, pageTemplateFile))) throw new NeedsFullBuild("the bundles are built from what changed");
  const template = readFileSync(join(served.dir, pageTemplateFile), "utf8");
  const site = await parts.renderer.render(served.dir, key, model, template, env, now);

  const servedClient = join(served.dir, "client");
  const nextClient = join(next, "client");
  const madeByDocuments = new Set([...served.manifest.pages.map((p) => p.file), "sitemap.xml", "robots.txt"]);
  linkTree(served.dir, next, (path) => {
    if (path === "pages.json") return false;
    if (!path.startsWith(`client${sep}`)) return true;
    const file = relative("client", path).split(sep).join("/").replace(/\.(br|gz)$/, "");
    return !madeByDocuments.has(file) && !file.startsWith("assets/data/");
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
  return { written: fresh.length };
}

/** `to` made of hard links to the files of `from` that `keep` keeps (paths relative to `from`). */
function linkTree(from: string, to: string, keep: (path: string) => boolean): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const rel = relative(from, path);
    if (!keep(rel)) continue;
    mkdirSync(dirname(join(to, rel)), { recursive: true });
    linkSync(path, join(to, rel));
  }
}
