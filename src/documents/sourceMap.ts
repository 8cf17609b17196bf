import { findNodeAtLocation, parseTree, type Node, type ParseError, printParseErrorCode } from "jsonc-parser";

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
    syntaxErrors: errors.map((e) => ({ message: printParseErrorCode(e.error), ...position(e.offset) })),
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
