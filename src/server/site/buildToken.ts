import { createHash } from "node:crypto";

/**
 * A build's token: its page manifest as written (pages.json: every page and the time it was built) and its bundles'
 * key. The render thread's memory of what each page read is valid for one build only (src/cli/renderMemory.ts): the
 * publish gives the served build's token, the render the one of the build it makes.
 */
export function buildToken(pagesJson: string, key: string): string {
  return createHash("sha256").update(pagesJson).update("\0").update(key).digest("base64url");
}
