import type { CDPSession } from "@playwright/test";

/** A task of the page's main thread as a CDP trace saw it: its thread time and what posted it. */
export interface ThreadTask {
  ms: number;
  what: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; src_func?: string };
}

/** What posted a task (the trace's `src_func`, Chromium's own function name), in words; others are given as they are. */
const kinds: Record<string, string> = {
  DispatchFinishedNotificationAsync: "a module chunk's evaluation",
  PendingScriptFinished: "the entry script",
  SchedulePumpTokenizer: "parsing, the entry script",
  ScheduledActionSendBeginMainFrame: "a frame: style, layout, paint",
  PostTaskToMainThread: "a response: image, style sheet",
  PostSchedulerIdleTask: "an idle callback",
  PostDispatchNextMessageFromPipe: "a message: React's slices, nextTask",
  Notify: "a message: React's slices, nextTask",
};

/**
 * Starts a trace of the page's tasks (Chromium's `toplevel` category only: one event per task, nothing that slows
 * the page); the function it returns ends it and gives the page's main-thread tasks. Why thread time: on a busy
 * machine a task's wall time is mostly waiting for a core, while its thread time (`tdur`) is the work it did, at the
 * page's CPU slowdown (Chromium's throttling counts in it), so it stays what a quiet machine's wall time would be.
 */
export async function startThreadTrace(cdp: CDPSession): Promise<() => Promise<ThreadTask[]>> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", { transferMode: "ReportEvents", traceConfig: { includedCategories: ["toplevel"] } });
  return async () => {
    const complete = new Promise<void>((done) => cdp.once("Tracing.tracingComplete", () => done()));
    await cdp.send("Tracing.end");
    await complete;
    return mainThreadTasks(events);
  };
}

/** The outermost tasks of the renderer main thread that worked most (the page's; a fresh context may have another). */
export function mainThreadTasks(events: TraceEvent[]): ThreadTask[] {
  const mains = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== "X" || e.name !== "ThreadControllerImpl::RunTask" || !mains.has(thread) || e.tdur === undefined) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  const work = (tasks: TraceEvent[]) => tasks.reduce((n, t) => n + (t.tdur ?? 0), 0);
  const busiest = [...byThread.values()].sort((a, b) => work(b) - work(a))[0] ?? [];
  const outermost: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of busiest.sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end) continue; // a task run inside another (a nested run loop) is part of it
    outermost.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return outermost.map((t) => ({ ms: (t.tdur ?? 0) / 1000, what: kinds[t.args?.src_func ?? ""] ?? t.args?.src_func ?? "?" }));
}
