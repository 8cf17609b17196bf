import { dirname, posix } from "node:path";

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

// The places a relative path in code names a file from the file's own folder: import and export `from`, a bare
// `import`, `import()`, `vi.mock()` and `vi.importActual()`, `new URL(…, import.meta.url)`, and paths joined to
// `import.meta.dirname`.
const specifierPatterns: RegExp[] = [
  /(\bfrom\s*)(["'])(\.{1,2}(?:\/[^"']*)?)\2/g,
  /(\bimport\s*)(["'])(\.{1,2}\/[^"']*)\2/g,
  /(\bimport\s*\(\s*)(["'])(\.{1,2}\/[^"']*)\2/g,
  /(\bvi\.(?:mock|doMock|importActual|importMock)\s*(?:<[^>]*>)?\(\s*)(["'])(\.{1,2}\/[^"']*)\2/g,
  /(\bnew URL\(\s*)(["'])(\.{1,2}(?:\/[^"']*)?)\2(?=\s*,\s*import\.meta\.url)/g,
  /(\bimport\.meta\.dirname\s*,\s*)(["'])(\.{1,2}(?:\/[^"']*)?)\2/g,
];

/** The code of `oldFile`, now at `newFile`, with every relative specifier still naming the same file. */
export function rewriteCode(text: string, oldFile: string, newFile: string, moves: readonly Move[]): string {
  let out = text;
  for (const pattern of specifierPatterns) {
    out = out.replace(pattern, (_all, before: string, quote: string, spec: string) => `${before}${quote}${movedSpecifier(spec, oldFile, newFile, moves)}${quote}`);
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
