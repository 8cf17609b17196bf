/**
 * The style gate's text: a classic inline script that does nothing. A parser-inserted script waits for the style
 * sheets above it to load (script-blocking style sheets), and so does the parser with it. Without it the parser of a
 * page whose HTML came in one piece reached its end before the style sheet, and Chromium's autofill, which looks at
 * the page's form fields when parsing ends, forced a style and layout of the whole page without its styles, the
 * work then done again with them in the first frame (docs/rendering.md, 'The style gate'). The CSP allows it by hash
 * (the build hashes every inline script of the pages). Since the font warm-up (renderer/fontWarmUp.ts), the first
 * script of <body>, the parser waits for the sheet there, before the header; the gate is still where the first frame
 * waits for (`rel="expect"`, below) and where the parser yields between the header and `<main>`.
 */
export const styleGateSource = "/* style gate: docs/rendering.md */";

/**
 * The ids the page's `<link rel="expect" blocking="render">` name (src/cli/sitePages.ts): Chromium (124 and later) draws
 * no frame until the element is in the document, so a frame never shows a part of what comes before it. `styleGateId`:
 * the banners and the header whole (at 4× CPU a frame drawn while the parser was inside the header showed the Login
 * button where the call-back button would come, then moved it). `mainParsedId`, an empty template after `</main>`,
 * on wide screens only: the hero, the form and the sections whole, whose columns a half-parsed `<main>` laid out
 * otherwise (the hero's text across the picture's place; three of four steps each a third wide).
 */
export const styleGateId = "style-gate";
export const mainParsedId = "main-parsed";

/** Placed after the layout blocks above <main>: the banners and the header can be drawn before the rest is parsed. */
export function StyleGate() {
  return <script id={styleGateId} dangerouslySetInnerHTML={{ __html: styleGateSource }} />;
}

/** Placed right after `</main>`: an element with no box, whose arrival says `<main>` is parsed whole. */
export function MainParsed() {
  return <template id={mainParsedId} />;
}
