import type { FastifySchemaValidationError } from "fastify";

/** The longest refusal sentence (the refusal schemas' `maxLength` of error, schemas/api/*.schema.json). */
export const maxRefusalChars = 2000;
/** The longest name of a field (or a path's step) a sentence repeats; a longer one is cut, as it was sent. */
const maxNameChars = 64;

/**
 * The sentence of a refused /api body or query: every problem, by where it is. A pattern is never shown: its
 * schema's patternErrorMessage says the form instead (the server's Ajv is verbose, so each error carries its schema).
 * A name that a request made huge is cut to its first characters, and the sentence stops at maxRefusalChars with the
 * problems that fit: a refusal never grows with what was sent.
 */
export function describeApiErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const problems = errors.map((e) => `${dataVar}${shortPath(e.instancePath)} ${messageOf(e)}`);
  let sentence = "";
  for (const problem of problems) {
    const next = sentence ? `${sentence}; ${problem}` : problem;
    if (next.length > maxRefusalChars - 3) return new Error(sentence ? `${sentence}; …` : `${Array.from(problem).slice(0, maxRefusalChars - 1).join("")}…`);
    sentence = next;
  }
  return new Error(sentence);
}

/** A path as a sentence repeats it ('body/values/name'): each step cut as `cut` does, at most maxRefusalChars / 4 in all. */
export function shortPath(path: string): string {
  const chars = Array.from(path.split("/").map(cut).join("/"));
  return chars.length > maxRefusalChars / 4 ? `${chars.slice(0, maxRefusalChars / 4 - 1).join("")}…` : chars.join("");
}

/** A name as a sentence repeats it: whole up to maxNameChars characters (code points), else its start and '…'. */
function cut(name: string): string {
  const chars = Array.from(name);
  return chars.length > maxNameChars ? `${chars.slice(0, maxNameChars - 1).join("")}…` : name;
}

function messageOf(e: FastifySchemaValidationError & { parentSchema?: { patternErrorMessage?: string } }): string {
  const sentence = e.parentSchema?.patternErrorMessage;
  if (e.keyword === "pattern") return sentence ? `must match pattern: ${sentence}` : "is not in the right form";
  return `${e.message}${e.keyword === "additionalProperties" ? ` ('${cut(String(e.params.additionalProperty))}')` : ""}`;
}
