// The unit test files that run against a store, for the PostgreSQL leg (npm run test:postgres): the files whose
// imports reach tests/unit/testStore.ts (the store a test runs on: PGlite, or PostgreSQL when
// VIDHI_TEST_DATABASE_URL is set), directly or through a kit (testApp.ts, editorApiKit.ts...), and the files that read
// VIDHI_TEST_DATABASE_URL themselves (the fleets of server processes). The others (documents, tooling, pure rules)
// run the same code on either store, so the leg does not run them twice. Prints the files, or with `--run` runs
// vitest on them.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const storeModule = join(root, "tests/unit/testStore.ts");

/** The .ts files a file imports by a relative path (what tests import of tests/ and src/), as absolute paths. */
function relativeImports(file) {
  const text = readFileSync(file, "utf8");
  const found = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolve(dirname(file), match[1]).replace(/\.js$/, "");
    for (const candidate of [`${target}.ts`, `${target}.tsx`, join(target, "index.ts")]) if (existsSync(candidate)) found.push(candidate);
  }
  return found;
}

const reaches = new Map();
/** Whether a file's imports reach the test store (tests/ files only: src/ never imports a test's store). */
function reachesStore(file, seen = new Set()) {
  if (file === storeModule) return true;
  if (reaches.has(file)) return reaches.get(file);
  if (seen.has(file) || !file.startsWith(join(root, "tests"))) return false;
  seen.add(file);
  const result = relativeImports(file).some((f) => reachesStore(f, seen));
  reaches.set(file, result);
  return result;
}

const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
const files = walk(join(root, "tests/unit"))
  .filter((f) => f.endsWith(".test.ts"))
  .filter((f) => reachesStore(f) || readFileSync(f, "utf8").includes("VIDHI_TEST_DATABASE_URL"))
  .map((f) => relative(root, f))
  .sort();

if (process.argv.includes("--run")) {
  process.stdout.write(`The PostgreSQL leg: ${files.length} test files that run against a store (tests/postgres/storeTests.mjs).\n`);
  const run = spawnSync(join(root, "node_modules/.bin/vitest"), ["run", ...files], { stdio: "inherit", cwd: root });
  process.exit(run.status ?? 1);
} else {
  process.stdout.write(`${files.join("\n")}\n`);
}
