import type Ajv2020 from "ajv/dist/2020.js";

/**
 * The keywords our schemas add to JSON Schema, for every Ajv that reads them (the validator's, the server's, the
 * tests'): Ajv runs strict, so an unregistered keyword is an error. `patternErrorMessage` is VS Code's own keyword
 * for the sentence shown instead of a pattern; it validates nothing.
 */
export function addSchemaKeywords(ajv: Ajv2020): Ajv2020 {
  ajv.addKeyword({ keyword: "patternErrorMessage", schemaType: "string" });
  return ajv;
}
