import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * PostgreSQL's memory settings for the embedded store. PGlite runs one backend inside this process's WebAssembly
 * memory, with PostgreSQL's server defaults (shared_buffers 128MB, maintenance_work_mem 64MB...), sized for a
 * machine that is only a database: on one site's data, 16MB of buffers hold every table, and the process is much
 * smaller (`npm run bench -- memory` measures it; docs/operations.md). Applied at every start, so an existing data folder gets them too.
 */
const memorySettings: Record<string, string> = {
  shared_buffers: "16MB",
  wal_buffers: "1MB",
  temp_buffers: "1MB",
  maintenance_work_mem: "16MB",
};

export const pgliteOptions: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, ...Object.entries(memorySettings).flatMap(([name, value]) => ["-c", `${name}=${value}`])],
};

const createScript = fileURLToPath(new URL("./pgliteCreate.mjs", import.meta.url));

/**
 * Creates the data folder when it has no database yet. PGlite's initdb runs in a second WebAssembly module and keeps
 * a copy of its memory: done in this process it would leave hundreds of MiB behind for the process's whole life. In a
 * child process, all of it goes when the child exits.
 */
export async function createPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const child = spawn(process.execPath, [createScript, dataDir, JSON.stringify(pgliteOptions)], { stdio: ["ignore", "inherit", "pipe"] });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => child.on("error", reject).on("exit", resolve));
  if (code !== 0) throw new Error(`Creating the embedded database in ${dataDir} failed (exit ${code}): ${errors}`);
}
