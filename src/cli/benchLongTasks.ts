import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { lighthousePages } from "./benchLighthouse.js";
import { navigationCommit, startThreadTrace, type SourcePositions, type ThreadTask } from "./benchThreadTime.js";
import { CdpBrowser } from "./cdpPipe.js";
import { cpuSlowdown, evaluate, loadPage, openVisitorPage } from "./cdpVisitorPage.js";
import { cpuMs, serverSettled, type RunningServer } from "./serverProcess.js";

type Row = [string, string, string];

/** A long task (the browser's own definition) is one over 50 ms; the issue's budget is none before the first interaction. */
export const longTaskMs = 50;
/** Loads per page, each in a fresh context (a first visit, nothing cached); the page's row gives the worst. */
const loads = 3;
/** `BENCH_SOURCE_POSITIONS=1` traces V8's compile events too and gives V8's `CollectSourcePositions` per load in the row. */
const traceSourcePositions = process.env.BENCH_SOURCE_POSITIONS === "1";

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** What ran in it, from the long animation frame that holds it: the scripts by file, or the browser's own work. */
  what: string;
}

/** What the page records (an init script, before the page's own): long tasks, and long animation frames with their scripts. */
interface Seen {
  tasks: { startMs: number; durationMs: number }[];
  frames: { startMs: number; endMs: number; renderMs: number; scripts: { file: string; invoker: string; fn: string; startMs: number; ms: number; forcedMs: number }[] }[];
}

export interface Load {
  tasks: LongTask[];
  thread: ThreadTask[];
  sourcePositions?: SourcePositions;
}

/**
 * Each page as a first visitor on a slow phone gets it: Chromium at 4× CPU slowdown, a 390 px touch screen, a fresh
 * context per load, driven over a bare DevTools pipe with only Page, Emulation and Tracing on (cdpVisitorPage.ts):
 * DevTools' `Runtime` domain, which Playwright and Lighthouse switch on, makes V8 parse functions again at load,
 * work a visitor's browser never does (docs/rendering.md). PerformanceObservers (buffered) for long tasks and long
 * animation frames are in place before the page's own scripts; the page loads and is left untouched until its
 * islands are done (longTaskRecorder's `__benchSettled`): every long task seen is one before the first interaction. Each is named
 * by what ran in it (the frame's scripts by file), so that a row says which chunk or which island costs the time.
 * The same loads are traced (benchThreadTime.ts): each task's thread time is the second figure of the row. It is not the
 * page's work alone: Chromium's throttling on Linux stops the main thread every 200 µs and makes it spin for three
 * times the clock time since it last let it run (at most 1 ms of it), whether the thread ran, waited for a core or
 * waited for an answer from another process (a font look-up, a storage area). So at 4× a wait counts at about three
 * quarters in the thread time and in the observers' wall time: a synchronous request that kept a task waiting 400 ms
 * gave it 315–323 ms of thread time (docs/rendering.md). The third figure is the page's own work: the same page loaded
 * at the machine's own speed (no throttling: a wait there costs no thread time), each task's thread time times four,
 * which is how Lighthouse's simulated slowdown counts a slow phone's tasks.
 */
export async function benchLongTasks(base: string, serverPid?: number): Promise<Row[]> {
  const browser = await CdpBrowser.launch();
  const rows: Row[] = [];
  try {
    for (const path of lighthousePages) {
      const loaded: Load[] = [];
      // The server's CPU in each load: the visitor's page shares the machine's two cores with it (docs/operations.md).
      const serverCpu: number[] = [];
      for (let i = 0; i < loads; i++) {
        const before = serverPid === undefined ? 0 : cpuMs(serverPid);
        loaded.push(await longTasksOfLoad(browser, `${base}${path}`));
        if (serverPid !== undefined) serverCpu.push(cpuMs(serverPid) - before);
      }
      const work: ThreadTask[] = [];
      for (let i = 0; i < loads; i++) work.push(await cpuWorkOfLoad(browser, `${base}${path}`));
      rows.push(row(path, loaded, work, serverCpu));
    }
    rows.push(await floor(browser));
  } finally {
    await browser.close();
  }
  return rows;
}

function row(path: string, loaded: Load[], work: ThreadTask[], serverCpu: number[]): Row {
  const runs = loaded.map((l) => l.tasks);
  const worst = runs.reduce((a, b) => (longest(b) > longest(a) ? b : a));
  const over = runs.map((r) => r.filter((t) => t.durationMs > longTaskMs).length);
  const threadOver = loaded.map((l) => l.thread.filter((t) => t.ms > longTaskMs).sort((a, b) => b.ms - a.ms));
  const threadWorst = threadOver.reduce((a, b) => ((b[0]?.ms ?? 0) > (a[0]?.ms ?? 0) ? b : a));
  const ownWorst = Math.max(0, ...loaded.flatMap((l) => l.thread.filter((t) => t.what !== navigationCommit).map((t) => t.ms)));
  const positions = loaded.map((l) => l.sourcePositions).filter((p) => p !== undefined);
  const heaviest = work.reduce((a, b) => (b.ms > a.ms ? b : a));
  return [
    `long tasks before interaction, ${path} (${cpuSlowdown}× CPU, no DevTools Runtime domain)`,
    `${worst.length ? `longest ${longest(worst).toFixed(0)} ms` : "none"}; thread time ${threadWorst.length ? `longest ${threadWorst[0].ms.toFixed(0)} ms` : "none over 50 ms"}, ` +
      `after the commit ${ownWorst > longTaskMs ? `longest ${ownWorst.toFixed(0)} ms` : "none over 50 ms"}; ` +
      `its own work ×${cpuSlowdown} longest ${heaviest.ms.toFixed(0)} ms`,
    `worst of ${loads} loads, measured as a visitor's browser runs the page (DevTools' Runtime domain off): ` +
      `${worst.map((t) => `${t.durationMs.toFixed(0)} ms at ${t.startMs.toFixed(0)} ms (${t.what})`).join(", ") || "no long task"}; ` +
      `long tasks per load ${over.join(", ")}; by thread time (trace) ${threadOver.map((o) => o.length).join(", ")}, ` +
      `the worst load's: ${threadWorst.map((t) => `${t.ms.toFixed(0)} ms (${t.what})`).join(", ") || "none"}; ` +
      `its own work (${loads} loads at 1× CPU, each task's thread time ×${cpuSlowdown}, as Lighthouse's simulated slowdown counts; ` +
      `no wait in it), the longest task per load: ${work.map((t) => `${t.ms.toFixed(0)} ms (${t.what})`).join(", ")}; budget: none over ${longTaskMs} ms` +
      (positions.length ? `; V8.CollectSourcePositions per load: ${positions.map((p) => `${p.events} (${p.ms.toFixed(1)} ms)`).join(", ")}` : "") +
      (serverCpu.length ? `; the server's CPU per load (the whole load until its islands are done, in steps of 10 ms): ${serverCpu.join(", ")} ms` : ""),
  ];
}

/** A page with nothing in it: a heading and a sentence, no style sheet, no script, no image. */
export const barePage =
  '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title>' +
  "<h1>GST Registration</h1><p>Register your business under GST and get a GSTIN on the GST portal.</p>";
/** How many loads of the bare page: enough to see how often such a page alone crosses the budget. */
const floorLoads = 10;

/**
 * The floor under the rows above: the same loads of a page with nothing in it (barePage), sent over HTTP from this
 * process as a page of the site is (a `data:` address skips the network and its tasks). Its tasks are the browser's
 * own at this slowdown on this machine (the navigation's commit, the parse, a first frame): no page has less.
 */
async function floor(browser: CdpBrowser): Promise<Row> {
  const server = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(barePage));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const loaded: Load[] = [];
  try {
    const { port } = server.address() as AddressInfo;
    for (let i = 0; i < floorLoads; i++) loaded.push(await longTasksOfLoad(browser, `http://127.0.0.1:${port}/`));
  } finally {
    server.close();
  }
  const seen = loaded.map((l) => longest(l.tasks));
  const commits = loaded.map((l) => Math.max(0, ...l.thread.filter((t) => t.what === navigationCommit).map((t) => t.ms)));
  const others = loaded.map((l) => Math.max(0, ...l.thread.filter((t) => t.what !== navigationCommit).map((t) => t.ms)));
  return [
    `the floor: a bare page (a heading and a sentence, no style sheet or script; ${cpuSlowdown}× CPU)`,
    `${seen.filter((ms) => ms > longTaskMs).length} of ${loaded.length} loads with a long task; longest ${Math.max(...seen).toFixed(0)} ms`,
    `what the page's observer saw per load (longest task, 0 for none): ${seen.map((ms) => ms.toFixed(0)).join(", ")} ms; by thread time, ` +
      `${navigationCommit} ${commits.map((ms) => ms.toFixed(0)).join(", ")} ms, its other tasks' longest ${others.map((ms) => ms.toFixed(0)).join(", ")} ms; ` +
      "no page has less: a long task here means the machine was not quiet, and the page rows of this run say little",
  ];
}

/**
 * The server as a visitor meets it, warm: each bench page loaded once at the machine's own speed (its HTML, assets,
 * shared files and the calls the islands make), in a browser of its own that is then closed, and the server left to
 * settle (serverProcess.ts `serverSettled`). Without it the first measured load ran beside the server's start-up and
 * first-request work (about 1.5 s of CPU in the 1.5 s after it answered): in 3 of 4 runs of
 * `npm run bench -- longtasks` (2026-11-28) that load, /'s first, had a long task (51–62 ms) and no other load had one.
 */
export async function warmServer(server: RunningServer): Promise<void> {
  await serverSettled(server);
  const browser = await CdpBrowser.launch();
  try {
    for (const path of lighthousePages) await longTasksOfLoad(browser, `${server.url}${path}`, 1);
  } finally {
    await browser.close();
  }
  await serverSettled(server);
}

export const longest = (tasks: LongTask[]) => Math.max(0, ...tasks.map((t) => t.durationMs));

/** One load of `url` as the bench loads a page (a fresh context at 4×, untouched until its islands are done): its long tasks, named, and its thread time. */
export async function longTasksOfLoad(browser: CdpBrowser, url: string, cpuRate: number = cpuSlowdown): Promise<Load> {
  const page = await openVisitorPage(browser, [`(${longTaskRecorder.toString()})()`], undefined, cpuRate);
  try {
    const endTrace = await startThreadTrace(browser, page.sessionId, { sourcePositions: traceSourcePositions });
    await loadPage(browser, page.sessionId, url);
    // The one call into the page's JavaScript, once its islands are done: it waits for that in the page and gives what the observers saw.
    const seen = await evaluate<Seen>(browser, page.sessionId, "window.__benchSettled()");
    const { tasks: thread, sourcePositions } = await endTrace();
    return { tasks: seen.tasks.map((t) => ({ ...t, what: whatRan(t, seen.frames) })), thread, sourcePositions };
  } finally {
    await page.close();
  }
}

/**
 * The page's own work in one load: loaded as longTasksOfLoad loads it but at the machine's own speed (no throttling, so
 * a task waiting for a core or for another process gains no thread time), untouched until its islands are done; its
 * longest main-thread task after the navigation's commit, by thread time times the slowdown (what Lighthouse's
 * simulated throttling does with a task's time).
 */
export async function cpuWorkOfLoad(browser: CdpBrowser, url: string): Promise<ThreadTask> {
  const { thread } = await longTasksOfLoad(browser, url, 1);
  const own = thread.filter((t) => t.what !== navigationCommit);
  const heaviest = own.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, wallMs: 0, what: "no task" });
  return { ms: heaviest.ms * cpuSlowdown, wallMs: heaviest.wallMs, what: heaviest.what };
}

/**
 * Runs in the page before its own scripts, as the source of an init script: no closure, and no named function inside
 * (tsx names them with a `__name` helper that the page does not have). It records long tasks and long animation
 * frames, and gives the page `__benchSettled`: a promise of what was recorded once the islands have done what they do
 * untouched. Islands hydrate once the page is idle (or on screen), one after
 * another, and a hydrated island may fetch more (the chat's widget). So: the network quiet (no resource finished for
 * 500 ms, as Playwright's `networkidle`: the bench has no Network domain, whose request stacks would cost the page)
 * and two idle periods, again, until the count of hydrated islands (`data-island-hydrated`) stays the same.
 */
export function longTaskRecorder(): void {
  const seen: Seen = { tasks: [], frames: [] };
  let resources = 0;
  new PerformanceObserver((list) => (resources += list.getEntries().length)).observe({ type: "resource", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push({ startMs: e.startTime, durationMs: e.duration });
  }).observe({ type: "longtask", buffered: true });
  type Frame = PerformanceEntry & {
    renderStart: number;
    scripts: { sourceURL: string; sourceFunctionName: string; invokerType: string; startTime: number; duration: number; forcedStyleAndLayoutDuration: number }[];
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Frame[])
      seen.frames.push({
        startMs: e.startTime,
        endMs: e.startTime + e.duration,
        renderMs: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
        scripts: e.scripts.map((s) => ({
          file: s.sourceURL.split("/").pop() || "(inline)",
          invoker: s.invokerType,
          fn: s.sourceFunctionName,
          startMs: s.startTime,
          ms: s.duration,
          forcedMs: s.forcedStyleAndLayoutDuration,
        })),
      });
  }).observe({ type: "long-animation-frame", buffered: true });
  (window as unknown as { __benchSettled: () => Promise<Seen> }).__benchSettled = async () => {
    let hydrated = -1;
    for (let round = 0; round < 8; round++) {
      for (let before = -1; before !== resources; ) {
        before = resources;
        await new Promise((done) => setTimeout(done, 500));
      }
      for (let i = 0; i < 2; i++) await new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 10_000 }));
      const now = document.querySelectorAll("[data-island][data-island-hydrated]").length;
      if (now === hydrated) break;
      hydrated = now;
    }
    return seen;
  };
}

/**
 * The scripts (by file, longest first) that started within a long task (a long animation frame may hold several
 * tasks: only the task's own are named), the rendering of a frame that overlaps it, or the browser's own work.
 */
function whatRan(task: { startMs: number; durationMs: number }, frames: Seen["frames"]): string {
  const end = task.startMs + task.durationMs;
  const overlapping = frames.filter((f) => f.startMs < end && f.endMs > task.startMs);
  const byFile = new Map<string, { ms: number; forcedMs: number }>();
  const own = overlapping.flatMap((f) => f.scripts).filter((s) => s.startMs >= task.startMs - 1 && s.startMs < end);
  for (const s of own) {
    const key = `${s.file} ${s.invoker}${s.fn ? ` ${s.fn}()` : ""}`;
    const sum = byFile.get(key) ?? { ms: 0, forcedMs: 0 };
    byFile.set(key, { ms: sum.ms + s.ms, forcedMs: sum.forcedMs + s.forcedMs });
  }
  // The style and layout a script asked for (a read of a box's size while the page's style was stale) is in its time: said apart.
  const scripts = [...byFile]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([k, { ms, forcedMs }]) => `${k} ${ms.toFixed(0)} ms${forcedMs >= 5 ? `, of it forced style and layout ${forcedMs.toFixed(0)} ms` : ""}`);
  const render = Math.max(0, ...overlapping.map((f) => f.renderMs));
  const parts = [...scripts.slice(0, 3), ...(render >= 10 ? [`rendering ${render.toFixed(0)} ms`] : [])];
  return parts.join(" + ") || "no script: parsing, images, style and layout";
}
