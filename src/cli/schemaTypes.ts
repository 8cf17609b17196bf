import { compile } from "json-schema-to-typescript";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Where each part of the generated types is written: the documents', and the HTTP contract's (schemas/api/). */
export const typeFiles = { documents: "src/documents/types.ts", contract: "src/contract/types.ts" } as const;

/**
 * Builds the TypeScript types of one part of schemas/, so that no type is written twice by hand: `documents`, every
 * document kind (the schemas at the top of schemas/), or `contract`, the API bodies (schemas/api/, types prefixed
 * Api...). Neither part's schemas refer to the other's, so each is a file of its own that imports nothing. The part's
 * schemas are merged into one, with their $defs prefixed by the file they come from and cross-file $refs made local;
 * titles are replaced by type names (titles are for people, not for code).
 */
export async function schemaTypesSource(schemasDir: string, part: keyof typeof typeFiles): Promise<string> {
  const files =
    part === "documents"
      ? readdirSync(schemasDir).filter((f) => f.endsWith(".schema.json")).sort()
      : readdirSync(join(schemasDir, "api")).filter((f) => f.endsWith(".schema.json")).sort().map((f) => `api/${f}`);
  const defs: Record<string, unknown> = {};
  const roots: Record<string, unknown> = {};
  for (const file of files) {
    const prefix = pascal(file.replace(".schema.json", "").replace("/", "-"));
    const schema = JSON.parse(readFileSync(join(schemasDir, file), "utf8"));
    const rewritten = rewrite(schema, prefix, file.slice(0, file.lastIndexOf("/") + 1)) as Record<string, unknown>;
    for (const [name, def] of Object.entries((rewritten.$defs as Record<string, unknown>) ?? {})) {
      defs[prefix + pascal(name)] = { ...(def as object), title: prefix + pascal(name) };
    }
    delete rewritten.$defs;
    delete rewritten.$schema;
    delete rewritten.$id;
    if (rewritten.type) {
      defs[prefix + "Document"] = { ...rewritten, title: prefix + "Document" };
      roots[prefix] = { $ref: `#/$defs/${prefix}Document` };
    }
  }
  const title = part === "documents" ? "AllDocuments" : "AllApiBodies";
  const merged = { title, type: "object", properties: roots, additionalProperties: false, $defs: defs };
  const ts = await compile(merged as never, title, {
    bannerComment: `/* Generated from ${part === "documents" ? "schemas/" : "schemas/api/"} by \`npm run types\`. Do not edit: change the schema and run it again. */`,
    additionalProperties: false,
    unreachableDefinitions: true,
    format: true,
    style: { singleQuote: false, printWidth: 120 },
  });
  return ts;
}

/** `dir` is the folder of the schema being rewritten ("" or "api/"): a $ref's file is relative to it. */
function rewrite(node: unknown, prefix: string, dir: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, prefix, dir));
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "title" || k === "description" || k === "patternErrorMessage" || k === "discriminator") continue;
    if (k === "$ref" && typeof v === "string") {
      const [file, fragment = ""] = v.split("#");
      const owner = file ? pascal((dir + file).replace(".schema.json", "").replace("/", "-")) : prefix;
      const m = /^\/\$defs\/([^/]+)(.*)$/.exec(fragment);
      out.$ref = m ? `#/$defs/${owner}${pascal(m[1])}${m[2]}` : `#/$defs/${owner}Document${fragment}`;
      continue;
    }
    out[k] = k === "properties" || k === "$defs" ? mapValues(v as Record<string, unknown>, (x) => rewrite(x, prefix, dir)) : rewrite(v, prefix, dir);
  }
  return out;
}

const mapValues = (o: Record<string, unknown>, f: (x: unknown) => unknown) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
const pascal = (s: string) => s.replace(/(^|[-_])([a-z])/g, (_, __, c: string) => c.toUpperCase()).replace(/^[a-z]/, (c) => c.toUpperCase());
