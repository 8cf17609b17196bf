// `npm start`: the server compiled to plain JavaScript (compileServer.mjs, in a child process), run in this process.
// package.json runs it with V8's --optimize-for-size: V8 then grows the heap less eagerly between collections, which
// keeps the process smaller under load (`npm run bench -- memory`; docs/operations.md), with no hard heap limit that could crash it.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL, URL } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const compile = spawnSync(process.execPath, [fileURLToPath(new URL("./compileServer.mjs", import.meta.url)), root], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
if (compile.status === 0) {
  await import(pathToFileURL(join(compile.stdout, "src/server/main.js")).href);
} else {
  // A project folder the server may not write to (node_modules/.cache) must not keep the site down: tsx compiles
  // each file as it is imported instead, as `npm start` did before, at the memory cost docs/operations.md gives.
  process.stderr.write(`Compiling the server failed (exit ${compile.status ?? compile.signal}): running it through tsx instead, which holds ~100 MiB more memory.\n`);
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(join(root, "src/server/main.ts")).href);
}
