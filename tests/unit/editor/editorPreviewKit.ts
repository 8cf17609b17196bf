import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../fixtureSite.js";

/**
 * A build folder with what the preview reads of a build: its page list and the SSR bundle of src/entry-server.tsx,
 * built by Vite as `npm run build` builds it (no pages are prerendered: the preview renders its own). The bundle's
 * packages resolve through a link to the project's node_modules, as they do in dist/.
 */
export function ssrOnlyBuild(builtAt = new Date().toISOString()): string {
  const dist = mkdtempSync(join(tmpdir(), "vidhi-preview-dist-"));
  symlinkSync(join(projectRoot, "node_modules"), join(dist, "node_modules"));
  mkdirSync(join(dist, "client"));
  writeFileSync(join(dist, "pages.json"), JSON.stringify({ builtAt, pages: [] }));
  const vite = join(projectRoot, "node_modules/vite/bin/vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--ssr", "src/entry-server.tsx", "--outDir", join(dist, "ssr"), "--logLevel", "warn"], { cwd: projectRoot, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`the SSR bundle did not build:\n${built.stdout}${built.stderr}`);
  return dist;
}

/**
 * Another build beside `dist` (from ssrOnlyBuild): its own folder with a copy of the SSR bundle, and its own build
 * time, so that the preview takes it for a build of its own, as it takes each publish's rebuild.
 */
export function anotherBuild(dist: string, builtAt: string, withBundle = true): string {
  const next = mkdtempSync(join(tmpdir(), "vidhi-preview-dist-"));
  symlinkSync(join(projectRoot, "node_modules"), join(next, "node_modules"));
  mkdirSync(join(next, "client"));
  writeFileSync(join(next, "pages.json"), JSON.stringify({ builtAt, pages: [] }));
  if (withBundle) cpSync(join(dist, "ssr"), join(next, "ssr"), { recursive: true });
  return next;
}

/**
 * Makes a build's preview tell itself apart: its SSR bundle wrapped so that each page's title ends with `mark`, which
 * shows which build's bundle drew a preview (two copies of one bundle draw the same page otherwise). The bundle's
 * chunks import the rest of what it exports from entry-server.js.
 */
export function markTitles(build: string, mark: string): void {
  renameSync(join(build, "ssr", "entry-server.js"), join(build, "ssr", "entry-unmarked.js"));
  writeFileSync(
    join(build, "ssr", "entry-server.js"),
    `import { renderPreview as unmarked } from "./entry-unmarked.js";
export * from "./entry-unmarked.js";
export async function renderPreview(...args) {
  const page = await unmarked(...args);
  return page && { ...page, title: page.title + ${JSON.stringify(mark)} };
}
`,
  );
}
