import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopServer } from "./benchMemory.js";
import { startRealServer } from "./serverProcess.js";

/** The pages Lighthouse measures: the home page and four service pages (a lead form of layout 1, layout 3, /talk-to-a-lawyer, no form). */
export const lighthousePages = ["/", "/company-registration", "/gst-registration", "/talk-to-a-lawyer", "/llp-registration"];

const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * The built site as a visitor's browser sees it: `npm start`'s server on a free local port (a fresh data folder),
 * Lighthouse (mobile, simulated throttling, Debian's chromium) on each page. The server's memory: benchMemory.ts.
 */
export async function benchSite(root: string): Promise<[string, string, string][]> {
  const server = await startRealServer(root, { VIDHI_DATA_DIR: mkdtempSync(join(tmpdir(), "vidhi-bench-")), NODE_ENV: "production" });
  const base = server.url;
  const rows: [string, string, string][] = [];
  try {
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
  } finally {
    await stopServer(server);
  }
  return rows;
}
