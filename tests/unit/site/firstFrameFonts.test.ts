import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../fixtureSite.js";

/**
 * The visitor pages' first frame looks up as few fonts as it can (docs/rendering.md, "The first frames"): each family,
 * weight and size costs the renderer a font look-up while it lays out, and an SVG image's words are a document of their
 * own that looks up its fonts. So: the pages' stylesheets use two weights, form controls take the page's font, and the
 * site's SVG images draw their words as outlines.
 */
const filesUnder = (dir: string, ending: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), ending) : e.name.endsWith(ending) ? [join(dir, e.name)] : []));
const stylesheets = filesUnder(join(projectRoot, "src/styles"), ".css");
const images = filesUnder(join(projectRoot, "public"), ".svg");

describe("the first frame's fonts", () => {
  it("the visitor stylesheets ask for no weight but 400 and 700", () => {
    expect(stylesheets.length).toBeGreaterThan(5);
    const others = stylesheets.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/font-weight:\s*([^;}\s]+)/g)].map((m) => m[1]).filter((w) => !["400", "700", "normal", "bold", "inherit"].includes(w)).map((w) => `${relative(projectRoot, file)}: ${w}`),
    );
    expect(others).toEqual([]);
  });

  it("form controls take the page's font, not the browser's own", () => {
    const base = readFileSync(join(projectRoot, "src/styles/base.css"), "utf8");
    expect(base).toMatch(/^button, input, select, textarea \{ font: inherit; \}$/m);
  });

  it("no SVG image of the site has words to draw with a font", () => {
    expect(images.length).toBeGreaterThan(5);
    expect(images.filter((file) => /<text[\s>]/.test(readFileSync(file, "utf8"))).map((file) => relative(projectRoot, file))).toEqual([]);
  });
});
