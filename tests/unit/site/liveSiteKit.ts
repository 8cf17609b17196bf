import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import type { PageManifest } from "../../../src/server/pageManifest.js";
import { loadServerDocuments } from "../../../src/server/serverDocuments.js";
import { buildInChild } from "../../../src/server/site/buildInChild.js";
import { projectRoot, schemasDir } from "../fixtureSite.js";

/**
 * A copy of the project's documents (config/, pages-json/) in a temporary folder, built there into dist/ by the real
 * build: a documents root that tests may edit and rebuild without touching the project. node_modules is linked in,
 * so that the SSR bundle under dist/ssr finds its packages as it does in the project.
 *
 * The build is made once per test worker (the files of a worker share their modules) and each caller gets a copy of
 * the built folder: a build holds no path of its folder, so a copy is what building it again would write.
 */
export async function builtDocumentsCopy() {
  built ??= buildOnce();
  const documentsRoot = copyOf(await built, ["config", "pages-json", "dist"], "vidhi-live-");
  const distDir = join(documentsRoot, "dist");
  return { documentsRoot, distDir, documents: loadServerDocuments(documentsRoot, schemasDir) };
}

let built: Promise<string> | undefined;

/** The project's documents built in a folder of their own, removed when the worker exits. */
async function buildOnce(): Promise<string> {
  const root = copyOf(projectRoot, ["config", "pages-json"], "vidhi-live-built-");
  process.once("exit", () => rmSync(root, { recursive: true, force: true }));
  await buildInChild(projectRoot, root, join(root, "dist"));
  return root;
}

/** A new temporary folder holding a copy of `folders` of `from`, with the project's node_modules linked in. */
function copyOf(from: string, folders: string[], prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const folder of folders) cpSync(join(from, folder), join(root, folder), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  return root;
}

/** Changes one JSON document of the copy in place. */
export function editDocument(documentsRoot: string, file: string, edit: (doc: any) => void): void {
  const path = join(documentsRoot, file);
  const doc = JSON.parse(readFileSync(path, "utf8"));
  edit(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2) + "\n");
}

export const readBuilt = (dir: string, file: string) => readFileSync(join(dir, file), "utf8");
export const manifestOf = (dir: string) => JSON.parse(readBuilt(dir, "pages.json")) as PageManifest;
const dataFiles = (dir: string) => readdirSync(join(dir, "client/assets/data")).sort();

/**
 * A full build of `documentsRoot` made beside it, and `quick` (a build the content path wrote) checked against it:
 * the same page list and inline script hashes, every page, the sitemap, robots.txt and the shared data files the same.
 */
export async function expectSameAsFullBuild(quick: string, documentsRoot: string): Promise<void> {
  const full = join(documentsRoot, "full");
  await buildInChild(projectRoot, documentsRoot, full);
  try {
    const pages = manifestOf(full);
    expect(manifestOf(quick).pages).toEqual(pages.pages);
    expect(manifestOf(quick).inlineScriptHashes).toEqual(pages.inlineScriptHashes);
    for (const { file } of pages.pages) expect(readBuilt(quick, `client/${file}`), file).toBe(readBuilt(full, `client/${file}`));
    for (const file of ["sitemap.xml", "robots.txt"]) expect(readBuilt(quick, `client/${file}`)).toBe(readBuilt(full, `client/${file}`));
    expect(dataFiles(quick)).toEqual(dataFiles(full));
  } finally {
    rmSync(full, { recursive: true, force: true });
  }
}
