import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { textPointer } from "../../../src/admin/editor/preview/textPointer.js";
import { projectRoot } from "../fixtureSite.js";

// Click-to-field (docs/editor.md, 'Preview'): a text clicked in the preview names the field of the edited document
// that holds it, on the real banners document.
const banners = JSON.parse(readFileSync(join(projectRoot, "config/banners.json"), "utf8"));

describe("the field that holds a clicked text", () => {
  it("is the string equal to it, spaces as the browser shows them", () => {
    expect(textPointer(banners, "File GSTR 9/9C by 31 Dec")).toBe("/notices/1/text");
    expect(textPointer(banners, "  Talk to our\n   expert ")).toBe("/notices/1/action/label");
    expect(textPointer(banners, "Important Update")).toBe("/modals/0/title");
  });

  it("failing that, the first string that contains it (a part of a longer text)", () => {
    expect(textPointer(banners, "in-person biometric authentication")).toBe("/notices/0/text");
    expect(textPointer(banners, "Our experts can walk you through the process")).toBe("/modals/0/body/1");
  });

  it("an equal string wins over an earlier one that only contains it", () => {
    expect(textPointer({ a: "Close the brand announcement", b: { c: "Close" } }, "Close")).toBe("/b/c");
  });

  it("escapes / and ~ in keys as JSON pointers do", () => {
    expect(textPointer({ "a/b": { "c~d": "Hello" } }, "Hello")).toBe("/a~1b/c~0d");
  });

  it("nothing for a text no field holds, an empty click, or the schema address", () => {
    expect(textPointer(banners, "Not in the document")).toBeUndefined();
    expect(textPointer(banners, "   ")).toBeUndefined();
    expect(textPointer(banners, "banners.schema.json")).toBeUndefined();
  });
});
