import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openStore } from "../server/store/openStore.js";

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
