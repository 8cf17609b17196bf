import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadServerDocuments } from "../../src/server/serverDocuments.js";
import { buildInChild } from "../../src/server/site/buildInChild.js";
import { projectRoot, schemasDir } from "./fixtureSite.js";

/**
 * A copy of the project's documents (config/, pages-json/) in a temporary folder, built there into dist/ by the real
 * build: a documents root that tests may edit and rebuild without touching the project. node_modules is linked in,
 * so that the SSR bundle under dist/ssr finds its packages as it does in the project.
 */
export async function builtDocumentsCopy() {
  const documentsRoot = mkdtempSync(join(tmpdir(), "vidhi-live-"));
  for (const folder of ["config", "pages-json"]) cpSync(join(projectRoot, folder), join(documentsRoot, folder), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(documentsRoot, "node_modules"), "dir");
  const distDir = join(documentsRoot, "dist");
  await buildInChild(projectRoot, documentsRoot, distDir);
  return { documentsRoot, distDir, documents: loadServerDocuments(documentsRoot, schemasDir) };
}

/** Changes one JSON document of the copy in place. */
export function editDocument(documentsRoot: string, file: string, edit: (doc: any) => void): void {
  const path = join(documentsRoot, file);
  const doc = JSON.parse(readFileSync(path, "utf8"));
  edit(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2) + "\n");
}
