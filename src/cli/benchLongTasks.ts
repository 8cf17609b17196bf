import { chromium, type Browser } from "@playwright/test";
import { lighthousePages } from "./benchLighthouse.js";

type Row = [string, string, string];

/** A slow phone's CPU: Chromium's own throttling (CDP `Emulation.setCPUThrottlingRate`), as Lighthouse's mobile preset assumes. */
export const cpuSlowdown = 4;
/** A long task (the browser's own definition) is one over 50 ms; the issue's budget is none before the first interaction. */
const longTaskMs = 50;
/** Loads per page, each in a fresh context (a first visit, nothing cached); the page's row gives the worst. */
const loads = 3;

interface LongTask {
  startMs: number;
  durationMs: number;
}

/**
 * Each page as a first visitor on a slow phone gets it: Chromium at 4× CPU slowdown, a 390 px touch screen, a fresh
 * context per load. A PerformanceObserver for long tasks (buffered) is in place before the page's own scripts; the
 * page loads, its network goes quiet and the browser reaches an idle period twice (islands that wait for idle have
 * started by then), and nothing has been touched: every long task seen is one before the first interaction.
 */
export async function benchLongTasks(base: string): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const rows: Row[] = [];
  try {
    for (const path of lighthousePages) {
      const runs: LongTask[][] = [];
      for (let i = 0; i < loads; i++) runs.push(await longTasksOfLoad(browser, `${base}${path}`));
      const worst = runs.reduce((a, b) => (longest(b) > longest(a) ? b : a));
      const over = runs.map((r) => r.filter((t) => t.durationMs > longTaskMs).length);
      rows.push([
        `long tasks before interaction, ${path} (${cpuSlowdown}× CPU)`,
        worst.length ? `longest ${longest(worst).toFixed(0)} ms` : "none",
        `worst of ${loads} loads: ${worst.map((t) => `${t.durationMs.toFixed(0)} ms at ${t.startMs.toFixed(0)} ms`).join(", ") || "no long task"}; long tasks per load ${over.join(", ")}; budget: none over ${longTaskMs} ms`,
      ]);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const longest = (tasks: LongTask[]) => Math.max(0, ...tasks.map((t) => t.durationMs));

async function longTasksOfLoad(browser: Browser, url: string): Promise<LongTask[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const seen: { startMs: number; durationMs: number }[] = [];
      (window as unknown as { __benchLongTasks: typeof seen }).__benchLongTasks = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.push({ startMs: e.startTime, durationMs: e.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 10_000 })));
    return await page.evaluate(() => (window as unknown as { __benchLongTasks: { startMs: number; durationMs: number }[] }).__benchLongTasks);
  } finally {
    await context.close();
  }
}
