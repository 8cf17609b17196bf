import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaTypesSource, typeFiles } from "../../../src/cli/schemaTypes.js";
import { brokenSite, projectRoot } from "../fixtureSite.js";

const validate = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["--import", "tsx", join(projectRoot, "src/cli/validate.ts"), ...args], {
    cwd: projectRoot,
    encoding: "utf8",
    env: { ...process.env, GITHUB_ACTIONS: "", ...env },
  });

// Each test starts a node process: allow for a machine busy with other work.
describe("npm run validate", () => {
  const { root } = brokenSite("config/menus/main.json", (d) => (d.tabs[1].content[0].url = "/gst-regstration"));

  it("prints file:line:column, the pointer and a sentence, a summary, and exits 1", () => {
    const r = validate([root]);
    expect(r.status).toBe(1);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^config\/menus\/main\.json:\d+:\d+ {2}\/tabs\/1\/content\/0\/url {2}link '\/gst-regstration' goes to no page; did you mean '\/gst-registration'\?$/);
    expect(lines.at(-1)).toMatch(/^1 problem in 1 file \(23 documents checked in \d+ ms\)$/);
  });

  it("--format json gives the same problems as data", () => {
    const r = validate([root, "--format", "json"]);
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatchObject({ file: "config/menus/main.json", pointer: "/tabs/1/content/0/url" });
  });

  it("prints GitHub annotations when GITHUB_ACTIONS is set", () => {
    const r = validate([root], { GITHUB_ACTIONS: "true" });
    expect(r.stdout).toMatch(/^::error file=config\/menus\/main\.json,line=\d+,col=\d+,title=\/tabs\/1\/content\/0\/url::link '\/gst-regstration' goes to no page/m);
  });

  it("says when schema problems kept links and references from being checked", () => {
    const { root: invalid } = brokenSite("config/menus/main.json", (d) => (d.tabs[0].tabName = 7));
    const r = validate([invalid]);
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split("\n").at(-1)).toMatch(/; links and references are checked once every document matches its schema$/);
  });

  it("--format=json works too; a wrong option, format or folder is refused with the usage and exit 2, not taken as a folder", () => {
    expect(JSON.parse(validate([root, "--format=json"]).stdout).ok).toBe(false);
    for (const [args, sentence] of [
      [[root, "--fromat", "json"], "Unknown option '--fromat'."],
      [[root, "--format", "xml"], "Unknown format 'xml': use --format text or --format json."],
      [[root, "--format"], "--format needs a value: text or json."],
      [["/nonexistent-vidhi-folder"], "There is no folder '/nonexistent-vidhi-folder' to check."],
      [[root, root], `One folder at a time: '${root}' and '${root}' were given.`],
    ] as const) {
      const r = validate([...args]);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr.split("\n")[0]).toBe(sentence);
      expect(r.stderr).toContain("Usage: npm run validate");
      expect(r.stdout).toBe("");
    }
    const help = validate(["--help"]);
    expect([help.status, help.stdout.split("\n")[0]]).toEqual([0, "Usage: npm run validate [-- <folder>] [--format text|json]"]);
  });

  it("exits 0 on a valid site", () => {
    const r = validate([join(projectRoot, "tests/fixtures/minimal")]);
    expect(r.stdout).toMatch(/^All 23 documents are valid: 15 pages/m);
    expect(r.status).toBe(0);
  });
});

describe("types derived from the schemas", () => {
  it.each(["documents", "contract"] as const)("the %s types are what `npm run types` makes from schemas/ now", async (part) => {
    const committed = readFileSync(join(projectRoot, typeFiles[part]), "utf8");
    expect(committed).toBe(await schemaTypesSource(join(projectRoot, "schemas"), part));
  });
});

describe("the project's own documents", () => {
  it("are all valid", () => {
    const r = validate([projectRoot]);
    expect(r.stdout).toMatch(/^All \d+ documents are valid/m);
    expect(r.status).toBe(0);
  });
});
