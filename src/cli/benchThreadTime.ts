import type { CdpBrowser } from "./cdpPipe.js";

/** A task of the page's main thread as a CDP trace saw it: its thread time and what posted it. */
export interface ThreadTask {
  /** Thread time (`tdur`). */
  ms: number;
  /** Clock time (`dur`). */
  wallMs: number;
  what: string;
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; src_func?: string };
}

/** The task that commits a navigation: the new document is made in it, before the page's own observers exist. */
export const navigationCommit = "the navigation's commit (Accept)";

/** What posted a task (the trace's `src_func`, Chromium's own function name), in words; others are given as they are. */
const kinds: Record<string, string> = {
  Accept: navigationCommit,
  DispatchFinishedNotificationAsync: "a module chunk's evaluation",
  PendingScriptFinished: "the entry script",
  SchedulePumpTokenizer: "parsing, the entry script",
  ScheduledActionSendBeginMainFrame: "a frame: style, layout, paint",
  PostTaskToMainThread: "a response: image, style sheet",
  PostSchedulerIdleTask: "an idle callback",
  PostDispatchNextMessageFromPipe: "a message: React's slices, nextTask",
  Notify: "a message: React's slices, nextTask",
};

/** What V8 spent re-parsing functions for their source positions (`V8.CollectSourcePositions`) on the page's main thread. */
export interface SourcePositions {
  events: number;
  ms: number;
}

/** A load's trace: the main thread's tasks, and, when asked for, V8's source-position work in them. */
export interface ThreadTrace {
  tasks: ThreadTask[];
  sourcePositions?: SourcePositions;
}

/**
 * Starts a trace of the page's tasks (Chromium's `toplevel` category only: one event per task, nothing that slows
 * the page); the function it returns ends it and gives the page's main-thread tasks, with their thread time (`tdur`).
 * At 1× that is the work a task did. Throttled, it is not: Chromium's throttling (Linux) makes the main thread spin for
 * (rate − 1) times the clock time since it last let it run, at most 1 ms of it every 200 µs, so at 4× a task that
 * waits (for a core, or blocked on another process) gains about three quarters of the wait as thread time; only a wait
 * for a core longer than a millisecond is partly left out (docs/rendering.md, and a test in
 * tests/unit/tooling/benchVisitorBrowser.test.ts). benchLongTasks.ts gives both.
 * With `sourcePositions`, V8's compile events are traced too (an event per function compiled: more work for the
 * trace, so not by default): they show whether V8 parsed functions again for a stack trace's lines (docs/rendering.md).
 */
export async function startThreadTrace(browser: CdpBrowser, sessionId: string, options: { sourcePositions?: boolean } = {}): Promise<() => Promise<ThreadTrace>> {
  const events: TraceEvent[] = [];
  const stop = browser.on<{ value: TraceEvent[] }>("Tracing.dataCollected", sessionId, ({ value }) => events.push(...value));
  const categories = ["toplevel", ...(options.sourcePositions ? [compileCategory] : [])];
  await browser.send("Tracing.start", { transferMode: "ReportEvents", traceConfig: { includedCategories: categories } }, sessionId);
  return async () => {
    const complete = browser.once("Tracing.tracingComplete", sessionId);
    await browser.send("Tracing.end", {}, sessionId);
    await complete;
    stop();
    return { tasks: mainThreadTasks(events), ...(options.sourcePositions ? { sourcePositions: sourcePositionsWork(events) } : {}) };
  };
}

/** V8's compile events (`V8.ParseFunction`, `V8.CollectSourcePositions`...): a category Chromium leaves off unless asked. */
const compileCategory = "disabled-by-default-v8.compile";

/** The `V8.CollectSourcePositions` events of the busiest renderer main thread: how many, and their thread time. */
export function sourcePositionsWork(events: TraceEvent[]): SourcePositions {
  const main = busiestMainThread(events);
  const collected = events.filter((e) => e.ph === "X" && e.name === "V8.CollectSourcePositions" && `${e.pid}:${e.tid}` === main);
  return { events: collected.length, ms: collected.reduce((n, e) => n + (e.tdur ?? 0), 0) / 1000 };
}

/** The renderer main thread whose tasks worked most (`pid:tid`): the page's (a fresh context may have another renderer). */
function busiestMainThread(events: TraceEvent[]): string | undefined {
  const mains = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const work = new Map<string, number>();
  for (const e of runTasks(events)) if (mains.has(`${e.pid}:${e.tid}`)) work.set(`${e.pid}:${e.tid}`, (work.get(`${e.pid}:${e.tid}`) ?? 0) + (e.tdur ?? 0));
  return [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const runTasks = (events: TraceEvent[]) => events.filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask" && e.tdur !== undefined);

/** The outermost tasks of the page's main thread, with their thread time and what posted them. */
export function mainThreadTasks(events: TraceEvent[]): ThreadTask[] {
  const main = busiestMainThread(events);
  const outermost: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of runTasks(events).filter((e) => `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end) continue; // a task run inside another (a nested run loop) is part of it
    outermost.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return outermost.map((t) => ({ ms: (t.tdur ?? 0) / 1000, wallMs: (t.dur ?? 0) / 1000, what: kinds[t.args?.src_func ?? ""] ?? t.args?.src_func ?? "?" }));
}
