import { schemaFileOf } from "../documentKinds.js";
import { loadDocuments } from "../loadDocuments.js";
import type { SchemaRegistry } from "../schemaRegistry.js";
import { writeFileAtomically } from "../writeFileAtomically.js";
import { currentVersion, migrateDocument, versionOf, type Migration } from "./index.js";

/** A document written for an older version of its schema, and what it becomes. */
export interface OutdatedDocument {
  /** Path from the documents root, as the validator names it. */
  file: string;
  from: number;
  to: number;
  applied: Migration[];
  migrated: Record<string, unknown>;
}

/**
 * Every document under rootDir whose `schemaVersion` is older than its schema's, migrated in memory. A document
 * with no version, or a version no migration starts from, is left to the validator, which names it.
 */
export function outdatedDocuments(rootDir: string, registry: SchemaRegistry): OutdatedDocument[] {
  return loadDocuments(rootDir, registry).documents.flatMap(({ file, source }) => {
    // The file's own data, reserved keys included: the migration rewrites the file, and must not drop any of it.
    const data = source.data as Record<string, unknown>;
    const schemaFile = schemaFileOf(data.$schema)!;
    const from = versionOf(data);
    if (from < 1 || from >= currentVersion(schemaFile)) return [];
    const { data: migrated, applied } = migrateDocument(schemaFile, data);
    return applied.length ? [{ file, from, to: versionOf(migrated), applied, migrated }] : [];
  });
}

/** The text a document is written as: 2-space indentation, keys in the data's order, a trailing newline. */
export const documentText = (data: unknown) => JSON.stringify(data, null, 2) + "\n";

/** Writes the document whole or not at all (writeFileAtomically.ts). */
export function writeDocument(path: string, data: unknown): void {
  writeFileAtomically(path, documentText(data));
}
