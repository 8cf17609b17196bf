import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { depthProblem, maxDocumentDepth } from "../../../src/documents/documentDepth.js";
import { loadSite } from "../../../src/documents/validateSite.js";
import { brokenSite, check, projectRoot, schemasDir, writeRaw } from "../fixtureSite.js";

const levelMessage = (what: string) =>
  `Lists and objects are nested too deeply here: a document may hold at most ${maxDocumentDepth} levels of [ ] and { } inside one another, and this ${what} opens level ${maxDocumentDepth + 1}; move it up or remove it`;

/** A banners document whose first banner's text is `inner` (raw JSON), `depth` lists deep. */
function deepBanners(depth: number, inner = "1"): string {
  const text = readFileSync(join(projectRoot, "tests/fixtures/minimal/config/banners.json"), "utf8");
  return text.replace(/^\{\n/, `{\n  "deep": ${"[".repeat(depth)}${inner}${"]".repeat(depth)},\n`);
}

describe("a document nested too deeply", () => {
  it("100,000 nested lists: one problem at the list that opens level 65, with its pointer, and the kind is not also missing", () => {
    const { root } = brokenSite("config/banners.json", () => {});
    writeRaw(root, "config/banners.json", deepBanners(100_000));
    const { problems, model } = check(root);
    expect(model).toBeUndefined();
    const column = '  "deep": '.length + maxDocumentDepth; // the first list is level 2, inside the document's object
    expect(problems).toEqual([{ file: "config/banners.json", line: 2, column, pointer: "/deep" + "/0".repeat(maxDocumentDepth - 1), message: levelMessage("list") }]);
  });

  it("a document that is nothing but nested lists: one problem, and its kind (from its file's name) is not also missing", () => {
    const { root } = brokenSite("config/banners.json", () => {});
    writeRaw(root, "config/banners.json", `${"[".repeat(100_000)}${"]".repeat(100_000)}\n`);
    const { problems, crossChecked } = check(root);
    expect(problems).toEqual([{ file: "config/banners.json", line: 1, column: maxDocumentDepth + 1, pointer: "/0".repeat(maxDocumentDepth), message: levelMessage("list") }]);
    expect(crossChecked).toBe(false);
  });

  it("the limit itself is allowed: a document of exactly 64 levels is read and checked against its schema", () => {
    const { root } = brokenSite("config/banners.json", () => {});
    writeRaw(root, "config/banners.json", deepBanners(maxDocumentDepth - 1));
    expect(check(root).problems.map((p) => [p.pointer, p.message])).toEqual([["/deep", "'deep' is not a field of banners; remove it (allowed: $schema, schemaVersion, regionLabel, brandBanner, notices, modals)"]]);
  });

  it("the editor's drafts (the loader's overlay) go through the same check", () => {
    const minimal = join(projectRoot, "tests/fixtures/minimal");
    const draft = `{"$schema": "../schemas/page.schema.json", "blocks": [{"props": ${"{\"a\": ".repeat(80_000)}1${"}".repeat(80_000)}}]}`;
    const { problems } = loadSite(minimal, schemasDir, new Map([["pages-json/deep.json", draft]]));
    const pointer = "/blocks/0/props" + "/a".repeat(maxDocumentDepth - 3);
    expect(problems.map((p) => [p.file, p.line, p.pointer, p.message])).toEqual([["pages-json/deep.json", 1, pointer, levelMessage("object")]]);
  });
});

describe("the depth scan reads the text as JSON does", () => {
  it("brackets inside texts, escaped quotes and comments are not levels", () => {
    const inText = `{"a": "${"[".repeat(100)}\\"${"{".repeat(100)}", "b": [1]}`;
    expect(depthProblem(inText)).toBeUndefined();
    expect(depthProblem(`// ${"[".repeat(100)}\n/* ${"{".repeat(100)} */ [1]`)).toBeUndefined();
  });

  it("names keys with escapes and list positions after commas in its pointer, at the right line and column", () => {
    const text = `{\n  "x": [0, 1, {"a/b~\\u0063": [[`;
    expect(depthProblem(text, 4)).toMatchObject({ line: 2, column: 31, pointer: "/x/2/a~1b~0c/0" });
  });

  it("a shallow broken text is left to the parser", () => {
    expect(depthProblem('{"a": [1, 2')).toBeUndefined();
    expect(depthProblem("]]]}}{")).toBeUndefined();
  });
});
