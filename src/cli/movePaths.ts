import { dirname, posix } from "node:path";
import ts from "typescript";

/** One move: a file or a folder of the repository (paths from its root, with '/'). */
export interface Move {
  from: string;
  to: string;
}

const codeExtension = /\.(tsx?|jsx?|mjs|cjs|mts|json)$/;

/** A path without the extension TypeScript swaps in a specifier (`./x.js` names `x.ts`). */
function stem(path: string): string {
  return path.replace(codeExtension, "");
}

/**
 * Where a path of the old tree is in the new one. A folder move carries everything under it; a file move matches the
 * file whatever extension the specifier wrote, and keeps that extension. The longest matching move wins.
 */
export function movedPath(path: string, moves: readonly Move[]): string {
  const clean = path.replace(/\/$/, "");
  let best: { move: Move; rest: string; file: boolean } | undefined;
  for (const move of moves) {
    const file = codeExtension.test(move.from);
    let rest: string | undefined;
    if (clean === move.from) rest = "";
    else if (clean.startsWith(move.from + "/")) rest = clean.slice(move.from.length);
    else if (file && stem(clean) === stem(move.from)) rest = clean.slice(stem(move.from).length);
    if (rest === undefined || (best && best.move.from.length >= move.from.length)) continue;
    best = { move, rest, file: file && rest !== "" && !rest.startsWith("/") };
  }
  if (!best) return clean;
  return (best.file ? stem(best.move.to) : best.move.to) + best.rest;
}

/** A relative specifier from `fromFile` to `target`, in the `./`, `../` style of the repository's imports. */
function relativeSpecifier(fromFile: string, target: string, keepSlash: boolean): string {
  let spec = posix.relative(dirname(fromFile), target) || ".";
  if (!spec.startsWith(".")) spec = "./" + spec;
  return keepSlash && !spec.endsWith("/") ? spec + "/" : spec;
}

/** The relative specifier `spec` written in `oldFile`, once both it and what it names have moved. */
export function movedSpecifier(spec: string, oldFile: string, newFile: string, moves: readonly Move[]): string {
  if (!spec.startsWith("./") && !spec.startsWith("../") && spec !== "." && spec !== "..") return spec;
  const oldTarget = posix.normalize(posix.join(dirname(oldFile), spec));
  const newTarget = movedPath(oldTarget, moves);
  if (newTarget === oldTarget && newFile === oldFile) return spec;
  const next = relativeSpecifier(newFile, newTarget, spec.endsWith("/"));
  // Nothing moved that this specifier depends on: keep it as written.
  return posix.normalize(posix.join(dirname(newFile), next)) === posix.normalize(posix.join(dirname(newFile), spec)) ? spec : next;
}

/** The string literals of `text` that name a file from the file's own folder, found in its syntax tree. */
function specifierLiterals(text: string, fileName: string): ts.StringLiteralLike[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : /\.[mc]?jsx?$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: ts.StringLiteralLike[] = [];
  const textOf = (node: ts.Node) => node.getText(source);
  const visit = (node: ts.Node): void => {
    // import and export `from`, a bare `import "x"`, and `typeof import("x")`.
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier);
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) found.push(node.argument.literal);
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const args = node.arguments ?? ts.factory.createNodeArray();
      const callee = node.expression.kind === ts.SyntaxKind.ImportKeyword ? "import" : textOf(node.expression);
      const first = args[0];
      // `import()`, `vi.mock()` and its kin, `new URL(…, import.meta.url)`.
      if (first && ts.isStringLiteralLike(first)) {
        if (ts.isCallExpression(node) && (callee === "import" || /^vi\.(mock|doMock|unmock|importActual|importMock)$/.test(callee))) found.push(first);
        if (ts.isNewExpression(node) && callee === "URL" && args[1] && textOf(args[1]) === "import.meta.url") found.push(first);
      }
      // A path joined to `import.meta.dirname`: `resolve(import.meta.dirname, "../..")`.
      args.forEach((arg, i) => {
        const next = args[i + 1];
        if (textOf(arg) === "import.meta.dirname" && next && ts.isStringLiteralLike(next)) found.push(next);
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The code of `oldFile`, now at `newFile`, with every relative specifier still naming the same file. */
export function rewriteCode(text: string, oldFile: string, newFile: string, moves: readonly Move[]): string {
  // Only the literals the syntax tree places in an import: a path inside a string or a comment is text.
  const literals = specifierLiterals(text, oldFile).sort((a, b) => b.end - a.end);
  let out = text;
  for (const literal of literals) {
    const next = movedSpecifier(literal.text, oldFile, newFile, moves);
    if (next !== literal.text) out = out.slice(0, literal.end - 1 - literal.text.length) + next + out.slice(literal.end - 1);
  }
  return out;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Plain text (configs, scripts, docs) with every moved path written from the root replaced by its new path. */
export function rewriteText(text: string, moves: readonly Move[]): string {
  if (moves.length === 0) return text;
  const names = moves.map((m) => escape(m.from)).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\w./-])(${names.join("|")})(?![\\w-]|\\.\\w)`, "g");
  return text.replace(pattern, (path: string) => movedPath(path, moves));
}
