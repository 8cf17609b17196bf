// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  fontWarmUpHtml,
  fontWarmUpId,
  fontWarmUpParts,
  fontWeights,
  themeFonts,
} from "../../../renderer/fontWarmUp.js";
import type { ThemeDocument } from "../../../src/documents/types.js";
import { projectRoot } from "../fixtureSite.js";

// The font warm-up (renderer/fontWarmUp.ts, docs/rendering.md 'The font warm-up'): a script per family and weight of the
// theme, each one hidden element with a line of text in each size, laid out once and removed, before the page is parsed.
const theme = JSON.parse(readFileSync(join(projectRoot, "config/theme.json"), "utf8")) as ThemeDocument;

interface Added {
  hidden: string | null;
  style: string;
  lines: { family: string; size: string; weight: string; text: string }[];
}

/** Runs the script in a document as the browser would at the start of <body>; gives what it added, the layouts it asked for and what is left. */
function run(source: string): { added: Added[]; layoutsAsked: number; left: string } {
  document.body.innerHTML = "";
  let layoutsAsked = 0;
  const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "offsetWidth")!;
  Object.defineProperty(HTMLElement.prototype, "offsetWidth", { configurable: true, get: () => (layoutsAsked++, 0) });
  const observer = new MutationObserver(() => {});
  observer.observe(document.body, { childList: true });
  try {
    // An indirect eval: the script runs as a classic script does, in the page's global scope.
    (0, eval)(source);
  } finally {
    Object.defineProperty(HTMLElement.prototype, "offsetWidth", offsetWidth);
  }
  const added = observer.takeRecords().flatMap((r) =>
    [...r.addedNodes].map((node): Added => {
      const el = node as HTMLElement;
      const lines = [...el.children].map((c) => ({ family: (c as HTMLElement).style.fontFamily, size: (c as HTMLElement).style.fontSize, weight: (c as HTMLElement).style.fontWeight, text: c.textContent ?? "" }));
      return { hidden: el.getAttribute("aria-hidden"), style: el.style.cssText, lines };
    }),
  );
  observer.disconnect();
  return { added, layoutsAsked, left: document.body.innerHTML };
}

/** What all the warm-up's scripts of a theme add, run one after another as the parser runs them. */
const runAll = (t: Pick<ThemeDocument, "fonts" | "typeScale">) => fontWarmUpParts(t).map((part) => run(part.source));

describe("the font warm-up", () => {
  it("asks for each family, size and weight of the theme once, a script per family and weight, each laid out in one go, hidden from sight and from assistive technology, and leaves nothing", () => {
    const { families, sizes } = themeFonts(theme);
    const parts = fontWarmUpParts(theme);
    expect(parts.map((p) => p.id)).toEqual(["font-warm-up", "font-warm-up-2"]);
    const runs = parts.map((part) => run(part.source));
    for (const { added, layoutsAsked, left } of runs) {
      expect(added).toHaveLength(1);
      expect(added[0].hidden).toBe("true");
      expect(added[0].style).toMatch(/position: absolute/);
      expect(added[0].style).toMatch(/visibility: hidden/);
      // One family and one weight, every size: the renderer's family match for that weight, then its strikes.
      expect(new Set(added[0].lines.map((l) => `${l.family} ${l.weight}`)).size).toBe(1);
      expect(added[0].lines.map((l) => l.size)).toEqual(sizes.map((size) => `${size}px`));
      expect(layoutsAsked).toBe(1);
      expect(left).toBe("");
    }
    const expected = families.flatMap((family) => fontWeights.flatMap((weight) => sizes.map((size) => ({ family, size: `${size}px`, weight: String(weight), text: "a" }))));
    expect(runs.flatMap((r) => r.added[0].lines)).toEqual(expected);
    expect(runs).toHaveLength(families.length * fontWeights.length);
  });

  it("opens <body> with the scripts in that order, the first the one the parser waits at", () => {
    const html = fontWarmUpHtml(theme);
    document.body.innerHTML = html;
    const scripts = [...document.body.children];
    expect(scripts.map((s) => [s.tagName, s.id, s.textContent])).toEqual(fontWarmUpParts(theme).map((p) => ["SCRIPT", p.id, p.source]));
    expect(scripts[0].id).toBe(fontWarmUpId);
  });

  it("takes the theme's fonts and sizes as a content team sets them, each once", () => {
    const edited = { ...theme, fonts: { body: "Georgia, serif", headings: "Georgia, serif" }, typeScale: { ...theme.typeScale, h3: theme.typeScale.body } };
    expect(themeFonts(edited)).toEqual({ families: ["Georgia, serif"], sizes: [...new Set(Object.values(edited.typeScale))] });
    expect(runAll(edited).flatMap((r) => r.added[0].lines.map((l) => `${l.family} ${l.size} ${l.weight}`))).toContain("Georgia, serif 16px 700");
    const two = { ...theme, fonts: { body: "Georgia, serif", headings: "Verdana, sans-serif" } };
    expect(fontWarmUpParts(two).map((p) => p.id)).toEqual(["font-warm-up", "font-warm-up-2", "font-warm-up-3", "font-warm-up-4"]);
    expect(runAll(two).map((r) => `${r.added[0].lines[0].family} ${r.added[0].lines[0].weight}`)).toEqual([
      "Georgia, serif 400",
      "Georgia, serif 700",
      "Verdana, sans-serif 400",
      "Verdana, sans-serif 700",
    ]);
  });

  it("a family's text cannot end the script element", () => {
    const parts = fontWarmUpParts({ ...theme, fonts: { body: "x</script><script>alert(1)</script>", headings: "serif" } });
    for (const { source } of parts) expect(source).not.toMatch(/<\/script/i);
    expect(parts[0].source).toContain(String.raw`["x\u003c/script>\u003cscript>alert(1)\u003c/script>"]`);
    // The browser takes no such family (it is no CSS value), and the scripts still run to their end and leave nothing.
    const runs = parts.map((p) => run(p.source));
    expect(runs.flatMap((r) => r.added[0].lines.map((l) => l.family))).toContain("serif");
    for (const r of runs) expect(r.left).toBe("");
  });
});
