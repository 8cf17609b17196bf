import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyMoves, parseMoves } from "../../src/cli/move.js";
import { movedPath, movedSpecifier, rewriteCode, rewriteText } from "../../src/cli/movePaths.js";

const moves = [
  { from: "renderer/load", to: "src/documents" },
  { from: "tests/unit/leads.test.ts", to: "tests/unit/leads/leads.test.ts" },
];

describe("movedPath", () => {
  it("carries what is under a moved folder, and a moved file whatever extension names it", () => {
    expect(movedPath("renderer/load/siteModel.js", moves)).toBe("src/documents/siteModel.js");
    expect(movedPath("renderer/load", moves)).toBe("src/documents");
    expect(movedPath("tests/unit/leads.test.js", moves)).toBe("tests/unit/leads/leads.test.js");
    expect(movedPath("renderer/loader.ts", moves)).toBe("renderer/loader.ts");
  });
});

describe("movedSpecifier", () => {
  it("resolves from the importer's old place and re-relativises from its new one", () => {
    expect(movedSpecifier("../../renderer/load/siteModel.js", "tests/unit/leads.test.ts", "tests/unit/leads/leads.test.ts", moves)).toBe(
      "../../../src/documents/siteModel.js",
    );
    expect(movedSpecifier("./testStore.js", "tests/unit/leads.test.ts", "tests/unit/leads/leads.test.ts", moves)).toBe("../testStore.js");
    expect(movedSpecifier("../index.js", "renderer/load/siteModel.ts", "src/documents/siteModel.ts", moves)).toBe("../../renderer/index.js");
    expect(movedSpecifier("./problem.js", "renderer/load/siteModel.ts", "src/documents/siteModel.ts", moves)).toBe("./problem.js");
  });

  it("leaves packages and specifiers whose ends did not move as written", () => {
    expect(movedSpecifier("vitest", "tests/unit/leads.test.ts", "tests/unit/leads/leads.test.ts", moves)).toBe("vitest");
    expect(movedSpecifier("./b/../c.js", "src/a.ts", "src/a.ts", moves)).toBe("./b/../c.js");
  });
});

describe("rewriteCode", () => {
  it("rewrites imports, exports, import(), vi.mock(), new URL(…, import.meta.url) and import.meta.dirname paths", () => {
    const before = [
      'import { a } from "../../renderer/load/a.js";',
      'export * from "./testStore.js";',
      'import "./setup.js";',
      'const m = await import("../../renderer/load/b.js");',
      'vi.mock("./testApp.js");',
      'new URL("../../schemas/x.json", import.meta.url);',
      'resolve(import.meta.dirname, "../..");',
      'join(root, "renderer/load/a.ts"); // see renderer/load/',
    ].join("\n");
    expect(rewriteText(rewriteCode(before, "tests/unit/leads.test.ts", "tests/unit/leads/leads.test.ts", moves), moves).split("\n")).toEqual([
      'import { a } from "../../../src/documents/a.js";',
      'export * from "../testStore.js";',
      'import "../setup.js";',
      'const m = await import("../../../src/documents/b.js");',
      'vi.mock("../testApp.js");',
      'new URL("../../../schemas/x.json", import.meta.url);',
      'resolve(import.meta.dirname, "../../..");',
      'join(root, "src/documents/a.ts"); // see src/documents/',
    ]);
  });
});

describe("rewriteText", () => {
  it("replaces paths written from the root, never a longer name that starts the same", () => {
    expect(rewriteText("`renderer/load/**` and tests/unit/leads.test.ts. Not renderer/loader nor x/renderer/load.", moves)).toBe(
      "`src/documents/**` and tests/unit/leads/leads.test.ts. Not renderer/loader nor x/renderer/load.",
    );
  });
});

describe("applyMoves", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("git-moves a folder and a file and rewrites the imports of the files that moved and of those that did not", () => {
    root = mkdtempSync(join(tmpdir(), "vidhi-move-"));
    const files: Record<string, string> = {
      "renderer/load/a.ts": 'import { c } from "../c.js";\nexport const a = c;\n',
      "renderer/c.ts": "export const c = 1;\n",
      "src/b.ts": 'import { a } from "../renderer/load/a.js";\nexport const b = a;\n',
      "docs/x.md": "See `renderer/load/a.ts`.\n",
      "package.json": '{ "scripts": { "v": "tsx renderer/load/a.ts" } }\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    execFileSync("git", ["init", "-q"], { cwd: root });
    execFileSync("git", ["add", "."], { cwd: root });
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "before"], { cwd: root });
    const result = applyMoves(root, parseMoves(["renderer/load=src/documents/", "src/b.ts=src/x/b.ts"]));
    expect(result.moved).toBe(2);
    const read = (path: string) => readFileSync(join(root, path), "utf8");
    expect(read("src/documents/a.ts")).toBe('import { c } from "../../renderer/c.js";\nexport const a = c;\n');
    expect(read("src/x/b.ts")).toBe('import { a } from "../documents/a.js";\nexport const b = a;\n');
    expect(read("docs/x.md")).toBe("See `src/documents/a.ts`.\n");
    expect(read("package.json")).toContain("tsx src/documents/a.ts");
    expect(execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" })).toMatch(/^R. renderer\/load\/a.ts -> src\/documents\/a.ts$/m);
  });
});
