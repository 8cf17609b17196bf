import { describe, expect, it } from "vitest";
import { summarizeLoads } from "../../../src/cli/benchCompare.js";

const load = (observed: number[], thread: number[]) => ({
  tasks: observed.map((durationMs, i) => ({ startMs: i * 100, durationMs, what: "rendering" })),
  thread: thread.map((ms) => ({ ms, wallMs: ms, what: "a frame: style, layout, paint" })),
});

describe("npm run bench -- compare: one build's loads of a page (benchCompare.ts)", () => {
  it("takes each load's longest task, by the observers and by thread time, and gives their median, worst and the loads over 50 ms", () => {
    const summary = summarizeLoads([load([51, 80], [60]), load([], [40, 45]), load([49], [70]), load([120], [30])]);
    expect(summary).toEqual({ loads: 4, observerMedianMs: 49, observerWorstMs: 120, loadsOver: 2, threadMedianMs: 45, threadWorstMs: 70 });
  });

  it("a load without a long task counts as 0 ms, and 50 ms is not over", () => {
    expect(summarizeLoads([load([], []), load([50], [50])])).toEqual({ loads: 2, observerMedianMs: 0, observerWorstMs: 50, loadsOver: 0, threadMedianMs: 0, threadWorstMs: 50 });
  });
});
