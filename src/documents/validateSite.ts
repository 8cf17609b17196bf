import { checkCrossReferences } from "./crossReferences.js";
import { servedFiles } from "./references/images.js";
import { loadDocuments, type DocumentOverlay } from "./loadDocuments.js";
import type { Problem } from "./problem.js";
import { createSchemaRegistry } from "./schemaRegistry.js";
import { buildSiteModel, type SiteModel } from "./siteModel.js";
import { join } from "node:path";

export interface SiteCheck {
  model?: SiteModel;
  problems: Problem[];
  documentCount: number;
  /** False when schema problems kept the cross-reference checks (links, ids, references) from running. */
  crossChecked: boolean;
}

/**
 * Loads, validates and cross-checks every document under rootDir (with the texts of `overlay` in place of their
 * files: the editor's drafts). The model is given only when there is no problem. The pictures the documents name
 * are looked for among the code's `public/` files (beside `schemas/`: the documents may be a folder of their own).
 */
export function loadSite(rootDir: string, schemasDir = join(rootDir, "schemas"), overlay?: DocumentOverlay, registry = createSchemaRegistry(schemasDir)): SiteCheck {
  const { documents, problems, unreadable } = loadDocuments(rootDir, registry, overlay);
  const built = buildSiteModel(documents, unreadable);
  problems.push(...built.problems);
  if (built.model) problems.push(...checkCrossReferences(built.model, servedFiles(join(schemasDir, "..", "public"))));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { model: problems.length ? undefined : built.model, problems, documentCount: documents.length, crossChecked: built.model !== undefined };
}
