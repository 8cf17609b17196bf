import { escapeHtml } from "./escapeHtml.js";

/**
 * The style sheet of the server's own pages, inline so that each page is one answer. The CSP allows exactly this
 * text by its hash (security/securityHeaders.ts), so any change here keeps working without touching the policy.
 */
export const serverPageStyle = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a2e; background: #f6f7fb; }
main { max-width: 44rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
h1 { font-size: 1.6rem; margin-top: 0; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; padding-bottom: .5rem; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #dde; }
code { font-size: 1.1rem; letter-spacing: .1em; }
a { color: #1d4ed8; }
main.wide { max-width: 96rem; }
.listing { overflow: auto; max-height: calc(100vh - 10rem); }
.listing thead th { position: sticky; top: 0; background: #fff; }
.listing th, .listing td { vertical-align: top; }
.listing td { min-width: 6rem; }
.refused { color: #991b1b; background: #fef2f2; border-left: 4px solid #991b1b; padding: .6rem .8rem; }
.refused h2 { font-size: 1.1rem; margin: 0 0 .3rem; }
.follow-up label { display: block; font-weight: 700; margin-bottom: .2rem; }
.follow-up input, .follow-up select, .follow-up textarea { font: inherit; width: 100%; max-width: 32rem; box-sizing: border-box; padding: .4rem; }
.follow-up button { font: inherit; padding: .5rem 1.2rem; }
.hint { display: block; color: #4b5563; font-size: .9rem; }
.lead-details { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: .3rem 1rem; }
.lead-details dt { font-weight: 700; }
.lead-details dd { margin: 0; overflow-wrap: anywhere; }
.notes .note { white-space: pre-wrap; overflow-wrap: anywhere; margin-top: 0; }
`;

/**
 * A small self-contained HTML page (no scripts, inline style) for the server's own pages. `body` is HTML; `wide` for tables.
 * Its main landmark is named by the title, so it stays told apart from a page drawn in a frame within it (the editor's preview).
 */
export function htmlPage(title: string, body: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<title>${escapeHtml(title)}</title>
<style>${serverPageStyle}</style>
</head>
<body>
<main aria-label="${escapeHtml(title)}"${options.wide ? ' class="wide"' : ""}>
${body}
</main>
</body>
</html>
`;
}
