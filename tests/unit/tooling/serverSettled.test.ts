import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { cpuMs, serverSettled, type RunningServer } from "../../../src/cli/serverProcess.js";

// The bench waits for the server to be idle before it loads pages beside it (benchLongTasks.ts warmServer): a server
// answers /api/health before its start-up work is over. Measured on real processes through /proc.
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL");
});

/** A process that works (a busy loop) for `busyMs` of its clock, says so, then only waits. */
function processBusyFor(busyMs: number): { server: RunningServer; busyUntil: () => number } {
  const source = `const end = Date.now() + ${busyMs}; while (Date.now() < end) {} console.log("idle"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  started.push(child);
  let idleAt = 0;
  child.stdout!.on("data", () => (idleAt ||= Date.now()));
  return { server: { url: "", child, output: () => "" }, busyUntil: () => idleAt };
}

describe("serverSettled", () => {
  it("resolves only once the process has stopped working, and counts its CPU as /proc does", async () => {
    const { server, busyUntil } = processBusyFor(1200);
    await serverSettled(server, { stepMs: 100, idleMs: 10, steps: 3 });
    expect(busyUntil(), "the busy loop was over before it resolved").toBeGreaterThan(0);
    expect(cpuMs(server.child.pid!)).toBeGreaterThanOrEqual(500);
  });

  it("says which process did not settle when it keeps working", async () => {
    const { server } = processBusyFor(60_000);
    await expect(serverSettled(server, { stepMs: 100, idleMs: 10, steps: 3, withinMs: 800 })).rejects.toThrow(`the server (pid ${server.child.pid}) did not settle`);
  });
});
