import type { RJSFSchema, UiSchema, ValidatorType } from "@rjsf/utils";
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8/lib/types.js";
import { uiSchemaOf } from "./uiSchemaOf.js";

/** What a document kind's form is drawn from. */
export interface KindForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

// Written by `npm run build` (cli/buildEditor.ts): each kind's self-contained schema and its precompiled validators,
// one chunk per kind, fetched when a document of that kind is first opened.
const generated = "/dist/editor-generated/";
const schemas = import.meta.glob<RJSFSchema>("/dist/editor-generated/*.schema.json", { import: "default" });
const validators = import.meta.glob<ValidatorFunctions>("/dist/editor-generated/*.validators.cjs", { import: "default" });
const loaded = new Map<string, Promise<KindForm>>();

/** The form of a schema file (menu.schema.json…): no code is compiled in the browser (the admin CSP has no 'unsafe-eval'). */
export function kindForm(schemaFile: string): Promise<KindForm> {
  let form = loaded.get(schemaFile);
  if (!form) {
    const name = schemaFile.replace(/\.schema\.json$/, "");
    form = Promise.all([schemas[`${generated}${name}.schema.json`](), validators[`${generated}${name}.validators.cjs`]()]).then(([schema, fns]) =>
      formOf(schema, fns),
    );
    loaded.set(schemaFile, form);
  }
  return form;
}

/** A kind's form from its schema and its validators (the tests compile them the same way the build does). */
export const formOf = (schema: RJSFSchema, fns: ValidatorFunctions): KindForm => ({ schema, uiSchema: uiSchemaOf(schema), validator: createPrecompiledValidator(fns, schema) });
