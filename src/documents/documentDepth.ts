import { pointerOf } from "./sourceMap.js";

/**
 * How many lists and objects a document may hold inside one another. The deepest real document (a menu) has 9
 * levels; 64 leaves room for any document people write, and keeps far below the depth at which the recursive
 * readers that come after this check (jsonc-parser, Ajv, the reserved-key walk, JSON.stringify in the editor) run
 * out of stack. It lives here, not in config/constants.json, because it guards the loader that reads that document.
 */
export const maxDocumentDepth = 64;

export interface DepthProblem {
  /** Where the first list or object beyond the limit opens. */
  offset: number;
  line: number;
  column: number;
  pointer: string;
  message: string;
}

/** One open list ([) or object ({), with where the scan is inside it. */
interface Level {
  list: boolean;
  index: number;
  /** Start and end (the quotes' offsets) of the key before the last colon of an object. */
  key?: [number, number];
}

/**
 * The first place where `text` nests lists and objects deeper than `limit`, found by one pass over the raw text
 * (texts and comments skipped), so that it never recurses and runs before any parser does. Undefined when the text
 * stays within the limit; a text that is not JSON is left to the parser.
 */
export function depthProblem(text: string, limit = maxDocumentDepth): DepthProblem | undefined {
  const levels: Level[] = [];
  let lastText: [number, number] | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = textEnd(text, i);
      lastText = [i, end];
      i = end;
    } else if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === "[" || c === "{") {
      if (levels.length >= limit) return problemAt(text, i, levels, c === "[", limit);
      levels.push({ list: c === "[", index: 0 });
    } else if (c === "]" || c === "}") {
      levels.pop();
    } else if (c === ",") {
      const top = levels.at(-1);
      if (top?.list) top.index++;
    } else if (c === ":") {
      const top = levels.at(-1);
      if (top && !top.list) top.key = lastText;
    }
  }
  return undefined;
}

/** The offset of the quote that closes the text opened at `start` (the text's end when it is not closed). */
function textEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === '"') return i;
  }
  return text.length;
}

function problemAt(text: string, offset: number, levels: Level[], list: boolean, limit: number): DepthProblem {
  const segments: (string | number)[] = [];
  for (const level of levels) {
    if (level.list) segments.push(level.index);
    else if (level.key) segments.push(keyText(text.slice(level.key[0], level.key[1] + 1)));
    else break; // "{ [" has no key to name: the pointer stops at the object.
  }
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return {
    offset,
    line,
    column: offset - lineStart + 1,
    pointer: pointerOf(segments),
    message: `Lists and objects are nested too deeply here: a document may hold at most ${limit} levels of [ ] and { } inside one another, and this ${list ? "list" : "object"} opens level ${limit + 1}; move it up or remove it`,
  };
}

/** A key as JSON reads it (escapes resolved); its raw text when it is not a valid JSON text. */
function keyText(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}
