import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brokenSite, projectRoot } from "../fixtureSite.js";
import { asVersion1 } from "./migrateSamples.js";

const file = "config/category-options/legal-issues.json";
const current = readFileSync(join(projectRoot, "tests/fixtures/minimal", file), "utf8");

const migrate = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["--import", "tsx", join(projectRoot, "src/cli/migrate.ts"), ...args], {
    cwd: projectRoot,
    encoding: "utf8",
    env: { ...process.env, VIDHI_DOCUMENTS_DIR: "", ...env },
  });

const lines = (stdout: string) => stdout.trim().split("\n");
const describeLine = "  1 → 2: moved the categories from 'fields' (a list of one field, of which only the first was used) to a plain list 'categories'";

// Each test starts a node process: allow for a machine busy with other work.
describe("npm run migrate", () => {
  it("--check on a site whose documents are current: exit 0", () => {
    const { root } = brokenSite(file, () => {});
    const r = migrate([root, "--check"]);
    expect(lines(r.stdout)).toEqual(["Every document is at its schema's current version"]);
    expect(r.status).toBe(0);
  });

  it("--check lists each old document with what would be done, exits 1, and writes nothing", () => {
    const { root, text } = brokenSite(file, asVersion1);
    const r = migrate([root, "--check"]);
    expect(lines(r.stdout)).toEqual([
      `${file}: written for version 1, needs migrating to version 2`,
      describeLine,
      "1 document written for an older version: run npm run migrate",
    ]);
    expect(r.status).toBe(1);
    expect(readFileSync(join(root, file), "utf8")).toBe(text);
  });

  it("rewrites the old document byte for byte as the current one is written, says what it did, and validates the result", () => {
    const { root, text } = brokenSite(file, asVersion1);
    expect(text).not.toBe(current);
    const r = migrate([root]);
    expect(lines(r.stdout)).toEqual([`${file}: migrated from version 1 to version 2`, describeLine, "Migrated 1 document; all 23 documents are valid"]);
    expect(r.status).toBe(0);
    expect(readFileSync(join(root, file), "utf8")).toBe(current);
    // The atomic write leaves no temporary file behind.
    expect(readdirSync(join(root, "config/category-options"))).toEqual(["legal-issues.json"]);
    expect(migrate([root, "--check"]).status).toBe(0);
  });

  it("finds the documents under VIDHI_DOCUMENTS_DIR when no folder is given", () => {
    const { root } = brokenSite(file, asVersion1);
    const r = migrate(["--check"], { VIDHI_DOCUMENTS_DIR: root });
    expect(lines(r.stdout)[0]).toBe(`${file}: written for version 1, needs migrating to version 2`);
    expect(r.status).toBe(1);
  });

  it("says which problems remain after migrating, and exits 1", () => {
    const { root } = brokenSite(file, asVersion1);
    const menu = join(root, "config/menus/main.json");
    const doc = JSON.parse(readFileSync(menu, "utf8"));
    doc.tabs[1].content[0].url = "/gst-regstration";
    writeFileSync(menu, JSON.stringify(doc, null, 2) + "\n");
    const r = migrate([root]);
    const out = lines(r.stdout);
    expect(out[0]).toBe(`${file}: migrated from version 1 to version 2`);
    expect(out[2]).toMatch(/^config\/menus\/main\.json:\d+:\d+ {2}\/tabs\/1\/content\/0\/url {2}link '\/gst-regstration' goes to no page/);
    expect(out.at(-1)).toBe("Migrated 1 document; 1 problem remains (above): fix it by hand, then run npm run validate");
    expect(r.status).toBe(1);
    expect(readFileSync(join(root, file), "utf8")).toBe(current);
  });

  it("an empty folder has nothing to migrate", () => {
    const r = migrate([mkdtempSync(join(tmpdir(), "vidhi-empty-")), "--check"]);
    expect(r.status).toBe(0);
  });
});
