// No import circles (a file that, through its imports, comes back to itself), type-only imports included: a circle
// ties its files into one knot that is read, tested and changed only as a whole, and makes the order of module
// evaluation matter. The graph of the project's own files is read once per lint run from the sources on disk.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const folders = ["src", "renderer", "tests", "eslint"];
const skipped = new Set(["node_modules", "dist", ".data", "test-results", "playwright-report"]);
const importPattern = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?["'](\.[^"']+)["']/g;

/** The file a relative import names (TypeScript's `.js` written for a `.ts` or `.tsx` file), or undefined. */
export function importedFile(fromFile, source) {
  const base = resolve(dirname(fromFile), source).replace(/\.(js|jsx|mjs)$/, "");
  return [base + ".ts", base + ".tsx", base + ".js", join(base, "index.ts")].find((f) => existsSync(f) && statSync(f).isFile());
}

function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (skipped.has(name) || name.startsWith(".")) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|js)$/.test(name) && !name.endsWith(".d.ts")) files.push(path);
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return files;
}

/** Each file's imports of project files, and the strongly connected part (Tarjan) each file is in when it has more than one file. */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, "utf8");
    graph.set(file, [...new Set([...text.matchAll(importPattern)].map((m) => importedFile(file, m[1])).filter(Boolean))]);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const partOf = new Map();
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const part = new Set();
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      part.add(w);
    } while (w !== v);
    if (part.size > 1) for (const f of part) partOf.set(f, part);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return { graph, partOf };
}

/** The shortest way from `from` back to `to` inside one part of the graph, as a list of files. */
function wayBack(graph, part, from, to) {
  const cameFrom = new Map([[from, undefined]]);
  for (const queue = [from]; queue.length; ) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of graph.get(v) ?? []) {
      if (!part.has(w) || cameFrom.has(w)) continue;
      cameFrom.set(w, v);
      queue.push(w);
    }
  }
  const way = [];
  for (let v = to; v !== undefined; v = cameFrom.get(v)) way.unshift(v);
  return way;
}

const graphs = new Map();

export const noImportCycles = {
  meta: {
    type: "problem",
    docs: { description: "No file comes back to itself through its imports (type-only imports included)." },
    schema: [],
    messages: {
      circle: "This import closes a circle: {{circle}}. Move what the files share into a file of its own that imports neither.",
    },
  },
  create(context) {
    const root = context.cwd;
    if (!graphs.has(root)) graphs.set(root, importGraph(root));
    const { graph, partOf } = graphs.get(root);
    const file = context.filename;
    const part = partOf.get(file);
    if (!part) return {};
    const name = (f) => relative(root, f).split("\\").join("/");
    function check(node) {
      if (!node || node.type !== "Literal" || typeof node.value !== "string" || !node.value.startsWith(".")) return;
      const target = importedFile(file, node.value);
      if (!target || !part.has(target)) return;
      context.report({ node, messageId: "circle", data: { circle: [file, ...wayBack(graph, part, target, file)].map(name).join(" → ") } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};
