import autocannon from "autocannon";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startRealServer } from "./serverProcess.js";

/** The pages Lighthouse measures: the home page and four service pages (a lead form of layout 1, layout 3, /talk-to-a-lawyer, no form). */
export const lighthousePages = ["/", "/company-registration", "/gst-registration", "/talk-to-a-lawyer", "/llp-registration"];

const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * The built site as a visitor's browser and the server see it: `npm start`'s server on a free local port (a fresh
 * data folder), Lighthouse (mobile, simulated throttling, Debian's chromium) on each page, and the server's resident
 * memory after start and after a minute of mixed load (pages, assets, events, city searches).
 */
export async function benchSite(root: string, loadSeconds = 60): Promise<[string, string, string][]> {
  const server = await startRealServer(root, { VIDHI_DATA_DIR: mkdtempSync(join(tmpdir(), "vidhi-bench-")), NODE_ENV: "production" });
  const base = server.url;
  const pid = server.child.pid!;
  const rows: [string, string, string][] = [];
  try {
    await new Promise((r) => setTimeout(r, 5000)); // settled: start-up's garbage collected
    rows.push(["server RSS after start", `${rssMiB(pid)} MiB`, "VmRSS of the `npm start` process"]);
    const { default: lighthouse } = await import("lighthouse");
    const { launch } = await import("chrome-launcher");
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags });
    try {
      for (const path of lighthousePages) {
        const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          rows.push([`Lighthouse mobile ${path}`, "no result", `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`]);
          continue;
        }
        const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const audit = (a: string) => lhr.audits[a]?.numericValue ?? NaN;
        rows.push([
          `Lighthouse mobile ${path}`,
          `${score("performance")}/${score("accessibility")}/${score("best-practices")}/${score("seo")}`,
          `LCP ${(audit("largest-contentful-paint") / 1000).toFixed(1)} s, TBT ${audit("total-blocking-time").toFixed(0)} ms, CLS ${audit("cumulative-layout-shift").toFixed(3)}, ${(audit("total-byte-weight") / 1024).toFixed(1)} KiB transferred`,
        ]);
      }
    } finally {
      chrome.kill();
    }
    await mixedLoad(base, loadSeconds);
    rows.push([`server RSS after ${loadSeconds} s of mixed load`, `${rssMiB(pid)} MiB`, "pages, an asset, event-track and city searches, 20 connections"]);
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
