import { describe, expect, it } from "vitest";
import { brokenSite, check, lineOf, onlyProblem } from "../fixtureSite.js";

describe("a document's $schema that names no schema", () => {
  it("an object: one sentence at /$schema, and its document is not also said to be missing", () => {
    const { root, text } = brokenSite("config/banners.json", (d) => (d.$schema = { $ref: d.$schema }));
    const p = onlyProblem(root);
    expect([p.file, p.line, p.column, p.pointer]).toEqual(["config/banners.json", lineOf(text, '"$schema"'), 3, "/$schema"]);
    expect(p.message).toMatch(
      /^"\$schema" must be the address of a schema, a string like "..\/schemas\/banners.schema.json", not an object: write "\$schema" with one of site.schema.json, /,
    );
  });

  it("a number in a page: the same sentence, with a page's address as the example", () => {
    const { root } = brokenSite("pages-json/sitemap.json", (d) => (d.$schema = 7));
    expect(onlyProblem(root).message).toMatch(/^"\$schema" must be the address of a schema, a string like "..\/schemas\/page.schema.json", not 7: /);
  });

  it("a typo in a single document's address: that document is broken, not also missing", () => {
    const { root } = brokenSite("config/footer.json", (d) => (d.$schema = "../schemas/fotter.schema.json"));
    expect(onlyProblem(root).message).toMatch(/^Schema address '..\/schemas\/fotter.schema.json' names no known schema/);
  });

  it("an address naming nothing like a schema, in a file named like none: one sentence, and no cross-check on a site without it", () => {
    const { root } = brokenSite("config/menus/main.json", (d) => (d.$schema = "x"));
    const { problems, crossChecked } = check(root);
    expect(problems.map((p) => [p.file, p.pointer, p.message.split(":")[0]])).toEqual([["config/menus/main.json", "/$schema", "Schema address 'x' names no known schema"]]);
    expect(crossChecked).toBe(false);
  });
});
