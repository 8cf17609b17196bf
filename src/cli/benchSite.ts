import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchLighthouse } from "./benchLighthouse.js";
import { benchLongTasks, warmServer } from "./benchLongTasks.js";
import { benchShifts } from "./benchShifts.js";
import { stopServer } from "./benchMemory.js";
import { startRealServer } from "./serverProcess.js";

/**
 * The built site as a visitor's browser sees it: `npm start`'s server on a free local port (a fresh data folder);
 * Lighthouse (mobile, simulated throttling) three times on each page (benchLighthouse.ts); each page loaded at 4× CPU
 * slowdown with its long tasks before any interaction (benchLongTasks.ts); every page's layout shifts at load as a slow
 * phone draws it (benchShifts.ts). `parts` says which. The server is warm and idle first (warmServer): a visitor's page
 * meets a server that started long before. The server's memory: benchMemory.ts. The data folder goes with the server.
 */
export async function benchSite(root: string, parts = { lighthouse: true, longTasks: true, shifts: true }): Promise<[string, string, string][]> {
  const dataDir = mkdtempSync(join(tmpdir(), "vidhi-bench-"));
  const rows: [string, string, string][] = [];
  try {
    const server = await startRealServer(root, { VIDHI_DATA_DIR: dataDir, NODE_ENV: "production" });
    try {
      await warmServer(server);
      if (parts.lighthouse) rows.push(...(await benchLighthouse(server.url)));
      if (parts.longTasks) rows.push(...(await benchLongTasks(server.url, server.child.pid)));
      if (parts.shifts) rows.push(...(await benchShifts(root, server.url)));
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
