import { existsSync, lstatSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileServer } from "../../../src/server/compileServer.mjs";
import { openStore } from "../../../src/server/store/openStore.js";
import { projectRoot } from "../fixtureSite.js";

/**
 * What keeps the server's memory small (docs/operations.md), checked where it can be checked without
 * measuring: PGlite with the memory settings of store/pgliteOptions.ts, on a data folder created by a child process;
 * the server compiled once per version of its sources, by any number of starts at once (compileServer.mjs).
 */
const scratch = mkdtempSync(join(tmpdir(), "vidhi-memory-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the server's memory", () => {
  it("a PGlite store on a new data folder runs with the small memory settings, and opens again with them", async () => {
    const dataDir = join(scratch, "pglite");
    for (let run = 0; run < 2; run++) {
      const store = await openStore({ dataDir });
      try {
        expect(await store.query("show shared_buffers")).toEqual([{ shared_buffers: "16MB" }]);
        expect(await store.query("show maintenance_work_mem")).toEqual([{ maintenance_work_mem: "16MB" }]);
        expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
      } finally {
        await store.close();
      }
    }
  });

  it("starts compiling at the same time share one compiled copy of the server, with every non-TypeScript file beside it", async () => {
    const cache = join(scratch, "compiled");
    const outs = await Promise.all([compileServer(projectRoot, cache), compileServer(projectRoot, cache), compileServer(projectRoot, cache)]);
    expect(new Set(outs).size).toBe(1);
    // One folder: the losers of the race removed their own copies.
    expect(readdirSync(cache)).toEqual([outs[0].split("/").pop()]);
    for (const file of ["src/server/main.js", "src/server/store/pgliteCreate.mjs", "src/server/maps/cityListWorker.mjs", "src/server/store/migrations/001_events.sql"]) expect(existsSync(join(outs[0], file)), file).toBe(true);
    expect(lstatSync(join(outs[0], "schemas")).isSymbolicLink()).toBe(true);
  });

  it("two checkouts sharing one node_modules each run their own documents: the copy is named by the project's place too", async () => {
    const cache = join(scratch, "shared");
    const elsewhere = join(scratch, "checkout");
    symlinkSync(projectRoot, elsewhere);
    const [here, there] = [await compileServer(projectRoot, cache), await compileServer(elsewhere, cache)];
    expect(here).not.toBe(there);
    expect(readlinkSync(join(there, "schemas"))).toBe(join(elsewhere, "schemas"));
  });
});
