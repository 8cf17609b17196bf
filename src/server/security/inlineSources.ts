import { createHash } from "node:crypto";

/** The CSP source that allows exactly this inline script or style text: 'sha256-<base64 digest>'. */
export function sourceHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** A script element's type that the browser executes (no type, a JavaScript MIME type, or module). Data blocks (application/json) are not run, so CSP ignores them. */
const executable = (type: string | undefined) => type === undefined || type === "" || type === "module" || /^(text|application)\/(x-)?(java|ecma)script$/i.test(type);

/**
 * The hashes of every inline script a page runs, from its exact text as written in the HTML (CSP hashes the
 * element's text exactly, whitespace included). Scripts with a src are allowed by origin, not by hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1];
    if (executable(type)) hashes.add(sourceHash(text));
  }
  return [...hashes].sort();
}
