import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { movedPath, rewriteCode, rewriteText, type Move } from "./movePaths.js";

// `npm run move -- old=new [old=new…]` or `npm run move -- --map moves.json` ({ "old": "new" }): `git mv` files and
// folders and rewrite every relative import of the repository's code, and every path from the root in its code
// (comments and literals), configs, scripts and docs, so that each still names the same file.

const codeFile = /\.(tsx?|jsx?|mjs|cjs|mts)$/;
// Text that names files from the root: the scripts, the configs, CI's entry point and workflows, the docs, the
// stylesheets' comments and the schemas' descriptions.
const textFile = (path: string) => /^(package\.json|tsconfig\.json|\.ci\/run|\.github\/.*\.ya?ml|README\.md|docs\/.*\.md|schemas\/.*\.json)$|\.css$/.test(path);

/** The moves given on the command line. */
export function parseMoves(args: readonly string[]): Move[] {
  if (args[0] === "--map") {
    const map = JSON.parse(readFileSync(args[1], "utf8")) as Record<string, string>;
    return Object.entries(map).map(([from, to]) => ({ from: clean(from), to: clean(to) }));
  }
  return args.map((arg) => {
    const [from, to] = arg.split("=");
    if (!from || !to) throw new Error(`not a move: '${arg}' (write old=new)`);
    return { from: clean(from), to: clean(to) };
  });
}

function clean(path: string): string {
  return path.replace(/^\.\//, "").replace(/\/$/, "");
}

function git(root: string, args: string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

/** Moves the files and rewrites the paths that name them; answers the files it moved and the files it rewrote. */
export function applyMoves(root: string, moves: readonly Move[]): { moved: number; rewritten: string[] } {
  const tracked = git(root, ["ls-files", "-z"]).split("\0").filter((p) => p !== "" && existsSync(join(root, p)));
  for (const move of moves) {
    if (!tracked.some((p) => p === move.from || p.startsWith(move.from + "/"))) throw new Error(`nothing tracked at ${move.from}`);
  }
  const files = tracked.filter((p) => !p.startsWith("node_modules/") && !p.startsWith("dist/"));
  // Every rewrite reads the old tree; the files are written once they are in their new places.
  const writes = new Map<string, string>();
  for (const file of files) {
    if (!codeFile.test(file) && !textFile(file)) continue;
    const text = readFileSync(join(root, file), "utf8");
    const next = codeFile.test(file) ? rewriteText(rewriteCode(text, file, movedPath(file, moves), moves), moves) : rewriteText(text, moves);
    if (next !== text) writes.set(movedPath(file, moves), next);
  }
  let moved = 0;
  for (const file of files) {
    const to = movedPath(file, moves);
    if (to === file) continue;
    mkdirSync(dirname(join(root, to)), { recursive: true });
    git(root, ["mv", file, to]);
    moved++;
  }
  for (const [file, text] of writes) writeFileSync(join(root, file), text);
  return { moved, rewritten: [...writes.keys()] };
}

if (process.argv[1]?.endsWith("move.ts")) {
  const moves = parseMoves(process.argv.slice(2));
  const { moved, rewritten } = applyMoves(process.cwd(), moves);
  console.log(`moved ${moved} files; rewrote paths in ${rewritten.length}:`);
  for (const file of rewritten) console.log(`  ${file}`);
}
