import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchLighthouse } from "./benchLighthouse.js";
import { benchLongTasks } from "./benchLongTasks.js";
import { stopServer } from "./benchMemory.js";
import { startRealServer } from "./serverProcess.js";

/**
 * The built site as a visitor's browser sees it: `npm start`'s server on a free local port (a fresh data folder);
 * Lighthouse (mobile, simulated throttling) three times on each page (benchLighthouse.ts); each page loaded at 4× CPU
 * slowdown with its long tasks before any interaction (benchLongTasks.ts), alone when `lighthouse` is false. The
 * server's memory: benchMemory.ts.
 */
export async function benchSite(root: string, parts: { lighthouse: boolean } = { lighthouse: true }): Promise<[string, string, string][]> {
  const server = await startRealServer(root, { VIDHI_DATA_DIR: mkdtempSync(join(tmpdir(), "vidhi-bench-")), NODE_ENV: "production" });
  const rows: [string, string, string][] = [];
  try {
    if (parts.lighthouse) rows.push(...(await benchLighthouse(server.url)));
    rows.push(...(await benchLongTasks(server.url)));
  } finally {
    await stopServer(server);
  }
  return rows;
}
