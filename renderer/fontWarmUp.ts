import type { ThemeDocument } from "../src/documents/types.js";

/**
 * The font warm-up: classic inline scripts, first in `<body>`, that ask the renderer for every font the theme can
 * draw text in (each family of `fonts`, each size of `typeScale`, in 400 and 700, the only weights the sheets use:
 * src/styles/base.css) before any of the page is laid out. Chromium's renderer on Linux looks each family and weight up,
 * and each family, size and weight (a "strike"), with a synchronous call to the browser process the first time it
 * lays text out in it; those calls were a third to a half of the first frames' tasks at 4× CPU, because a throttled
 * thread's wait counts as work (docs/rendering.md, 'The first frames'). Here they are made in the scripts' own tasks,
 * on a document that holds nothing yet: per script one hidden element with a line of text per font, one layout, then
 * the element is gone, before any frame. The page's text then finds each font in the renderer's cache.
 *
 * One script per family and weight (fontWarmUpParts): its family match and its sizes' strikes. Chromium's parser
 * usually yields between them, so each is mostly a task of its own (its budget of 10 ms after a script may put two in
 * one task), and no one task waits for all the look-ups: in one script they were the longest task of half the loads
 * at 4× (docs/rendering.md, 'The font warm-up').
 *
 * Why here: a parser-inserted script waits for the style sheets above it, so the parser stops at the first until the
 * sheet has come (the header is parsed after it, not during the sheet's fetch). A canvas's `measureText` or
 * `document.fonts.check()` do not warm the same entries (docs/rendering.md). Without JavaScript nothing runs and the
 * page is drawn as before. The CSP allows each by hash, as every inline script of the pages (sitePages.ts).
 */
export const fontWarmUpId = "font-warm-up";

/**
 * The weights the visitor pages' sheets draw text in (src/styles/base.css; tests/unit/site/firstFrameFonts.test.ts).
 * Not warmed, and looked up in the frame that first draws them: italic (`<em>` in a service's text), the weight a
 * `<strong>` inside bold text asks for (900), and the embedded checkout's own sheet.
 */
export const fontWeights = [400, 700] as const;

/** The distinct families and sizes of the theme, in the order the theme gives them. */
export function themeFonts(theme: Pick<ThemeDocument, "fonts" | "typeScale">): { families: string[]; sizes: number[] } {
  return { families: [...new Set(Object.values(theme.fonts))], sizes: [...new Set(Object.values(theme.typeScale))] };
}

/** One script of the warm-up: its element's id and its text. */
export interface FontWarmUpPart {
  id: string;
  source: string;
}

/**
 * The warm-up's scripts for a theme, in the page's order: one per family and weight, each with every size. The first
 * keeps the id `font-warm-up`; the others are `font-warm-up-2`, `-3`... Today's theme gives two (one family, two weights).
 */
export function fontWarmUpParts(theme: Pick<ThemeDocument, "fonts" | "typeScale">): FontWarmUpPart[] {
  const { families, sizes } = themeFonts(theme);
  const parts = families.flatMap((family) => fontWeights.map((weight) => fontWarmUpSource([family], sizes, [weight])));
  return parts.map((source, i) => ({ id: i === 0 ? fontWarmUpId : `${fontWarmUpId}-${i + 1}`, source }));
}

/** The warm-up's scripts as they open `<body>`. */
export function fontWarmUpHtml(theme: Pick<ThemeDocument, "fonts" | "typeScale">): string {
  return fontWarmUpParts(theme)
    .map(({ id, source }) => `<script id="${id}">${source}</script>`)
    .join("");
}

/** A script's text (hashed for the CSP as written, so it is made the same way every time): a line per family, size and weight given. */
export function fontWarmUpSource(families: readonly string[], sizes: readonly number[], weights: readonly number[]): string {
  // JSON in a script: '<' written as \u003c so that no family's text can end the element.
  const args = [families, sizes, weights].map((v) => JSON.stringify(v).replace(/</g, "\\u003c")).join(",");
  return (
    "(function(f,s,w){var b=document.body,d=document.createElement('div');" +
    "d.setAttribute('aria-hidden','true');d.style.cssText='position:absolute;top:0;left:0;visibility:hidden;white-space:nowrap';" +
    "for(var i=0;i<f.length;i++)for(var j=0;j<s.length;j++)for(var k=0;k<w.length;k++){" +
    "var e=document.createElement('span');e.style.fontFamily=f[i];e.style.fontSize=s[j]+'px';e.style.fontWeight=String(w[k]);e.textContent='a';d.appendChild(e)}" +
    `b.appendChild(d);d.offsetWidth;b.removeChild(d)})(${args})`
  );
}
