import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { RunningServer } from "../../src/cli/serverProcess.js";
import { projectRoot } from "./fixtureSite.js";
import { freshTestDatabase } from "./testStore.js";

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

/**
 * serverRoot() for a test file's servers, with their environment: the data folder, an admin password, `more`, and on
 * the PostgreSQL leg (testStore.ts) DATABASE_URL naming a database of the file's own, made before its tests; the
 * database and the folder go after them.
 */
export function serverRootForFile(more: Record<string, string> = {}): { root: string; dataDir: string; env: Record<string, string> } {
  const { root, dataDir } = serverRoot();
  const env: Record<string, string> = { VIDHI_DATA_DIR: dataDir, VIDHI_ADMIN_PASSWORD: randomBytes(12).toString("hex"), ...more };
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database) env.DATABASE_URL = database.url;
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  });
  return { root, dataDir, env };
}

/** SIGKILL, as a crash or the out-of-memory killer would: no shutdown handler runs. Resolves once the process is gone. */
export async function killHard(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((done) => server.child.once("exit", done));
  server.child.kill("SIGKILL");
  await gone;
}
