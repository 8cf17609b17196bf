/**
 * How deep a JSON text nests, counted on the raw text before anything parses it: JSON.parse, Ajv, our walks and
 * JSON.stringify all recurse, and a body of thousands of nested arrays would otherwise end in a RangeError (a 500)
 * somewhere after the parse. Brackets inside strings do not count. Stops as soon as `limit` is passed, so a long
 * text costs one pass at most. The text need not be valid JSON: what is not is refused by the parse that follows.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
