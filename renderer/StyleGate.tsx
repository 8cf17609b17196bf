/**
 * The text of the page's two layout points, the style gate (after the header) and the end of `<main>`: a classic
 * inline script that reads the root's width, which makes the browser lay out what the parser has added since the last
 * layout, there, in the parser's task. Without them the first frames laid the header and `<main>` out with their
 * paint (at 4× CPU the longest task of most loads: median 27–37 ms on the bench's pages, up to 60); now a frame paints
 * what is already laid out (docs/rendering.md, 'Layout points'). The CSP allows it by hash (the build hashes every
 * inline script of the pages), one hash for both. Without JavaScript nothing runs, and the frames lay the page out as
 * before.
 *
 * The gate is also where the parser yields between the header and `<main>`. A parser-inserted script waits for the style
 * sheets above it (script-blocking style sheets), and so does the parser with it: without a script before the end, the
 * parser of a page whose HTML came in one piece reached its end before the style sheet, and Chromium's autofill, which
 * looks at the page's form fields when parsing ends, forced a style and layout of the whole page without its styles
 * (docs/rendering.md, 'The style gate'). Since the font warm-up (renderer/fontWarmUp.ts), whose first script opens <body>,
 * the parser waits for the sheet there, before the header; by the gate the sheet is in, so its layout is the page's.
 */
export const layoutPointSource = "document.documentElement.offsetWidth/* layout point: docs/rendering.md */";

/** The two layout points' ids: the style gate after the header, and the script right after `</main>`. */
export const styleGateId = "style-gate";
export const mainLayoutId = "main-layout";

/**
 * The ids the page's `<link rel="expect" blocking="render">` name (src/cli/sitePages.ts): Chromium (124 and later) draws
 * no frame until the element is in the document (its start tag), so a frame never shows a part of what comes before
 * it. Each is the element right after a layout point, whose script has then run: a point's own start tag could let a
 * frame in between it and its end tag, and lay out what the point is there to. `mainId`, `<main>` itself, at every
 * width: the banners and the header whole (at 4× CPU a frame drawn while the parser was inside the header showed the
 * Login button where the call-back button would come, then moved it). `mainParsedId`, an empty template after the
 * point that follows `</main>`, on wide screens only: the hero, the form and the sections whole, whose columns a
 * half-parsed `<main>` laid out otherwise (the hero's text across the picture's place; three of four steps each a
 * third wide). A phone's first frame may come while `<main>` is parsed: its blocks stack.
 */
export const mainId = "main";
export const mainParsedId = "main-parsed";

/** Placed after the layout blocks above <main>: the banners and the header are laid out, and can be drawn, before the rest is parsed. */
export function StyleGate() {
  return <script id={styleGateId} dangerouslySetInnerHTML={{ __html: layoutPointSource }} />;
}

/** Placed right after `</main>`: the layout point that lays it out, then an element with no box whose arrival says both are in. */
export function MainParsed() {
  return (
    <>
      <script id={mainLayoutId} dangerouslySetInnerHTML={{ __html: layoutPointSource }} />
      <template id={mainParsedId} />
    </>
  );
}
