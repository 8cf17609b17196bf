import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * vitest's global setup: the run's temporary files go into one folder of its own, removed when the run ends. The
 * tests make stores, builds and copies of the documents with `mkdtempSync(join(tmpdir(), …))` (a PGlite store is
 * about 40 MiB), and most leave them: before this, a CI run (`npm test`, then `npm run test:postgres`) left 405 folders
 * and 476 MB in /tmp.
 * `TMPDIR` is what Node's `os.tmpdir()` reads, and vitest's workers and the servers they start are made after this
 * runs, so they inherit it. A run that is killed leaves its one folder (`vidhi-tests-*`), not hundreds.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), "vidhi-tests-"));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
}
