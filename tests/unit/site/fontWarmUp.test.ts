// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  fontWarmUpSource,
  fontWeights,
  themeFonts,
} from "../../../renderer/fontWarmUp.js";
import type { ThemeDocument } from "../../../src/documents/types.js";
import { projectRoot } from "../fixtureSite.js";

// The font warm-up (renderer/fontWarmUp.ts, docs/rendering.md 'The font warm-up'): one hidden element with a line of
// text in each family, size and weight of the theme, laid out once and removed, before the page is parsed.
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

describe("the font warm-up", () => {
  it("asks for each family, size and weight of the theme once, laid out in one go, hidden from sight and from assistive technology, and leaves nothing", () => {
    const { families, sizes } = themeFonts(theme);
    const { added, layoutsAsked, left } = run(fontWarmUpSource(theme));
    expect(added).toHaveLength(1);
    expect(added[0].hidden).toBe("true");
    expect(added[0].style).toMatch(/position: absolute/);
    expect(added[0].style).toMatch(/visibility: hidden/);
    const expected = families.flatMap((family) => sizes.flatMap((size) => fontWeights.map((weight) => ({ family, size: `${size}px`, weight: String(weight), text: "a" }))));
    expect(added[0].lines).toEqual(expected);
    expect(expected).toHaveLength(families.length * sizes.length * 2);
    expect(layoutsAsked).toBe(1);
    expect(left).toBe("");
  });

  it("takes the theme's fonts and sizes as a content team sets them, each once", () => {
    const edited = { ...theme, fonts: { body: "Georgia, serif", headings: "Georgia, serif" }, typeScale: { ...theme.typeScale, h3: theme.typeScale.body } };
    expect(themeFonts(edited)).toEqual({ families: ["Georgia, serif"], sizes: [...new Set(Object.values(edited.typeScale))] });
    expect(run(fontWarmUpSource(edited)).added[0].lines.map((l) => `${l.family} ${l.size} ${l.weight}`)).toContain("Georgia, serif 16px 700");
    const two = { ...theme, fonts: { body: "Georgia, serif", headings: "Verdana, sans-serif" } };
    expect(new Set(run(fontWarmUpSource(two)).added[0].lines.map((l) => l.family))).toEqual(new Set(["Georgia, serif", "Verdana, sans-serif"]));
  });

  it("a family's text cannot end the script element", () => {
    const source = fontWarmUpSource({ ...theme, fonts: { body: "x</script><script>alert(1)</script>", headings: "serif" } });
    expect(source).not.toMatch(/<\/script/i);
    expect(source).toContain(String.raw`["x\u003c/script>\u003cscript>alert(1)\u003c/script>","serif"]`);
    // The browser takes no such family (it is no CSS value), and the script still runs to its end and leaves nothing.
    const { added, left } = run(source);
    expect(added[0].lines.map((l) => l.family)).toContain("serif");
    expect(left).toBe("");
  });
});
