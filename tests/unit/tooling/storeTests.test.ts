import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../fixtureSite.js";

/** The files tests/postgres/storeTests.mjs gives the PostgreSQL leg. */
const storeTests = execFileSync(process.execPath, [join(projectRoot, "tests/postgres/storeTests.mjs")], { encoding: "utf8" }).trim().split("\n");
const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
const unitTests = walk(join(projectRoot, "tests/unit"))
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => relative(projectRoot, f));

describe("the PostgreSQL leg's files", () => {
  it("holds every file that opens an app or a test store, or reads the PostgreSQL address itself", () => {
    const opensStore = unitTests.filter((f) => /\b(testApp|openTestStore|editorApp|paymentsApp)\(|VIDHI_TEST_DATABASE_URL/.test(readFileSync(join(projectRoot, f), "utf8")));
    expect(opensStore.length).toBeGreaterThan(40);
    expect(opensStore.filter((f) => !storeTests.includes(f))).toEqual([]);
  });

  it("leaves out files that run the same code on either store: documents, tooling, pure rules", () => {
    for (const f of ["tests/unit/documents/validatorProperty.test.ts", "tests/unit/leads/leadPolicy.test.ts", "tests/unit/server/memoryStore.test.ts"]) {
      expect(unitTests).toContain(f);
      expect(storeTests).not.toContain(f);
    }
    expect(storeTests).toContain("tests/unit/leads/leads.test.ts");
    expect(storeTests).toContain("tests/unit/site/fleet.test.ts");
  });
});
