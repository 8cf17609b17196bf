import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A build output with no pages, for the benches that start the real app to measure its API (benchLeads.ts,
 * benchChat.ts): the app needs a dist folder, the pages are not what they measure. The caller removes it.
 */
export function emptyDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "vidhi-bench-dist-"));
  mkdirSync(join(dist, "client"));
  writeFileSync(join(dist, "pages.json"), JSON.stringify({ builtAt: "", pages: [] }));
  return dist;
}
