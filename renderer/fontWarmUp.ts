import type { ThemeDocument } from "../src/documents/types.js";

/**
 * The font warm-up: a classic inline script, first in `<body>`, that asks the renderer for every font the theme can
 * draw text in (each family of `fonts`, each size of `typeScale`, in 400 and 700, the only weights the sheets use:
 * src/styles/base.css) before any of the page is laid out. Chromium's renderer on Linux looks each family and weight up,
 * and each family, size and weight (a "strike"), with a synchronous call to the browser process the first time it
 * lays text out in it; those calls were a third to a half of the first frames' tasks at 4× CPU, because a throttled
 * thread's wait counts as work (docs/rendering.md, 'The first frames'). Here they are made in the script's own task,
 * on a document that holds nothing yet: one hidden element with a line of text per font, one layout, then the element
 * is gone, before any frame. The page's text then finds each font in the renderer's cache.
 *
 * Why here: a parser-inserted script waits for the style sheets above it, so the parser stops at it until the sheet
 * has come (the header is parsed after it, not during the sheet's fetch), and Chromium's parser yields after a script
 * in the body, so the header's parsing is a task of its own. A canvas's `measureText` or `document.fonts.check()` do
 * not warm the same entries (docs/rendering.md). Without JavaScript nothing runs and the page is drawn as before.
 * The CSP allows it by hash, as every inline script of the pages (sitePages.ts).
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

/** The script's text for a theme (hashed for the CSP as written, so it is made the same way every time). */
export function fontWarmUpSource(theme: Pick<ThemeDocument, "fonts" | "typeScale">): string {
  const { families, sizes } = themeFonts(theme);
  // JSON in a script: '<' written as \u003c so that no family's text can end the element.
  const args = [families, sizes, fontWeights].map((v) => JSON.stringify(v).replace(/</g, "\\u003c")).join(",");
  return (
    "(function(f,s,w){var b=document.body,d=document.createElement('div');" +
    "d.setAttribute('aria-hidden','true');d.style.cssText='position:absolute;top:0;left:0;visibility:hidden;white-space:nowrap';" +
    "for(var i=0;i<f.length;i++)for(var j=0;j<s.length;j++)for(var k=0;k<w.length;k++){" +
    "var e=document.createElement('span');e.style.fontFamily=f[i];e.style.fontSize=s[j]+'px';e.style.fontWeight=String(w[k]);e.textContent='a';d.appendChild(e)}" +
    `b.appendChild(d);d.offsetWidth;b.removeChild(d)})(${args})`
  );
}
