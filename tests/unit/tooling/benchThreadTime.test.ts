import { describe, expect, it } from "vitest";
import { mainThreadTasks, sourcePositionsWork } from "../../../src/cli/benchThreadTime.js";

const thread = (pid: number, tid: number, name: string) => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, ts: number, durUs: number, tdurUs: number, src_func: string) => ({
  name: "ThreadControllerImpl::RunTask",
  ph: "X",
  pid,
  tid,
  ts,
  dur: durUs,
  tdur: tdurUs,
  args: { src_func },
});

describe("the bench's thread time of a page's tasks (benchThreadTime.ts)", () => {
  it("takes the busiest renderer main thread, only its outermost tasks, with their thread time and what posted them", () => {
    const events = [
      thread(1, 10, "CrRendererMain"),
      thread(2, 20, "CrRendererMain"),
      thread(2, 21, "ThreadPoolForegroundWorker"),
      task(1, 10, 0, 5_000, 4_000, "Accept"), // an about:blank renderer: little work
      task(2, 20, 100, 90_000, 66_000, "DispatchFinishedNotificationAsync"),
      task(2, 20, 200, 1_000, 900, "Notify"), // run inside the task above (a nested run loop): part of it
      task(2, 20, 200_000, 30_000, 12_000, "SomethingElse"),
      task(2, 21, 300, 500_000, 400_000, "Notify"), // a worker thread, however busy, is not the page's main thread
    ];
    expect(mainThreadTasks(events)).toEqual([
      { ms: 66, wallMs: 90, what: "a module chunk's evaluation" },
      { ms: 12, wallMs: 30, what: "SomethingElse" },
    ]);
  });

  it("sums V8's CollectSourcePositions on the page's main thread only", () => {
    const compile = (tid: number, name: string, tdurUs: number) => ({ name, ph: "X", pid: 2, tid, ts: 150, dur: tdurUs, tdur: tdurUs, args: {} });
    const events = [
      thread(2, 20, "CrRendererMain"),
      thread(2, 21, "ThreadPoolForegroundWorker"),
      task(2, 20, 100, 90_000, 66_000, "DispatchFinishedNotificationAsync"),
      compile(20, "V8.CollectSourcePositions", 42_000),
      compile(20, "V8.CollectSourcePositions", 3_500),
      compile(20, "V8.ParseFunction", 9_000), // a lazy function's first compile: work a visitor's browser does too
      compile(21, "V8.CollectSourcePositions", 7_000), // a worker's
    ];
    expect(sourcePositionsWork(events)).toEqual({ events: 2, ms: 45.5 });
    expect(sourcePositionsWork(events.slice(0, 3))).toEqual({ events: 0, ms: 0 });
  });
});
