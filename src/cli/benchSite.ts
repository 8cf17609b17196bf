import autocannon from "autocannon";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchLighthouse } from "./benchLighthouse.js";
import { benchLongTasks } from "./benchLongTasks.js";
import { startRealServer } from "./serverProcess.js";

/**
 * The built site as a visitor's browser and the server see it: `npm start`'s server on a free local port (a fresh
 * data folder); Lighthouse (mobile, simulated throttling) three times on each page (benchLighthouse.ts); each page
 * loaded at 4× CPU slowdown with its long tasks before any interaction (benchLongTasks.ts); with `memory`, the
 * server's resident memory after start and after a minute of mixed load (pages, assets, events, city searches).
 */
export async function benchSite(root: string, { memory = true, loadSeconds = 60 } = {}): Promise<[string, string, string][]> {
  const server = await startRealServer(root, { VIDHI_DATA_DIR: mkdtempSync(join(tmpdir(), "vidhi-bench-")), NODE_ENV: "production" });
  const base = server.url;
  const pid = server.child.pid!;
  const rows: [string, string, string][] = [];
  try {
    if (memory) {
      await new Promise((r) => setTimeout(r, 5000)); // settled: start-up's garbage collected
      rows.push(["server RSS after start", `${rssMiB(pid)} MiB`, "VmRSS of the `npm start` process"]);
    }
    rows.push(...(await benchLighthouse(base)));
    rows.push(...(await benchLongTasks(base)));
    if (memory) {
      await mixedLoad(base, loadSeconds);
      rows.push([`server RSS after ${loadSeconds} s of mixed load`, `${rssMiB(pid)} MiB`, "pages, an asset, event-track and city searches, 20 connections"]);
    }
  } finally {
    server.child.kill("SIGTERM");
  }
  return rows;
}

async function mixedLoad(base: string, seconds: number): Promise<void> {
  const html = await (await fetch(`${base}/gst-registration`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "/";
  const event = JSON.stringify({ eventName: "menu-click", event: "header", eventProperties: { label: "bench", value: "" }, platform: "website", eventTime: new Date().toISOString(), url: `${base}/gst-registration`, serviceId: 95 });
  await autocannon({
    url: base,
    connections: 20,
    duration: seconds,
    requests: [
      { method: "GET", path: "/gst-registration", headers: { "accept-encoding": "br" } },
      { method: "GET", path: asset, headers: { "accept-encoding": "br" } },
      { method: "GET", path: "/" },
      { method: "POST", path: "/api/event-track", headers: { "content-type": "application/json" }, body: event },
      { method: "POST", path: "/api/getCity", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "Pun", countryCode: "in" }) },
    ],
  });
}

function rssMiB(pid: number): string {
  const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return (kib / 1024).toFixed(0);
}
