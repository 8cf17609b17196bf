import { describe, expect, it } from "vitest";
import { brokenSite, check, lineOf, onlyProblem } from "../fixtureSite.js";
import { asVersion1 } from "./migrateSamples.js";

describe("the validator names a document written for another version of its schema, once", () => {
  it("an older version: one sentence at /schemaVersion that offers the migration, and none of the old shape's schema errors", () => {
    const { root, text } = brokenSite("config/category-options/legal-issues.json", asVersion1);
    const p = onlyProblem(root);
    expect(p).toEqual({
      file: "config/category-options/legal-issues.json",
      line: lineOf(text, '"schemaVersion": 1'),
      column: 3,
      pointer: "/schemaVersion",
      message:
        "This document is written for version 1 of the Category options format; the current version is 2: run npm run migrate (or open it in the editor and choose Migrate)",
    });
  });

  it("a newer version than the schema's", () => {
    const { root } = brokenSite("config/menus/main.json", (d) => (d.schemaVersion = 3));
    expect(onlyProblem(root)).toMatchObject({
      pointer: "/schemaVersion",
      message:
        "This document is written for version 3 of the Header menu format, but this copy of the site knows versions up to 1: update the site's code, or write 1 if 3 is a typo",
    });
  });

  it("no version at all", () => {
    const { root } = brokenSite("config/category-options/legal-issues.json", (d) => delete d.schemaVersion);
    expect(onlyProblem(root)).toMatchObject({
      pointer: "/schemaVersion",
      message: 'Schema version is required: add "schemaVersion": 2 here, the current version of the Category options format',
    });
  });

  it("a version that is not a whole number", () => {
    const { root } = brokenSite("config/footer.json", (d) => (d.schemaVersion = "1"));
    expect(onlyProblem(root).message).toBe("Schema version must be a whole number, not '1': write 1, the current version of the Footer format");
  });

  it("a missing version stands only for itself: the document's other mistakes are still listed", () => {
    const { root } = brokenSite("config/menus/main.json", (d) => {
      delete d.schemaVersion;
      d.tabs[1].tabName = 5;
    });
    expect(check(root).problems.map((p) => [p.pointer, p.message])).toEqual([
      ["/schemaVersion", 'Schema version is required: add "schemaVersion": 1 here, the current version of the Header menu format'],
      ["/tabs/1/tabName", "Tab name must be text, not 5"],
    ]);
  });
});
