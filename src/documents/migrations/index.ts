import { categoriesAsOneList } from "./categoryOptions.js";
import type { Migration } from "./migration.js";

export type { Migration } from "./migration.js";

/**
 * Every migration, oldest first. A schema without any is at version 1; a schema's `schemaVersion` states the same
 * current version (tests/unit/documents/migrateVersions.test.ts holds the two together).
 */
export const migrations: Migration[] = [categoriesAsOneList];

export function currentVersion(schemaFile: string): number {
  return migrations.filter((m) => m.schemaFile === schemaFile).reduce((v, m) => Math.max(v, m.to), 1);
}

/** The version a document says it is written for (0 when it says none). */
export function versionOf(data: unknown): number {
  const v = data && typeof data === "object" ? (data as { schemaVersion?: unknown }).schemaVersion : undefined;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0;
}

/** The document moved to its schema's current version, with the migrations applied (none when it is current). */
export function migrateDocument(schemaFile: string, data: Record<string, unknown>): { data: Record<string, unknown>; applied: Migration[] } {
  const applied: Migration[] = [];
  let doc = data;
  for (;;) {
    const from = versionOf(doc);
    const step = migrations.find((m) => m.schemaFile === schemaFile && m.from === from);
    if (!step) return { data: doc, applied };
    doc = { ...step.migrate(doc), schemaVersion: step.to };
    applied.push(step);
  }
}
