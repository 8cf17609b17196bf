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

// Written by each build into a folder of its own (cli/buildEditor.ts, its alias `@editor-generated`): each kind's
// self-contained schema and its precompiled validators, one chunk per kind, fetched when a document of that kind is
// first opened. Found by file name, whatever form the glob gives its keys.
const byName = <T>(files: Record<string, T>) => new Map(Object.entries(files).map(([path, load]) => [path.slice(path.lastIndexOf("/") + 1), load]));
const schemas = byName(import.meta.glob<RJSFSchema>("@editor-generated/*.schema.json", { import: "default" }));
const validators = byName(import.meta.glob<ValidatorFunctions>("@editor-generated/*.validators.cjs", { import: "default" }));
const loaded = new Map<string, Promise<KindForm>>();

/** The form of a schema file (menu.schema.json…): no code is compiled in the browser (the admin CSP has no 'unsafe-eval'). */
export function kindForm(schemaFile: string): Promise<KindForm> {
  let form = loaded.get(schemaFile);
  if (!form) {
    const name = schemaFile.replace(/\.schema\.json$/, "");
    const schema = schemas.get(`${name}.schema.json`);
    const fns = validators.get(`${name}.validators.cjs`);
    form = schema && fns ? Promise.all([schema(), fns()]).then(([s, f]) => formOf(s, f)) : Promise.reject(new Error(`The editor was built without the form of ${schemaFile}`));
    loaded.set(schemaFile, form);
  }
  return form;
}

/** A kind's form from its schema and its validators (the tests compile them the same way the build does). */
export const formOf = (schema: RJSFSchema, fns: ValidatorFunctions): KindForm => ({ schema, uiSchema: uiSchemaOf(schema), validator: createPrecompiledValidator(fns, schema) });
