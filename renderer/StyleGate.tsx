/**
 * The style gate's text: a classic inline script that does nothing. A parser-inserted script waits for the style
 * sheets above it to load (script-blocking style sheets), and so does the parser with it. Without it the parser of a
 * page whose HTML came in one piece reached its end before the style sheet, and Chromium's autofill, which looks at
 * the page's form fields when parsing ends, forced a style and layout of the whole page without its styles, the
 * work then done again with them in the first frame (docs/rendering.md, 'The style gate'). The CSP allows it by hash
 * (the build hashes every inline script of the pages).
 */
export const styleGateSource = "/* style gate: docs/rendering.md */";

/** Placed after the layout blocks above <main>: the banners and the header can be drawn before the rest is parsed. */
export function StyleGate() {
  return <script dangerouslySetInnerHTML={{ __html: styleGateSource }} />;
}
