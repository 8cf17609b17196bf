import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { cpuMs, serverSettled, type RunningServer } from "../../../src/cli/serverProcess.js";

// The bench waits for the server to be idle before it loads pages beside it (benchLongTasks.ts warmServer): a server
// answers /api/health before its start-up work is over. Measured on real processes through /proc; the busy child
// counts its work by its own CPU time, not by the clock, so that a busy machine only makes the test slower.
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL");
});

/** A process that works until it has used `cpuMs` of CPU (forever without it), then prints what it used and only waits. */
function busyProcess(cpuMsToUse?: number): { server: RunningServer; used: () => number | undefined } {
  const until = cpuMsToUse === undefined ? "Infinity" : String(cpuMsToUse);
  const source = `const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; }; while (cpu() < ${until}) {} console.log(String(cpu())); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  started.push(child);
  let used: number | undefined;
  child.stdout!.on("data", (b: Buffer) => (used ??= Number(b.toString())));
  return { server: { url: "", child, output: () => "" }, used: () => used };
}

describe("serverSettled", () => {
  it("resolves only once the process has done its work, and reads its CPU time as the process counts it", async () => {
    const { server, used } = busyProcess(600);
    await serverSettled(server, { stepMs: 100, idleMs: 10, steps: 3 });
    // Its last word came while it was already idle, a step or more before the quiet steps were counted.
    expect(used(), "the process had said it was done").toBeGreaterThanOrEqual(600);
    // /proc counts in ticks of 10 ms.
    expect(cpuMs(server.child.pid!)).toBeGreaterThanOrEqual(used()! - 20);
  });

  it("says which process did not settle when it keeps working", async () => {
    const { server } = busyProcess();
    await expect(serverSettled(server, { stepMs: 100, idleMs: 10, steps: 3, withinMs: 800 })).rejects.toThrow(`the server (pid ${server.child.pid}) did not settle`);
  });
});
