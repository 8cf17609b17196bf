import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyMoves, parseMoves } from "../../../src/cli/move.js";
import { movedPath, movedSpecifier, rewriteCode, rewriteText } from "../../../src/cli/movePaths.js";

const moves = [
  { from: "app/load", to: "lib/app/documents" },
  { from: "spec/leads.test.ts", to: "spec/leads/leads.test.ts" },
];

describe("movedPath", () => {
  it("carries what is under a moved folder, and a moved file whatever extension names it", () => {
    expect(movedPath("app/load/siteModel.js", moves)).toBe("lib/app/documents/siteModel.js");
    expect(movedPath("app/load", moves)).toBe("lib/app/documents");
    expect(movedPath("spec/leads.test.js", moves)).toBe("spec/leads/leads.test.js");
    expect(movedPath("app/loader.ts", moves)).toBe("app/loader.ts");
  });
});

describe("movedSpecifier", () => {
  it("resolves from the importer's old place and re-relativises from its new one", () => {
    expect(movedSpecifier("../app/load/siteModel.js", "spec/leads.test.ts", "spec/leads/leads.test.ts", moves)).toBe(
      "../../lib/app/documents/siteModel.js",
    );
    expect(movedSpecifier("./testStore.js", "spec/leads.test.ts", "spec/leads/leads.test.ts", moves)).toBe("../testStore.js");
    expect(movedSpecifier("../index.js", "app/load/siteModel.ts", "lib/app/documents/siteModel.ts", moves)).toBe("../../../app/index.js");
    expect(movedSpecifier("./problem.js", "app/load/siteModel.ts", "lib/app/documents/siteModel.ts", moves)).toBe("./problem.js");
  });

  it("leaves packages and specifiers whose ends did not move as written", () => {
    expect(movedSpecifier("vitest", "spec/leads.test.ts", "spec/leads/leads.test.ts", moves)).toBe("vitest");
    expect(movedSpecifier("./b/../c.js", "src/a.ts", "src/a.ts", moves)).toBe("./b/../c.js");
  });
});

describe("rewriteCode", () => {
  it("rewrites imports, exports, import(), vi.mock(), new URL(…, import.meta.url) and import.meta.dirname paths, never an import inside a string", () => {
    const before = [
      'import { a } from "../app/load/a.js";',
      'export * from "./testStore.js";',
      'import "./setup.js";',
      'const m = await import("../app/load/b.js");',
      'vi.mock("./testApp.js");',
      'new URL("../../schemas/x.json", import.meta.url);',
      'resolve(import.meta.dirname, "../..");',
      'join(root, "app/load/a.ts"); // see app/load/',
      'const code = `import { t } from "./testApp.js"`; const s = "from \'./testApp.js\'";',
    ].join("\n");
    expect(rewriteText(rewriteCode(before, "spec/leads.test.ts", "spec/leads/leads.test.ts", moves), moves).split("\n")).toEqual([
      'import { a } from "../../lib/app/documents/a.js";',
      'export * from "../testStore.js";',
      'import "../setup.js";',
      'const m = await import("../../lib/app/documents/b.js");',
      'vi.mock("../testApp.js");',
      'new URL("../../../schemas/x.json", import.meta.url);',
      'resolve(import.meta.dirname, "../../..");',
      'join(root, "lib/app/documents/a.ts"); // see lib/app/documents/',
      'const code = `import { t } from "./testApp.js"`; const s = "from \'./testApp.js\'";',
    ]);
  });
});

describe("rewriteText", () => {
  it("replaces paths written from the root, never a longer name that starts the same", () => {
    expect(rewriteText("`app/load/**` and spec/leads.test.ts. Not app/loader nor x/app/load.", moves)).toBe(
      "`lib/app/documents/**` and spec/leads/leads.test.ts. Not app/loader nor x/app/load.",
    );
  });
});

describe("applyMoves", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("git-moves a folder and a file and rewrites the imports of the files that moved and of those that did not", () => {
    root = mkdtempSync(join(tmpdir(), "vidhi-move-"));
    const files: Record<string, string> = {
      "app/load/a.ts": 'import { c } from "../c.js";\nexport const a = c;\n',
      "app/c.ts": "export const c = 1;\n",
      "src/b.ts": 'import { a } from "../app/load/a.js";\nexport const b = a;\n',
      "docs/x.md": "See `app/load/a.ts`.\n",
      "package.json": '{ "scripts": { "v": "tsx app/load/a.ts" } }\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    execFileSync("git", ["init", "-q"], { cwd: root });
    execFileSync("git", ["add", "."], { cwd: root });
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "before"], { cwd: root });
    const result = applyMoves(root, parseMoves(["app/load=lib/app/documents/", "src/b.ts=src/x/b.ts"]));
    expect(result.moved).toBe(2);
    const read = (path: string) => readFileSync(join(root, path), "utf8");
    expect(read("lib/app/documents/a.ts")).toBe('import { c } from "../../../app/c.js";\nexport const a = c;\n');
    expect(read("src/x/b.ts")).toBe('import { a } from "../../lib/app/documents/a.js";\nexport const b = a;\n');
    expect(read("docs/x.md")).toBe("See `lib/app/documents/a.ts`.\n");
    expect(read("package.json")).toContain("tsx lib/app/documents/a.ts");
    expect(execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" })).toMatch(/^R. app\/load\/a.ts -> lib\/app\/documents\/a.ts$/m);
  });
});
