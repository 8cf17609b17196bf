/** The characters that open or close a level or a string, and the escape inside a string: everything else is skipped. */
const structural = /["\\[\]{}]/g;

/**
 * How deep a JSON text nests, counted on the raw text before anything parses it: JSON.parse, Ajv, our walks and
 * JSON.stringify all recurse, and a body of thousands of nested arrays would otherwise end in a RangeError (a 500)
 * somewhere after the parse. Brackets inside strings do not count. Stops as soon as `limit` is passed, so a long
 * text costs one pass at most. The text need not be valid JSON: what is not is refused by the parse that follows.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  const scan = new RegExp(structural);
  let depth = 0;
  let inString = false;
  for (let match = scan.exec(text); match; match = scan.exec(text)) {
    const c = match[0];
    if (inString) {
      if (c === "\\") scan.lastIndex++; // the next character is escaped, a quote or a backslash included
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "[" || c === "{") {
      if (++depth > limit) return true;
    } else if (c === "]" || c === "}") depth--;
  }
  return false;
}
