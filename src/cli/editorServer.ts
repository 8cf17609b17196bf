import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startRealServer, type RunningServer } from "./serverProcess.js";

/** An editor to drive: the real server on a copy of the documents, with an admin password of its own. */
export interface EditorServer extends RunningServer {
  documentsRoot: string;
  password: string;
  stop: () => void;
}

/**
 * The server as `npm start` runs it, reading and writing a temporary copy of config/ and pages-json/
 * (VIDHI_DOCUMENTS_DIR) with a store of its own, so that drafts and publishing never touch the project's documents.
 * `prepare` may add or change documents in the copy before the server starts. Uses the current build (dist/).
 */
export async function startEditorServer(root: string, prepare: (documentsRoot: string) => void = () => {}, env: Record<string, string> = {}): Promise<EditorServer> {
  const work = mkdtempSync(join(tmpdir(), "vidhi-editor-"));
  const documentsRoot = join(work, "documents");
  for (const dir of ["config", "pages-json"]) cpSync(join(root, dir), join(documentsRoot, dir), { recursive: true });
  prepare(documentsRoot);
  const password = `editor-${Math.random().toString(36).slice(2)}`;
  const server = await startRealServer(root, { VIDHI_DOCUMENTS_DIR: documentsRoot, VIDHI_DATA_DIR: join(work, "data"), VIDHI_ADMIN_PASSWORD: password, ...env });
  const stop = () => {
    server.child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  };
  return { ...server, documentsRoot, password, stop };
}
