import { closestMatch } from "./closestMatch.js";
import { documentKinds, schemaFileOf, type DocumentKind } from "./documentKinds.js";
import { describeValue } from "./schemaMessages.js";

const schemaFiles = Object.keys(documentKinds);

/** The sentence for a document whose `$schema` names no known schema: missing, not text, or an unknown address. */
export function schemaAddressProblem(schemaRef: unknown, file: string): string {
  const choose = `write "$schema" with one of ${schemaFiles.join(", ")}`;
  if (schemaRef === undefined) return `Schema address is required: ${choose}`;
  if (typeof schemaRef !== "string") {
    const example = `../schemas/${schemaFileOf(fileBase(file)) ?? "page.schema.json"}`;
    return `"$schema" must be the address of a schema, a string like "${example}", not ${describeValue(schemaRef)}: ${choose}`;
  }
  return `Schema address '${schemaRef}' names no known schema: ${choose}`;
}

/**
 * The kind a document whose `$schema` names no known schema was most likely meant to be (an address close to a
 * schema's, else its file's name: config/banners.json is a banners document), so that the site is not also said to
 * have no document of that kind: this one is there, and broken.
 */
export function kindMeant(schemaRef: unknown, file: string): DocumentKind | undefined {
  const near = typeof schemaRef === "string" ? closestMatch(schemaRef.split(/[\\/]/).pop() ?? "", schemaFiles) : undefined;
  const schemaFile = schemaFileOf(near);
  return schemaFile ? documentKinds[schemaFile] : kindOfFile(file);
}

/** The kind a document's file is named after (config/banners.json: banners), if any. */
export function kindOfFile(file: string): DocumentKind | undefined {
  const schemaFile = schemaFileOf(fileBase(file));
  return schemaFile ? documentKinds[schemaFile] : undefined;
}

/** The schema file named like a document file (config/banners.json: banners.schema.json). */
const fileBase = (file: string) => `${(file.split("/").pop() ?? "").replace(/\.json$/, "")}.schema.json`;
