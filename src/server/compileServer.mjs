// The server's code as plain JavaScript, for `npm start` (start.mjs): tsx compiling at run time holds much more memory
// in the server process, and its esbuild service runs beside it (`npm run bench -- memory` measures it; docs/operations.md). Each
// TypeScript file of src/ and renderer/ becomes a .js file at the same place in the output, every other file of
// those folders is copied, and every other entry of the project is linked in, so that a path the code finds from its
// own place (../../../schemas/..., migrations/, a worker's .mjs) is the same. The output's folder is named by a hash
// of the sources: a server that runs keeps its files while another start compiles a newer copy beside it.
// Run as a script, it prints the output's folder (a child process, so that esbuild never loads into the server).
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const compiled = ["src", "renderer"];
const isTypeScript = (file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts");

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Compiles the project at `root` (once per version of its sources) into a folder under `cache`, and answers it. */
export async function compileServer(root, cache = join(root, "node_modules/.cache/vidhi-server")) {
  // esbuild as tsx (a dependency) installs it, so that its version is the one `npm start` ran before.
  const esbuild = createRequire(createRequire(join(root, "package.json")).resolve("tsx/package.json"))("esbuild");
  const files = compiled.flatMap((dir) => filesUnder(join(root, dir)));
  // The project's own place is part of the name: the copy links the project's other entries (config/, schemas/…) by
  // absolute path, so two checkouts sharing one node_modules (or a moved one) never run each other's documents.
  const hash = createHash("sha256").update(resolve(root)).update("\0").update(esbuild.version).update(readFileSync(join(root, "tsconfig.json")));
  for (const file of files) hash.update(relative(root, file)).update("\0").update(readFileSync(file));
  const out = join(cache, hash.digest("hex").slice(0, 16));
  if (existsSync(out)) return out;
  const building = `${out}.${randomBytes(6).toString("hex")}`;
  mkdirSync(building, { recursive: true });
  await esbuild.build({
    entryPoints: files.filter(isTypeScript),
    outdir: building,
    outbase: root,
    format: "esm",
    platform: "node",
    target: "node20",
    jsx: "automatic",
    tsconfig: join(root, "tsconfig.json"),
    logLevel: "warning",
  });
  for (const file of files.filter((f) => !isTypeScript(f))) cpSync(file, join(building, relative(root, file)));
  for (const entry of readdirSync(root)) if (!compiled.includes(entry) && entry !== ".git") symlinkSync(join(root, entry), join(building, entry));
  try {
    renameSync(building, out);
  } catch (e) {
    // Another start compiled the same sources meanwhile: its copy is the same.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(out)) throw e;
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(await compileServer(process.argv[2] ?? process.cwd()));
