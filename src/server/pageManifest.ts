/** The list of prerendered pages that the build writes and the server reads. */
export interface PageManifest {
  builtAt: string;
  pages: { route: string; file: string; noindex: boolean; status: number }[];
  /** Old addresses and the page each now goes to (config/redirects.json): answered 301. Absent in a build from before them. */
  redirects?: { from: string; to: string }[];
  /** 'sha256-…' of every inline script the pages run (security/inlineSources.ts): the CSP allows exactly these. */
  inlineScriptHashes?: string[];
}

/** Where a page's HTML is written under dist/client: / → index.html, /a/b → a/b/index.html. */
export function pageFile(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}
