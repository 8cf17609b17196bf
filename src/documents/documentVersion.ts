import type { ErrorObject } from "ajv";
import { currentVersion } from "./migrations/index.js";
import { describeValue } from "./schemaMessages.js";

/** What a document's `schemaVersion` says against its schema's current version, when they differ. */
export interface VersionMismatch {
  /** Reported once, at /schemaVersion. */
  message: string;
  /** The schema errors this sentence stands for, which are then not listed (see versionMismatch). */
  hides(e: ErrorObject): boolean;
}

/**
 * The sentence for a document whose `schemaVersion` is not its schema's current one (undefined when it is).
 * A document of an older or newer version fails its schema in many places because its shape is another version's;
 * listing those would be noise (the migration fixes them), so the one sentence stands for every schema error.
 * A missing or malformed version is a mistake of its own: the sentence stands only for the errors about it.
 */
export function versionMismatch(schemaFile: string, data: unknown, formatTitle: string): VersionMismatch | undefined {
  const current = currentVersion(schemaFile);
  const written = data && typeof data === "object" ? (data as { schemaVersion?: unknown }).schemaVersion : undefined;
  if (written === current) return undefined;
  const format = `the ${formatTitle} format`;
  if (written === undefined) {
    return { message: `Schema version is required: add "schemaVersion": ${current} here, the current version of ${format}`, hides: aboutVersion };
  }
  if (typeof written !== "number" || !Number.isInteger(written) || written < 1) {
    return { message: `Schema version must be a whole number, not ${describeValue(written)}: write ${current}, the current version of ${format}`, hides: aboutVersion };
  }
  if (written > current) {
    return {
      message: `This document is written for version ${written} of ${format}, but this copy of the site knows versions up to ${current}: update the site's code, or write ${current} if ${written} is a typo`,
      hides: () => true,
    };
  }
  return {
    message: `This document is written for version ${written} of ${format}; the current version is ${current}: run npm run migrate (or open it in the editor and choose Migrate)`,
    hides: () => true,
  };
}

const aboutVersion = (e: ErrorObject) =>
  e.instancePath === "/schemaVersion" || (e.instancePath === "" && e.keyword === "required" && (e.params as { missingProperty?: unknown }).missingProperty === "schemaVersion");
