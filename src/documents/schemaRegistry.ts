import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { addSchemaKeywords } from "./schemaKeywords.js";

/**
 * One Ajv instance holding every schema of schemas/, each compiled once.
 * Strict, and collecting all errors; `verbose` keeps the failing schema on each
 * error so that messages can name fields by their titles.
 */
export interface SchemaRegistry {
  ajv: Ajv2020;
  validator(schemaFile: string): ValidateFunction | undefined;
  /** The schema node a `$ref` (or a plain node) stands for. */
  deref(node: unknown): Record<string, unknown> | undefined;
  /** The title of the field at `instancePath` of a document, as the schema names it (titles beside a $ref win). */
  titleAt(schemaFile: string, data: unknown, instancePath: string): string | undefined;
}

export function createSchemaRegistry(schemasDir: string): SchemaRegistry {
  const ajv = new Ajv2020({ allErrors: true, strict: true, discriminator: true, verbose: true });
  addFormats(ajv);
  addSchemaKeywords(ajv);
  for (const file of readdirSync(schemasDir).filter((f) => f.endsWith(".schema.json")).sort()) {
    ajv.addSchema(qualifyRefs(JSON.parse(readFileSync(join(schemasDir, file), "utf8")), file) as object, file);
  }
  const compiled = new Map<string, ValidateFunction | undefined>();
  const validator = (schemaFile: string) => {
    if (!compiled.has(schemaFile)) compiled.set(schemaFile, ajv.getSchema(schemaFile));
    return compiled.get(schemaFile);
  };
  const deref = (node: unknown, seen = 0): Record<string, unknown> | undefined => {
    if (!node || typeof node !== "object") return undefined;
    const n = node as Record<string, unknown>;
    if (typeof n.$ref !== "string" || seen > 10) return n;
    // Keep the titles written beside a $ref: they name the field better than the target's.
    const target = deref(ajv.getSchema(n.$ref)?.schema, seen + 1) ?? {};
    return { ...target, ...n, $ref: undefined };
  };
  const titleAt = (schemaFile: string, data: unknown, instancePath: string) => {
    let node: unknown = ajv.getSchema(schemaFile)?.schema;
    let value = data;
    let title: string | undefined;
    for (const seg of instancePath.split("/").slice(1).map((x) => x.replace(/~1/g, "/").replace(/~0/g, "~"))) {
      let s = deref(node);
      s = s && pickBranch(s, value);
      const props = s?.properties as Record<string, unknown> | undefined;
      node = props && seg in props ? props[seg] : (s?.items ?? (s?.additionalProperties as unknown));
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[seg] : undefined;
      title = ((node as Record<string, unknown> | undefined)?.title as string | undefined) ?? (deref(node)?.title as string | undefined);
    }
    return title ?? (deref(node)?.title as string | undefined);
  };
  // For a discriminated oneOf, the branch the value's tag selects.
  const pickBranch = (s: Record<string, unknown>, value: unknown) => {
    const d = s.discriminator as { propertyName: string } | undefined;
    if (!d || !Array.isArray(s.oneOf) || !value || typeof value !== "object") return s;
    const tag = (value as Record<string, unknown>)[d.propertyName];
    for (const b of s.oneOf) {
      const branch = deref(b);
      if ((branch?.properties as Record<string, { const?: unknown }> | undefined)?.[d.propertyName]?.const === tag) return branch;
    }
    return s;
  };
  return { ajv, validator, deref, titleAt };
}

/** Makes every local $ref ("#/$defs/x") name its file, so that it resolves wherever an error points. */
function qualifyRefs(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((n) => qualifyRefs(n, file));
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === "$ref" && typeof v === "string" && v.startsWith("#") ? file + v : qualifyRefs(v, file)]),
  );
}
