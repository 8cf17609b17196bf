import { fromZonedTime } from "date-fns-tz";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import constants from "../../../config/constants.json" with { type: "json" };
import { copyOfFreshStore } from "../../../src/cli/editorServer.js";
import { startRealServer, type RunningServer } from "../../../src/cli/serverProcess.js";
import { chatOpen, type ChatHours } from "../../../src/rules/chatHours.js";

/**
 * A server of the chat's own for the tests whose outcome hangs on the chat's hours, which the server decides at the
 * hand-over by its own clock: the real server on a store of its own with a movable clock (VIDHI_DEV_CLOCK), so that
 * moving it never disturbs the tests sharing the main browser tests' server.
 */
export interface ChatServer extends RunningServer {
  password: string;
  /** Its data folder (VIDHI_DATA_DIR): the store and the secrets it generated, such as lead-api-key. */
  dataDir: string;
  /** The server's clock now. */
  now(): Promise<Date>;
  /** Moves the server's clock forward to `at` (never back). */
  moveTo(at: Date): Promise<void>;
  stop(): void;
}

export async function startChatServer(root: string): Promise<ChatServer> {
  mkdirSync(join(root, ".data"), { recursive: true });
  const work = mkdtempSync(join(root, ".data", "chat-"));
  const password = `agents-${Math.random().toString(36).slice(2)}`;
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

const hours: ChatHours = { ...constants.chat, businessDays: constants.chat.businessDays as ChatHours["businessDays"] };

/** The first day from `from` on which the chat opens (a business day, not a holiday), at the India time `hhmm`. */
export function nextOpenDayAt(from: Date, hhmm: string): Date {
  for (let day = 0; day <= 31; day++) {
    const date = new Date(from.getTime() + day * 86_400_000).toLocaleDateString("en-CA", { timeZone: hours.timeZone });
    const noonOpen = chatOpen(fromZonedTime(`${date}T12:00:00`, hours.timeZone), hours);
    const at = fromZonedTime(`${date}T${hhmm}:00`, hours.timeZone);
    if (noonOpen && at > from) return at;
  }
  throw new Error("no day of the chat's within a month");
}
