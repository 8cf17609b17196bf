import { ESLint } from "eslint";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { importGraph } from "../../../eslint/importCycles.js";
import vidhi, { layerOf, resolveImport } from "../../../eslint/importLayers.js";
import { layers } from "../../../eslint.config.js";

const root = process.cwd();
const eslint = new ESLint({ cwd: root });

/** The rule ids and messages ESLint reports for `code` as if it were the file at `path`. */
async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe("the import direction (vidhi/import-layers)", () => {
  it("puts each file in its layer, the first match winning", () => {
    expect(layerOf("renderer/index", layers)).toBe("renderer's public surface");
    expect(layerOf("renderer/types/blocks", layers)).toBe("renderer's public surface");
    expect(layerOf("src/documents/types", layers)).toBe("document types");
    expect(layerOf("src/contract/types", layers)).toBe("contract types");
    expect(layerOf("src/documents/siteModel", layers)).toBe("documents");
    expect(layerOf("renderer/RenderPage", layers)).toBe("renderer");
    expect(layerOf("src/blocks/header/Header", layers)).toBe("blocks");
    expect(layerOf("src/server/app", layers)).toBe("server");
    expect(layerOf("src/registry", layers)).toBe("composition root");
    expect(layerOf("src/registryHelpers", layers)).toBeUndefined();
  });

  it("resolves relative imports to project paths and leaves packages alone", () => {
    expect(resolveImport(`${root}/src/blocks/header/Header.tsx`, "../../../renderer/index.js", root)).toBe("renderer/index");
    expect(resolveImport(`${root}/src/blocks/header/Header.tsx`, "react", root)).toBeUndefined();
  });

  it("refuses the renderer importing a block", async () => {
    const found = await lint("renderer/RenderPage.tsx", `import { Header } from "../src/blocks/header/Header.js";\nexport const x = Header;\n`);
    expect(found).toContainEqual({
      rule: "vidhi/import-layers",
      message: expect.stringContaining("renderer may not import blocks ('../src/blocks/header/Header.js')"),
    });
  });

  it("refuses a block importing the renderer's insides, and allows its public surface", async () => {
    const inside = await lint("src/blocks/header/Header.tsx", `import type { PageData } from "../../../renderer/resolve/pageData.js";\nexport type X = PageData;\n`);
    expect(inside.map((m) => m.rule)).toContain("vidhi/import-layers");
    const publicSurface = await lint("src/blocks/header/Header.tsx", `import type { BlockType } from "../../../renderer/types/blocks.js";\nexport type X = BlockType;\n`);
    expect(publicSurface).toEqual([]);
  });

  it("refuses the client calls importing a block, through a re-export or a dynamic import too", async () => {
    const reExport = await lint("src/api/login.ts", `export { LoginDrawer } from "../blocks/login/LoginDrawer.js";\n`);
    expect(reExport.map((m) => m.message)).toEqual([expect.stringContaining("api may not import blocks")]);
    const dynamic = await lint("src/api/login.ts", `export const load = () => import("../blocks/login/LoginDrawer.js");\n`);
    expect(dynamic.map((m) => m.message)).toEqual([expect.stringContaining("api may not import blocks")]);
  });

  it("refuses the server importing a block or the browser's client, and allows the documents", async () => {
    const block = await lint("src/server/leads/leadRoutes.ts", `import { leadFormRules } from "../../blocks/leadForm/leadFormRules.js";\nexport const x = leadFormRules;\n`);
    expect(block.map((m) => m.message)).toEqual([expect.stringContaining("server may not import blocks")]);
    const loading = await lint("src/server/leads/leadRoutes.ts", `import { loadSite } from "../../documents/validateSite.js";\nexport const x = loadSite;\n`);
    expect(loading).toEqual([]);
  });

  it("lets the composition root import every layer", async () => {
    const found = await lint("src/registry.ts", `import { Header } from "./blocks/header/Header.js";\nimport { RenderPage } from "../renderer/RenderPage.js";\nexport const x = [Header, RenderPage];\n`);
    expect(found).toEqual([]);
  });
});

describe("no import circles (vidhi/no-import-cycles)", () => {
  /** A project of `files` (path → code) in a folder of its own, linted with the rule alone. */
  async function lintProject(files: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), "vidhi-cycles-"));
    for (const [path, code] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), code);
    }
    const linter = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser }, plugins: { vidhi }, rules: { "vidhi/no-import-cycles": "error" } }],
    });
    const results = await linter.lintFiles(["src/**/*.ts"]);
    return results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(dir.length + 1)}: ${m.message}`)).sort();
  }

  it("reports each import that closes a circle, type-only imports included, naming the way round", async () => {
    const found = await lintProject({
      "src/a.ts": `import { b } from "./b.js";\nexport const a = b + 1;\n`,
      "src/b.ts": `import type { C } from "./sub/c.js";\nexport const b: C = 1;\n`,
      "src/sub/c.ts": `import type { a } from "../a.js";\nexport type C = typeof a extends number ? number : never;\n`,
      "src/d.ts": `import { a } from "./a.js";\nexport const d = a;\n`,
    });
    expect(found).toEqual([
      "src/a.ts: This import closes a circle: src/a.ts → src/b.ts → src/sub/c.ts → src/a.ts. Move what the files share into a file of its own that imports neither.",
      "src/b.ts: This import closes a circle: src/b.ts → src/sub/c.ts → src/a.ts → src/b.ts. Move what the files share into a file of its own that imports neither.",
      "src/sub/c.ts: This import closes a circle: src/sub/c.ts → src/a.ts → src/b.ts → src/sub/c.ts. Move what the files share into a file of its own that imports neither.",
    ]);
  });

  it("the project has none", () => {
    expect([...new Set(importGraph(process.cwd()).partOf.values())].map((part) => [...part])).toEqual([]);
  });
});

describe("the rules of hooks", () => {
  it("refuses an effect that reads a value missing from its dependencies", async () => {
    const code = `import { useEffect, useState } from "react";\nexport function Countdown({ from }: { from: number }) {\n  const [left, setLeft] = useState(from);\n  useEffect(() => {\n    const t = setTimeout(() => setLeft(from - 1), 1000);\n    return () => clearTimeout(t);\n  }, []);\n  return left;\n}\n`;
    const found = await lint("src/blocks/otp/Countdown.tsx", code);
    expect(found).toContainEqual({ rule: "react-hooks/exhaustive-deps", message: expect.stringContaining("missing dependency: 'from'") });
  });

  it("refuses a hook called conditionally", async () => {
    const code = `import { useState } from "react";\nexport function Box({ on }: { on: boolean }) {\n  if (on) {\n    const [v] = useState(0);\n    return v;\n  }\n  return null;\n}\n`;
    const found = await lint("src/blocks/otp/Box.tsx", code);
    expect(found.map((m) => m.rule)).toContain("react-hooks/rules-of-hooks");
  });
});
