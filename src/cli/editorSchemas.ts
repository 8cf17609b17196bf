import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js";
import type { RJSFSchema } from "@rjsf/utils";
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { documentKinds } from "../documents/documentKinds.js";
import { addSchemaKeywords } from "../documents/schemaKeywords.js";

type Json = unknown;

/** How a definition of another schema file is named once copied into a document's own `$defs`. */
export const inlinedDefName = (file: string, def: string) => `${file.replace(/\.schema\.json$/, "")}_${def}`;

/**
 * A document schema with every cross-file `$ref` (common.schema.json#/$defs/link, page.schema.json#/$defs/header…)
 * turned into a local `#/$defs/<file>_<def>` with the definition copied in, transitively: rjsf resolves local
 * references only. The copied definition's own local references are renamed the same way.
 */
export function selfContainedSchema(schemasDir: string, schemaFile: string): RJSFSchema {
  const read = (file: string) => JSON.parse(readFileSync(join(schemasDir, file), "utf8")) as Record<string, Json>;
  const root = read(schemaFile);
  const inlined: Record<string, Json> = {};
  const pending: [string, string][] = [];
  const rewrite = (node: Json, file: string): Json => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, file));
    if (!node || typeof node !== "object") return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === "$ref" && typeof v === "string" ? localRef(v, file) : rewrite(v, file)]));
  };
  const localRef = (ref: string, file: string): string => {
    const [target, pointer = ""] = ref.split("#");
    const refFile = target || file;
    if (refFile === schemaFile) return `#${pointer}`;
    const [, defsKey, def, ...rest] = pointer.split("/");
    if (defsKey !== "$defs" || !def) throw new Error(`${file}: the editor cannot inline the reference ${ref}`);
    const name = inlinedDefName(refFile, def);
    if (!(name in inlined)) {
      inlined[name] = true; // claimed before it is filled, so that a cycle ends
      pending.push([refFile, def]);
    }
    return ["#", "$defs", name, ...rest].join("/");
  };
  const out = rewrite(root, schemaFile) as Record<string, Json>;
  for (let next = pending.shift(); next; next = pending.shift()) {
    const [file, def] = next;
    inlined[inlinedDefName(file, def)] = rewrite((read(file).$defs as Record<string, Json>)[def], file);
  }
  out.$defs = { ...((out.$defs as object | undefined) ?? {}), ...inlined };
  delete out.$id;
  return out as RJSFSchema;
}

/**
 * The standalone code of every validator rjsf asks for while drawing a form of this schema (the root and each
 * oneOf/anyOf branch), with the Ajv the validator uses (2020-12, our keywords, discriminator, formats): CommonJS
 * text that the editor's bundle imports, so that no code is compiled in the browser (the admin CSP has no 'unsafe-eval').
 */
export function validatorsCode(schema: RJSFSchema): string {
  return compileSchemaValidatorsCode(schema, {
    AjvClass: Ajv2020 as never,
    ajvOptionsOverrides: { discriminator: true },
    extenderFn: (ajv) => addSchemaKeywords(ajv as unknown as Ajv2020) as never,
  });
}

/** The document schemas the editor edits: every kind of documentKinds.ts. */
export const editorSchemaFiles = Object.keys(documentKinds);
