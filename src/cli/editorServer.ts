import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { copyOfFreshStore } from "./freshStore.js";
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
 * documents in the copy, or rows in the store (its data folder is `documentsRoot`/../data), before the server starts.
 */
export async function startEditorServer(root: string, prepare: (documentsRoot: string) => void | Promise<void> = () => {}, env: Record<string, string> = {}): Promise<EditorServer> {
  mkdirSync(join(root, ".data"), { recursive: true });
  const work = mkdtempSync(join(root, ".data", "editor-"));
  const documentsRoot = join(work, "documents");
  for (const dir of ["config", "pages-json"]) cpSync(join(root, dir), join(documentsRoot, dir), { recursive: true });
  cpSync(join(root, "dist"), join(work, "dist"), { recursive: true });
  await copyOfFreshStore(root, join(work, "data", "pglite"));
  await prepare(documentsRoot);
  const password = `editor-${Math.random().toString(36).slice(2)}`;
  const server = await startRealServer(root, { VIDHI_DOCUMENTS_DIR: documentsRoot, VIDHI_DATA_DIR: join(work, "data"), VIDHI_DIST_DIR: join(work, "dist"), VIDHI_ADMIN_PASSWORD: password, ...env });
  const stop = () => {
    server.child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  };
  return { ...server, documentsRoot, password, stop };
}
