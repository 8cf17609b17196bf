import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { codeFingerprint } from "./codeFingerprint.js";

/**
 * The parts of the documents that the bundles are built from, besides the code: a change to any of them needs a full
 * build, a change to anything else in the documents (texts, banners, services, pages, menus, ...) is content only and
 * is published by re-rendering the pages with the bundles already built (quickBuild.ts). `at` is a path inside the
 * document; empty, the whole document.
 */
export const bundledDocumentParts: readonly { file: string; at: readonly string[]; why: string }[] = [
  { file: "config/theme.json", at: [], why: "the stylesheet's custom properties and screen sizes (vite.config.ts, src/cli/themeCss.ts)" },
  { file: "config/messages.json", at: ["checkout"], why: "the embedded checkout's words, baked into its script (src/cli/buildCheckout.ts)" },
  { file: "config/constants.json", at: ["payment", "netbankingBanks"], why: "the checkout's banks, baked into its script (src/cli/buildCheckout.ts)" },
];

/** Inside a build folder, outside client/: the HTML template every page is rendered into (client/index.html as built). */
export const pageTemplateFile = "page-template.html";

/** Inside a build folder, outside client/: the key of what its bundles were built from. */
export const buildKeyFile = "build-key.txt";

/**
 * The key of what a build's bundles are made of: the code (codeFingerprint.ts: src, schemas, packages, ...) and the
 * bundled parts of the documents. Two builds with one key have the same bundles, so a publish whose documents give
 * the key of the build served needs no new bundle.
 */
export function buildKey(codeRoot: string, documentsRoot: string, code = codeFingerprint(codeRoot)): string {
  const hash = createHash("sha256").update(code).update("\0");
  for (const part of bundledDocumentParts) {
    const path = join(documentsRoot, part.file);
    let value: unknown = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
    for (const key of part.at) value = (value as Record<string, unknown> | null)?.[key] ?? null;
    hash.update(part.file).update("\0").update(JSON.stringify(value) ?? "null").update("\0");
  }
  return hash.digest("hex");
}

/** The key a build folder was made with, or undefined for a build that did not write one. */
export function builtKey(dir: string): string | undefined {
  const file = join(dir, buildKeyFile);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}
