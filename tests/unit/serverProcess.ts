import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningServer } from "../../src/cli/serverProcess.js";
import { projectRoot } from "./fixtureSite.js";

/**
 * A project folder for the real server in a temporary place: the real documents, schemas and packages (linked),
 * and an empty build, so that the server starts without `npm run build` (the API needs no page) and its data
 * folder is the test's own.
 */
export function serverRoot(): { root: string; dataDir: string } {
  const root = mkdtempSync(join(tmpdir(), "vidhi-durability-"));
  for (const name of ["config", "schemas", "pages-json", "node_modules", "package.json"]) symlinkSync(join(projectRoot, name), join(root, name));
  mkdirSync(join(root, "dist/client"), { recursive: true });
  writeFileSync(join(root, "dist/pages.json"), JSON.stringify({ builtAt: "", pages: [] }));
  return { root, dataDir: join(root, "data") };
}

/** SIGKILL, as a crash or the out-of-memory killer would: no shutdown handler runs. Resolves once the process is gone. */
export async function killHard(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((done) => server.child.once("exit", done));
  server.child.kill("SIGKILL");
  await gone;
}
