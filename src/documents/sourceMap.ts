import { createScanner, findNodeAtLocation, parseTree, type Node, type ParseError, printParseErrorCode, SyntaxKind } from "jsonc-parser";

/** A parsed JSON document that can say where (line, column) a JSON pointer is. */
export interface SourceDocument {
  file: string;
  text: string;
  data: unknown;
  syntaxErrors: { message: string; line: number; column: number }[];
  /** Names given twice in one object (JSON.parse keeps the last): each second one, where it is and where the first is. */
  duplicateKeys: { name: string; pointer: string; line: number; column: number; firstLine: number }[];
  locate(pointer: string): { line: number; column: number };
}

export function parseSource(file: string, text: string): SourceDocument {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
  const position = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
  };
  const locate = (pointer: string) => {
    if (!root) return { line: 1, column: 1 };
    const path = pointerSegments(pointer);
    // Walk up until a node exists: a missing property is reported at its parent.
    for (let n = path.length; n >= 0; n--) {
      const node: Node | undefined = findNodeAtLocation(root, path.slice(0, n));
      if (node) {
        const at = node.parent?.type === "property" ? node.parent.offset : node.offset;
        return position(at);
      }
    }
    return { line: 1, column: 1 };
  };
  let data: unknown;
  try {
    data = errors.length ? undefined : JSON.parse(text);
  } catch {
    data = undefined;
  }
  const duplicateKeys = root && !errors.length ? duplicatesIn(root).map((d) => ({ name: d.name, pointer: d.pointer, ...position(d.offset), firstLine: position(d.firstOffset).line })) : [];
  return {
    file,
    text,
    data,
    syntaxErrors: (errors.length ? syntaxErrorsRepairing(text) : []).map(({ message, offset }) => ({ message, ...position(offset) })),
    duplicateKeys,
    locate,
  };
}

/** Each name given a second time in an object of the tree: the second's offset, the first's, and the second's pointer. */
function duplicatesIn(node: Node, path: (string | number)[] = []): { name: string; pointer: string; offset: number; firstOffset: number }[] {
  const found: { name: string; pointer: string; offset: number; firstOffset: number }[] = [];
  if (node.type === "object") {
    const first = new Map<string, number>();
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (!key) continue;
      const name = String(key.value);
      const seen = first.get(name);
      if (seen === undefined) first.set(name, property.offset);
      else found.push({ name, pointer: pointerOf([...path, name]), offset: property.offset, firstOffset: seen });
      if (value) found.push(...duplicatesIn(value, [...path, name]));
    }
  } else if (node.type === "array") {
    (node.children ?? []).forEach((child, index) => found.push(...duplicatesIn(child, [...path, index])));
  }
  return found;
}

/** The codes of mistakes said in words of their own, found and mended before the parser reads on (syntaxWords.ts). */
export const byteOrderMarkCode = "ByteOrderMark";
export const singleQuotesCode = "SingleQuotes";
export const lineBreakInTextCode = "LineBreakInText";

/**
 * The syntax errors of a text, with three common mistakes said once each instead of as the cascade the parser makes of
 * them: a byte-order mark before the document (what some editors save), a name or text in single quotes, and a text
 * broken over two lines. When the first error is one of these, it is said, mended in a copy of the same length (so
 * every offset stays the text's own) and the copy parsed again for what else is wrong; any other first error is said
 * with every error after it, as the parser gives them.
 */
function syntaxErrorsRepairing(text: string): { message: string; offset: number }[] {
  const said: { message: string; offset: number }[] = [];
  let current = text;
  for (let round = 0; round < 50; round++) {
    const errors: ParseError[] = [];
    parseTree(current, errors, { allowTrailingComma: false, disallowComments: true });
    const all = syntaxErrorsOf(current, errors);
    if (!all.length) return said;
    const mended = mend(current, all[0].offset, all[0].message);
    if (!mended) return [...said, ...all];
    said.push({ message: mended.code, offset: all[0].offset });
    current = mended.text;
  }
  return said;
}

function mend(text: string, offset: number, code: string): { code: string; text: string } | undefined {
  const lineEnd = (from: number) => {
    const end = text.indexOf("\n", from);
    return end === -1 ? text.length : end;
  };
  const replaced = (at: number, length: number, by: string) => text.slice(0, at) + by + text.slice(at + length);
  if (offset === 0 && text.startsWith("\uFEFF")) return { code: byteOrderMarkCode, text: replaced(0, 1, " ") };
  if (text[offset] === "'") {
    const close = text.indexOf("'", offset + 1);
    if (close !== -1 && close < lineEnd(offset)) return { code: singleQuotesCode, text: `${text.slice(0, offset)}"${text.slice(offset + 1, close)}"${text.slice(close + 1)}` };
  }
  if (code === "UnexpectedEndOfString" && text[offset] === '"') {
    const end = lineEnd(offset);
    // The text goes on after the line break and is closed on the next line: one line break too many inside it.
    if (end < text.length && text.slice(end + 1, lineEnd(end + 1)).includes('"')) {
      const at = text[end - 1] === "\r" ? end - 1 : end;
      return { code: lineBreakInTextCode, text: replaced(at, end + 1 - at, " ".repeat(end + 1 - at)) };
    }
  }
  return undefined;
}

export function pointerSegments(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

export function pointerOf(segments: (string | number)[]): string {
  return segments.map((s) => "/" + String(s).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

/** The code of a comma just before a closing brace or bracket (JSON has none there), said at the comma itself. */
export const trailingCommaCode = "TrailingComma";

/**
 * The parser's errors in the order of the text, with each comma too many before a closing brace or bracket said once,
 * at the comma: the parser stops at the brace after it and says two things there ("a name was expected", "a value was
 * expected"), a line below the comma a person has to remove.
 */
function syntaxErrorsOf(text: string, errors: ParseError[]): { message: string; offset: number }[] {
  const trailing: { comma: number; closer: number }[] = [];
  const scanner = createScanner(text, true);
  let comma: number | undefined;
  for (let token = scanner.scan(); token !== SyntaxKind.EOF; token = scanner.scan()) {
    if (token === SyntaxKind.CloseBraceToken || token === SyntaxKind.CloseBracketToken) {
      if (comma !== undefined) trailing.push({ comma, closer: scanner.getTokenOffset() });
    }
    comma = token === SyntaxKind.CommaToken ? scanner.getTokenOffset() : undefined;
  }
  const closers = new Set(trailing.map((t) => t.closer));
  const others = errors.filter((e) => !closers.has(e.offset));
  // A comma where a value was expected ({"a":,}) is a value left out: said once, as that.
  const atOthers = new Set(others.map((e) => e.offset));
  return [
    ...trailing.filter((t) => !atOthers.has(t.comma)).map((t) => ({ message: trailingCommaCode, offset: t.comma })),
    ...others.map((e) => ({ message: printParseErrorCode(e.error), offset: e.offset })),
  ].sort((a, b) => a.offset - b.offset);
}
