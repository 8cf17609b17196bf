import type { FastifySchemaValidationError } from "fastify";

/**
 * The sentence of a refused /api body or query: every problem, by where it is. A pattern is never shown: its
 * schema's patternErrorMessage says the form instead (the server's Ajv is verbose, so each error carries its schema).
 */
export function describeApiErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(errors.map((e) => `${dataVar}${e.instancePath} ${messageOf(e)}`).join("; "));
}

function messageOf(e: FastifySchemaValidationError & { parentSchema?: { patternErrorMessage?: string } }): string {
  const sentence = e.parentSchema?.patternErrorMessage;
  if (e.keyword === "pattern") return sentence ? `must match pattern: ${sentence}` : "is not in the right form";
  return `${e.message}${e.keyword === "additionalProperties" ? ` ('${String(e.params.additionalProperty)}')` : ""}`;
}
