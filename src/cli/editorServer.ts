import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createPgliteDataDir } from "../server/store/pgliteOptions.js";
import { startRealServer, type RunningServer } from "./serverProcess.js";

/** An editor to drive: the real server on a copy of the documents, with an admin password of its own. */
export interface EditorServer extends RunningServer {
  documentsRoot: string;
  password: string;
  stop: () => void;
}

/**
 * The server as `npm start` runs it, reading and writing a temporary copy of config/ and pages-json/
 * (VIDHI_DOCUMENTS_DIR) with a store of its own, serving and rebuilding a copy of the current build (VIDHI_DIST_DIR),
 * so that drafts and publishing never touch the project's documents or dist/. The copies sit under .data/ (ignored by
 * git), whose parent reaches node_modules as the build's server-side bundle needs. `prepare` may add or change
 * documents in the copy before the server starts.
 */
export async function startEditorServer(root: string, prepare: (documentsRoot: string) => void = () => {}, env: Record<string, string> = {}): Promise<EditorServer> {
  mkdirSync(join(root, ".data"), { recursive: true });
  const work = mkdtempSync(join(root, ".data", "editor-"));
  const documentsRoot = join(work, "documents");
  for (const dir of ["config", "pages-json"]) cpSync(join(root, dir), join(documentsRoot, dir), { recursive: true });
  cpSync(join(root, "dist"), join(work, "dist"), { recursive: true });
  prepare(documentsRoot);
  await copyOfFreshDatabase(root, join(work, "data"));
  const password = `editor-${Math.random().toString(36).slice(2)}`;
  const server = await startRealServer(root, { VIDHI_DOCUMENTS_DIR: documentsRoot, VIDHI_DATA_DIR: join(work, "data"), VIDHI_DIST_DIR: join(work, "dist"), VIDHI_ADMIN_PASSWORD: password, ...env });
  const stop = () => {
    server.child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  };
  return { ...server, documentsRoot, password, stop };
}

/**
 * An empty embedded database folder, copied from one created once per PGlite version under .data/: creating one runs
 * PostgreSQL's initdb in WebAssembly (seconds of CPU), and tests start many servers. The server migrates it at start
 * as it would a folder of its own. Created beside and renamed into place, so two processes at once each end with a whole one.
 */
async function copyOfFreshDatabase(root: string, dataDir: string): Promise<void> {
  const { version } = JSON.parse(readFileSync(join(root, "node_modules", "@electric-sql", "pglite", "package.json"), "utf8")) as { version: string };
  const fresh = join(root, ".data", `pglite-fresh-${version}`);
  if (!existsSync(join(fresh, "PG_VERSION"))) {
    const made = mkdtempSync(join(root, ".data", "pglite-making-"));
    await createPgliteDataDir(made);
    try {
      renameSync(made, fresh);
    } catch {
      rmSync(made, { recursive: true, force: true });
    }
  }
  cpSync(fresh, dataDir, { recursive: true });
}
