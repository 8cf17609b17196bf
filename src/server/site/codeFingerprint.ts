import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** What a build is made of besides the documents: a build of other code may not run with this process's server. */
const codeParts = ["src", "renderer", "schemas", "public", "index.html", "vite.config.ts", "package.json", "package-lock.json"];

/**
 * A hash of the code a process builds with, stored with each publish (site/fleetSite.ts): while a deploy is under way
 * the processes run two versions, and a process installs another's build only when both were made by the same code.
 */
export function codeFingerprint(codeRoot: string): string {
  const hash = createHash("sha256");
  const add = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    hash.update(relative(codeRoot, path)).update("\0").update(readFileSync(path)).update("\0");
  };
  for (const part of codeParts) add(join(codeRoot, part));
  return hash.digest("hex");
}
