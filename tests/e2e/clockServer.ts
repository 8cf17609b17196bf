import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { copyOfFreshStore } from "../../src/cli/freshStore.js";
import { startRealServer, type RunningServer } from "../../src/cli/serverProcess.js";

/**
 * A server of its own for the tests whose outcome hangs on the server's clock (the chat's hours at a hand-over, a
 * payment link's expiry, the insights' days): the real server on a store of its own with a movable clock
 * (VIDHI_DEV_CLOCK), so that moving it never disturbs the tests sharing the main browser tests' server.
 */
export interface ClockServer extends RunningServer {
  password: string;
  /** Its data folder (VIDHI_DATA_DIR): the store and the secrets it generated, such as lead-api-key. */
  dataDir: string;
  /** The server's clock now. */
  now(): Promise<Date>;
  /** Moves the server's clock forward to `at` (never back). */
  moveTo(at: Date): Promise<void>;
  stop(): void;
}

export async function startClockServer(root: string): Promise<ClockServer> {
  mkdirSync(join(root, ".data"), { recursive: true });
  const work = mkdtempSync(join(root, ".data", "clock-"));
  const password = `staff-${Math.random().toString(36).slice(2)}`;
  // A migrated empty store, copied: the server would otherwise create and migrate one itself, seconds of CPU.
  await copyOfFreshStore(root, join(work, "pglite"));
  const server = await startRealServer(root, { VIDHI_DATA_DIR: work, VIDHI_ADMIN_PASSWORD: password, VIDHI_DEV_CLOCK: "1" });
  const advance = async (seconds: number): Promise<Date> => {
    const res = await fetch(`${server.url}/dev/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advanceSeconds: seconds }) });
    if (!res.ok) throw new Error(`POST /dev/clock answered ${res.status}`);
    return new Date(((await res.json()) as { now: string }).now);
  };
  const now = () => advance(0);
  const moveTo = async (at: Date) => {
    // A day at most per call (the route's limit); the clock runs on while the calls are made, so it ends a little past.
    for (let left = Math.ceil((at.getTime() - (await now()).getTime()) / 1000); left > 0; left -= 86_400) await advance(Math.min(left, 86_400));
  };
  const stop = () => {
    server.child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  };
  return { ...server, password, dataDir: work, now, moveTo, stop };
}
