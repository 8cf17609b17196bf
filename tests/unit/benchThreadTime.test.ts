import { describe, expect, it } from "vitest";
import { mainThreadTasks } from "../../src/cli/benchThreadTime.js";

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
      { ms: 66, what: "a module chunk's evaluation" },
      { ms: 12, what: "SomethingElse" },
    ]);
  });
});
