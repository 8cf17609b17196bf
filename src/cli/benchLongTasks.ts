import { chromium, type Browser, type Page } from "@playwright/test";
import { lighthousePages } from "./benchLighthouse.js";
import { startThreadTrace, type ThreadTask } from "./benchThreadTime.js";

type Row = [string, string, string];

/** A slow phone's CPU: Chromium's own throttling (CDP `Emulation.setCPUThrottlingRate`), as Lighthouse's mobile preset assumes. */
export const cpuSlowdown = 4;
/** A long task (the browser's own definition) is one over 50 ms; the issue's budget is none before the first interaction. */
const longTaskMs = 50;
/** Loads per page, each in a fresh context (a first visit, nothing cached); the page's row gives the worst. */
const loads = 3;

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** What ran in it, from the long animation frame that holds it: the scripts by file, or the browser's own work. */
  what: string;
}

/** What the page records (an init script, before the page's own): long tasks, and long animation frames with their scripts. */
interface Seen {
  tasks: { startMs: number; durationMs: number }[];
  frames: { startMs: number; endMs: number; renderMs: number; scripts: { file: string; invoker: string; ms: number }[] }[];
}

/**
 * Each page as a first visitor on a slow phone gets it: Chromium at 4× CPU slowdown, a 390 px touch screen, a fresh
 * context per load. PerformanceObservers (buffered) for long tasks and long animation frames are in place before the
 * page's own scripts; the page loads and is left untouched until its islands are done (islandsSettled): every long
 * task seen is one before the first interaction. Each is named by what ran in it (the frame's scripts by file), so
 * that a row says which chunk or which island costs the time. The same loads are traced (benchThreadTime.ts): each
 * task's thread time, which a busy machine does not inflate, is the second figure of the row.
 */
export async function benchLongTasks(base: string): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const rows: Row[] = [];
  try {
    for (const path of lighthousePages) {
      const loaded: { tasks: LongTask[]; thread: ThreadTask[] }[] = [];
      for (let i = 0; i < loads; i++) loaded.push(await longTasksOfLoad(browser, `${base}${path}`));
      const runs = loaded.map((l) => l.tasks);
      const worst = runs.reduce((a, b) => (longest(b) > longest(a) ? b : a));
      const over = runs.map((r) => r.filter((t) => t.durationMs > longTaskMs).length);
      const threadOver = loaded.map((l) => l.thread.filter((t) => t.ms > longTaskMs).sort((a, b) => b.ms - a.ms));
      const threadWorst = threadOver.reduce((a, b) => ((b[0]?.ms ?? 0) > (a[0]?.ms ?? 0) ? b : a));
      rows.push([
        `long tasks before interaction, ${path} (${cpuSlowdown}× CPU)`,
        `${worst.length ? `longest ${longest(worst).toFixed(0)} ms` : "none"}; thread time ${threadWorst.length ? `longest ${threadWorst[0].ms.toFixed(0)} ms` : "none over 50 ms"}`,
        `worst of ${loads} loads: ${worst.map((t) => `${t.durationMs.toFixed(0)} ms at ${t.startMs.toFixed(0)} ms (${t.what})`).join(", ") || "no long task"}; ` +
          `long tasks per load ${over.join(", ")}; by thread time (trace) ${threadOver.map((o) => o.length).join(", ")}, ` +
          `the worst load's: ${threadWorst.map((t) => `${t.ms.toFixed(0)} ms (${t.what})`).join(", ") || "none"}; budget: none over ${longTaskMs} ms`,
      ]);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const longest = (tasks: LongTask[]) => Math.max(0, ...tasks.map((t) => t.durationMs));

async function longTasksOfLoad(browser: Browser, url: string): Promise<{ tasks: LongTask[]; thread: ThreadTask[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const seen: Seen = { tasks: [], frames: [] };
      (window as unknown as { __benchSeen: Seen }).__benchSeen = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.tasks.push({ startMs: e.startTime, durationMs: e.duration });
      }).observe({ type: "longtask", buffered: true });
      type Frame = PerformanceEntry & { renderStart: number; scripts: { sourceURL: string; invokerType: string; duration: number }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Frame[])
          seen.frames.push({
            startMs: e.startTime,
            endMs: e.startTime + e.duration,
            renderMs: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
            scripts: e.scripts.map((s) => ({ file: s.sourceURL.split("/").pop() || "(inline)", invoker: s.invokerType, ms: s.duration })),
          });
      }).observe({ type: "long-animation-frame", buffered: true });
    });
    const endTrace = await startThreadTrace(cdp);
    await page.goto(url, { waitUntil: "load" });
    await islandsSettled(page);
    const seen = await page.evaluate(() => (window as unknown as { __benchSeen: Seen }).__benchSeen);
    return { tasks: seen.tasks.map((t) => ({ ...t, what: whatRan(t, seen.frames) })), thread: await endTrace() };
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page's islands have done what they do untouched: islands hydrate once the page is idle (or on
 * screen), one after another, and a hydrated island may fetch more (the chat's widget). So: the network quiet and
 * two idle periods, again, until the count of hydrated islands (`data-island-hydrated`) stays the same.
 */
async function islandsSettled(page: Page): Promise<void> {
  let hydrated = -1;
  for (let round = 0; round < 8; round++) {
    await page.waitForLoadState("networkidle");
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 10_000 })));
    const now = await page.locator("[data-island][data-island-hydrated]").count();
    if (now === hydrated) return;
    hydrated = now;
  }
}

/** The scripts (by file, longest first) of the long animation frames that overlap a long task, or the browser's own work. */
function whatRan(task: { startMs: number; durationMs: number }, frames: Seen["frames"]): string {
  const end = task.startMs + task.durationMs;
  const overlapping = frames.filter((f) => f.startMs < end && f.endMs > task.startMs);
  const byFile = new Map<string, number>();
  for (const s of overlapping.flatMap((f) => f.scripts)) byFile.set(`${s.file} ${s.invoker}`, (byFile.get(`${s.file} ${s.invoker}`) ?? 0) + s.ms);
  const scripts = [...byFile].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`);
  const render = Math.max(0, ...overlapping.map((f) => f.renderMs));
  const parts = [...scripts.slice(0, 3), ...(render >= 10 ? [`rendering ${render.toFixed(0)} ms`] : [])];
  return parts.join(" + ") || "no script: parsing, images, style and layout";
}
