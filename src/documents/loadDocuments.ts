import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { depthProblem } from "./documentDepth.js";
import { documentKinds, schemaFileOf, type DocumentKind } from "./documentKinds.js";
import { versionMismatch } from "./documentVersion.js";
import type { Problem } from "./problem.js";
import { describeSchemaError } from "./schemaMessages.js";
import type { SchemaRegistry } from "./schemaRegistry.js";
import { reservedKeyMessage, withoutReservedKeys } from "./reservedKeys.js";
import { kindMeant, kindOfFile, schemaAddressProblem } from "./schemaAddress.js";
import { parseSource, type SourceDocument } from "./sourceMap.js";
import { duplicateKeyProblem, kindNamedIn, syntaxProblem } from "./syntaxWords.js";

export interface LoadedDocument {
  /** Path relative to the project root, as people see it. */
  file: string;
  kind: DocumentKind;
  data: unknown;
  source: SourceDocument;
  valid: boolean;
}

export const documentFolders = ["config", "pages-json"];

/**
 * Texts that stand in for files under rootDir (the document editor's drafts), by the file's path from the root
 * (`config/menus/main.json`); a path with no file on disk is a new document, and null stands for a file deleted
 * (a page the editor is about to delete: the site is checked without it).
 */
export type DocumentOverlay = ReadonlyMap<string, string | null>;

export interface LoadedDocuments {
  documents: LoadedDocument[];
  problems: Problem[];
  /**
   * The kinds of the documents that could not be read (not JSON, nested too deeply, or naming no known schema): said
   * broken, not missing. "unidentified" stands for one whose kind cannot be told: the site is incomplete all the same.
   */
  unreadable: ReadonlySet<DocumentKind | "unidentified">;
}

/** Reads every .json document under config/ and pages-json/ (or its text in `overlay`) and validates each against the schema its `$schema` names. */
export function loadDocuments(rootDir: string, registry: SchemaRegistry, overlay: DocumentOverlay = new Map()): LoadedDocuments {
  const documents: LoadedDocument[] = [];
  const problems: Problem[] = [];
  const unreadable = new Set<DocumentKind | "unidentified">();
  const onDisk = documentFolders.flatMap((folder) => listJsonFiles(join(rootDir, folder))).map((path) => relative(rootDir, path).split("\\").join("/"));
  const added = [...overlay.keys()].filter((file) => !onDisk.includes(file) && documentFolders.some((f) => file.startsWith(`${f}/`)));
  for (const file of [...onDisk, ...added.sort()]) {
    const overlaid = overlay.get(file);
    if (overlaid === null) continue;
    const text = overlaid ?? readFileSync(join(rootDir, file), "utf8");
    // Before any parser: each of them recurses, and a deep enough text would exhaust the stack (documentDepth.ts).
    const deep = depthProblem(text);
    const source = deep ? undefined : parseSource(file, text);
    if (!source || source.syntaxErrors.length || source.data === undefined) {
      if (deep) problems.push({ file, line: deep.line, column: deep.column, pointer: deep.pointer, message: deep.message });
      for (const e of source?.syntaxErrors ?? []) problems.push({ file, line: e.line, column: e.column, pointer: "", message: syntaxProblem(e.message) });
      unreadable.add(kindNamedIn(text) ?? kindOfFile(file) ?? "unidentified");
      continue;
    }
    const schemaRef = (source.data as { $schema?: unknown }).$schema;
    const schemaFile = schemaFileOf(schemaRef);
    if (!schemaFile) {
      problems.push({ file, ...source.locate("/$schema"), pointer: "/$schema", message: schemaAddressProblem(schemaRef, file) });
      unreadable.add(kindMeant(schemaRef, file) ?? "unidentified");
      continue;
    }
    const { data, found } = withoutReservedKeys(source.data);
    for (const { pointer, key } of found) problems.push({ file, ...source.locate(pointer), pointer, message: reservedKeyMessage(key) });
    for (const d of source.duplicateKeys) problems.push({ file, line: d.line, column: d.column, pointer: d.pointer, message: duplicateKeyProblem(d.name, d.firstLine) });
    const validate = registry.validator(schemaFile)!;
    const valid = (validate(data) as boolean) && found.length === 0 && source.duplicateKeys.length === 0;
    const version = versionMismatch(schemaFile, data, registry.titleAt(schemaFile, data, "") ?? schemaFile);
    if (version) problems.push({ file, ...source.locate("/schemaVersion"), pointer: "/schemaVersion", message: version.message });
    for (const e of validate.errors ?? []) {
      if (version?.hides(e)) continue;
      const { pointer, message } = describeSchemaError(e, registry, { schemaFile, data });
      problems.push({ file, ...source.locate(pointer), pointer, message });
    }
    documents.push({ file, kind: documentKinds[schemaFile], data, source, valid });
  }
  return { documents, problems: dedupe(problems), unreadable };
}

function listJsonFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listJsonFiles(path);
    return name.endsWith(".json") ? [path] : [];
  });
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    // A syntax problem has no pointer: two of them at two places (two commas too many) are two problems.
    const key = `${p.file}|${p.pointer}|${p.message}|${p.pointer === "" ? `${p.line}:${p.column}` : ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
