import type { ValidatorFunctions } from "@rjsf/validator-ajv8/lib/types.js";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { MessagesDocument } from "../../../src/documents/types.js";
import type { ApiEditorEditorDocument } from "../../../src/contract/types.js";
import { editorSchemaFiles, selfContainedSchema, validatorsCode } from "../../../src/cli/editorSchemas.js";
import type { EditorFormContext } from "../../../src/admin/editor/formContext.js";
import { formOf, type KindForm } from "../../../src/admin/editor/kindForms.js";

const require = createRequire(import.meta.url);

/**
 * A kind's form as the build makes it: the self-contained schema and its precompiled validators' code, here loaded
 * as the CommonJS module it is (the browser gets it bundled, compiled nothing at run time).
 */
export function kindFormFor(schemaFile: string): KindForm {
  if (!editorSchemaFiles.includes(schemaFile)) throw new Error(`not a document schema: ${schemaFile}`);
  const schema = selfContainedSchema("schemas", schemaFile);
  const module = { exports: {} as ValidatorFunctions };
  new Function("module", "exports", "require", validatorsCode(schema))(module, module.exports, require);
  return formOf(schema, module.exports);
}

export const words = (JSON.parse(readFileSync("config/messages.json", "utf8")) as MessagesDocument).adminEditorPage;

/** A document of config/ or pages-json/ as GET site lists it (no draft, current version). */
export function editorDocument(file: string, kind: string, schemaFile: string): ApiEditorEditorDocument {
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  return { file, kind, schemaFile, name: String(data.name ?? data.id ?? file), data, disk: data, diskHash: "0".repeat(64), schemaVersion: 1, currentVersion: 1 };
}

/** The site's choices, a few of each, as the real documents name them. */
export const context: EditorFormContext = {
  words,
  choices: {
    timeZone: "Asia/Kolkata",
    ids: {
      menu: [{ value: "main", label: "main (Main menu)" }, { value: "incorporation", label: "incorporation" }],
      banner: [{ value: "brand", label: "brand" }],
      modal: [{ value: "offer", label: "offer" }],
      leadForm: [{ value: "company-registration", label: "company-registration" }],
      plan: [{ value: "private-limited-basic", label: "private-limited-basic (Basic)" }],
    },
    services: [
      { value: 1, label: "Private Limited Company Registration (1)" },
      { value: 248, label: "Talk to a Lawyer (248)" },
    ],
    pages: [{ value: "/gst-registration", label: "GST Registration" }],
    sisterSites: [{ value: "https://trademarks.vidhi.example", label: "trademark" }],
    images: [{ src: "/images/logo.svg", width: 120, height: 32 }],
  },
};
