import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ShareDocument } from "../../renderer/resolve/islandData.js";

/**
 * The build's writer of shared documents: each one once, as `assets/data/<name>-<hash>.json` under the client's
 * directory. The name carries the content's hash, so the file is cached for a year like every asset and a changed
 * menu is a new address.
 */
export function sharedFiles(clientDir: string): { share: ShareDocument; written: Map<string, number> } {
  const written = new Map<string, number>();
  const share: ShareDocument = (name, document) => {
    const json = JSON.stringify(document);
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
    const file = `assets/data/${name}-${hash}.json`;
    if (!written.has(file)) {
      mkdirSync(join(clientDir, "assets/data"), { recursive: true });
      writeFileSync(join(clientDir, file), json);
      written.set(file, Buffer.byteLength(json));
    }
    return `/${file}`;
  };
  return { share, written };
}
