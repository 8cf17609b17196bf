import { spawn } from "node:child_process";
import { documentsDirEnv } from "./documentsRoot.js";

/** The build failed (its documents have problems, or Vite stopped): what it printed, problems first. */
export class BuildFailed extends Error {
  constructor(readonly output: string) {
    super(output);
  }
}

/**
 * `npm run build` of the documents under documentsRoot into outDir, in a process of its own: each build gets a
 * fresh Vite and imports a fresh SSR bundle (an import in this process would keep the first one for good), and the
 * server's event loop keeps answering meanwhile.
 */
export function buildInChild(codeRoot: string, documentsRoot: string, outDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/build.ts", "--out", outDir], {
      cwd: codeRoot,
      env: { ...process.env, [documentsDirEnv]: documentsRoot },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let printed = "";
    let failed = "";
    child.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (failed += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(printed.trim()) : reject(new BuildFailed(`${failed}${printed}`.trim()))));
  });
}
