import { describe, expect, it } from "vitest";
import { maxDocumentDepth } from "../../../src/documents/documentDepth.js";
import { editorSuite } from "./editorApiKit.js";

/** A document on disk nested far deeper than documents may be: the editor still opens, and names the problem. */
describe("the editor with a document nested too deeply", () => {
  const editor = editorSuite();

  it("lists the site (the document only as a problem, as a file that is not JSON is), instead of failing with 500", async () => {
    const text = editor.text("config/banners.json");
    editor.write("config/banners.json", text.replace(/^\{\n/, `{\n  "deep": ${"[".repeat(100_000)}1${"]".repeat(100_000)},\n`));
    const site = await editor.call("GET", "/admin/editor/api/site");
    expect(site.status).toBe(200);
    expect(site.body.documents.map((d: { file: string }) => d.file)).not.toContain("config/banners.json");
    const problems = site.body.problems.filter((p: { file: string }) => p.file === "config/banners.json");
    expect(problems.map((p: { pointer: string; message: string }) => [p.pointer, p.message.split(";")[0]])).toEqual([
      [
        "/deep" + "/0".repeat(maxDocumentDepth - 1),
        `Lists and objects are nested too deeply here: a document may hold at most ${maxDocumentDepth} levels of [ ] and { } inside one another, and this list opens level ${maxDocumentDepth + 1}`,
      ],
    ]);
  });
});
