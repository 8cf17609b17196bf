import { describe, expect, it } from "vitest";
import { summarizeLoads } from "../../../src/cli/benchCompare.js";
import { navigationCommit } from "../../../src/cli/benchThreadTime.js";

const load = (observed: number[], thread: number[], commitMs = 0) => ({
  tasks: observed.map((durationMs, i) => ({ startMs: i * 100, durationMs, what: "rendering" })),
  thread: [{ ms: commitMs, wallMs: commitMs, what: navigationCommit }, ...thread.map((ms) => ({ ms, wallMs: ms, what: "a frame: style, layout, paint" }))],
});

describe("npm run bench -- compare: one build's loads of a page (benchCompare.ts)", () => {
  it("takes each load's longest task, by the observers and by thread time after the navigation's commit, and gives their median, 90th percentile, worst and the loads over 50 ms", () => {
    const summary = summarizeLoads([load([51, 80], [60], 90), load([], [40, 45], 70), load([49], [70]), load([120], [30], 100)]);
    expect(summary).toEqual({ loads: 4, observerMedianMs: 49, observerWorstMs: 120, loadsOver: 2, threadMedianMs: 45, threadP90Ms: 70, threadWorstMs: 70 });
  });

  it("the 90th percentile of ten loads is the ninth of them, in order", () => {
    const loads = [33, 12, 45, 28, 51, 20, 39, 26, 30, 24].map((ms) => load([], [ms], 80));
    expect(summarizeLoads(loads)).toMatchObject({ threadMedianMs: 28, threadP90Ms: 45, threadWorstMs: 51 });
  });

  it("a load without a long task counts as 0 ms, and 50 ms is not over", () => {
    expect(summarizeLoads([load([], []), load([50], [50])])).toEqual({ loads: 2, observerMedianMs: 0, observerWorstMs: 50, loadsOver: 0, threadMedianMs: 0, threadP90Ms: 50, threadWorstMs: 50 });
  });
});
