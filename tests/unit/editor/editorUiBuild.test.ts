import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildEditor } from "../../../src/cli/buildEditor.js";
import { editorAssetsUrl } from "../../../src/server/editor/editorPages.js";
import { editorSchemaFiles, selfContainedSchema, validatorsCode } from "../../../src/cli/editorSchemas.js";

// The editor's forms need no code compiled in the browser: the admin CSP has no 'unsafe-eval'.
const compiles = /new Function|\beval\(|Function\(\s*["'`]/;
const out = mkdtempSync(join(tmpdir(), "vidhi-editor-build-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

describe("the editor's schemas and validators", () => {
  it("every document schema is self-contained: only local references, every one of them defined", () => {
    for (const file of editorSchemaFiles) {
      const text = JSON.stringify(selfContainedSchema("schemas", file));
      const refs = [...text.matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]);
      expect(refs.every((r) => r.startsWith("#/")), file).toBe(true);
      const defs = (JSON.parse(text) as { $defs?: Record<string, unknown> }).$defs ?? {};
      for (const r of refs.filter((r) => r.startsWith("#/$defs/"))) expect(r.split("/")[2] in defs, `${file} ${r}`).toBe(true);
    }
  });

  it("the generated validators contain no new Function and no eval", () => {
    for (const file of editorSchemaFiles) expect(compiles.test(validatorsCode(selfContainedSchema("schemas", file))), file).toBe(false);
  });

  it("the built editor (main.js, its chunks, main.css) contains none either, and its kinds are chunks of their own", async () => {
    await buildEditor(process.cwd(), out);
    const files = filesUnder(out);
    expect(files.map((f) => f.slice(out.length + 1))).toEqual(expect.arrayContaining(["main.js", "main.css"]));
    for (const f of files.filter((f) => f.endsWith(".js"))) expect(compiles.test(readFileSync(f, "utf8")), f).toBe(false);
    expect(files.some((f) => /chunks\/menu\.validators-.*\.js$/.test(f))).toBe(true);
    expect(readFileSync(join(out, "main.js"), "utf8")).not.toMatch(/professionalFeePaise/); // schemas stay in their kinds' chunks
    // Its chunks are preloaded from where the server answers them (a base of "/" asked /chunks/…, two 404s a document).
    expect(readFileSync(join(out, "main.js"), "utf8")).toContain(editorAssetsUrl);
  });
});
