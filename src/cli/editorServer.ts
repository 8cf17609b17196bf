import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openStore } from "../server/store/openStore.js";
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

/**
 * An embedded store with every migration applied and no rows, copied into `storeDir` (the PGlite folder of a data
 * folder, `<VIDHI_DATA_DIR>/pglite`) from one made once per PGlite version and set of migrations under .data/:
 * creating one runs PostgreSQL's initdb in WebAssembly and then the migrations (seconds of CPU each), and tests start
 * many servers. The server runs the migrations at start as on any folder (none is left to apply) and seeds an empty
 * store as `npm start` does. Made beside and renamed into place, so two processes at once each end with a whole one.
 */
export async function copyOfFreshStore(root: string, storeDir: string): Promise<void> {
  const { version } = JSON.parse(readFileSync(join(root, "node_modules", "@electric-sql", "pglite", "package.json"), "utf8")) as { version: string };
  const migrations = join(root, "src", "server", "store", "migrations");
  const hash = createHash("sha256");
  for (const name of readdirSync(migrations).sort()) hash.update(name).update("\0").update(readFileSync(join(migrations, name)));
  const fresh = join(root, ".data", `pglite-migrated-${version}-${hash.digest("hex").slice(0, 12)}`);
  if (!existsSync(join(fresh, "PG_VERSION"))) {
    mkdirSync(join(root, ".data"), { recursive: true });
    const made = mkdtempSync(join(root, ".data", "pglite-making-"));
    // openStore creates the folder (initdb, in a child process) and migrates it.
    await (await openStore({ dataDir: made })).close();
    try {
      renameSync(made, fresh);
    } catch {
      rmSync(made, { recursive: true, force: true });
    }
  }
  cpSync(fresh, storeDir, { recursive: true });
}
