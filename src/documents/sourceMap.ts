import { createScanner, findNodeAtLocation, parseTree, type Node, type ParseError, printParseErrorCode, SyntaxKind } from "jsonc-parser";

/** A parsed JSON document that can say where (line, column) a JSON pointer is. */
export interface SourceDocument {
  file: string;
  text: string;
  data: unknown;
  syntaxErrors: { message: string; line: number; column: number }[];
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
  return {
    file,
    text,
    data,
    syntaxErrors: syntaxErrorsOf(text, errors).map(({ message, offset }) => ({ message, ...position(offset) })),
    locate,
  };
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
  return [
    ...trailing.map((t) => ({ message: trailingCommaCode, offset: t.comma })),
    ...errors.filter((e) => !closers.has(e.offset)).map((e) => ({ message: printParseErrorCode(e.error), offset: e.offset })),
  ].sort((a, b) => a.offset - b.offset);
}
