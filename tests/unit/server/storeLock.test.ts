import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir, moveAsideIfStale, StoreInUseError, storeLockFileOf } from "../../../src/server/store/storeLock.js";

const folder = () => join(mkdtempSync(join(tmpdir(), "vidhi-lock-")), "pglite");
const holderIn = (dir: string) => JSON.parse(readFileSync(storeLockFileOf(dir), "utf8")) as { host: string; pid: number; started: string; token: string };

describe("one process on an embedded store's data folder (storeLock.ts)", () => {
  it("stores of one folder opened in this process share its lock: the last one closed frees it", () => {
    const dir = folder();
    const first = lockDataDir(dir);
    const second = lockDataDir(dir);
    expect(holderIn(dir).pid).toBe(process.pid);
    first();
    first(); // a release given twice counts once
    expect(existsSync(storeLockFileOf(dir))).toBe(true);
    second();
    expect(existsSync(storeLockFileOf(dir))).toBe(false);
  });

  it("a live process elsewhere holds it: refused, naming the process and the lock file to delete if it is gone", () => {
    const dir = folder();
    writeFileSync(storeLockFileOf(dir), JSON.stringify({ host: "another-container", pid: 1, started: "7", token: "t" }));
    expect(() => lockDataDir(dir)).toThrow(StoreInUseError);
    expect(() => lockDataDir(dir)).toThrow(`(pid 1 on another-container, likely the server of npm start)`);
    expect(() => lockDataDir(dir)).toThrow(`delete ${storeLockFileOf(dir)}`);
  });

  it("a lock whose process is gone, whose id now belongs to another process, or that cannot be read is taken over", () => {
    const dir = folder();
    for (const stale of [
      JSON.stringify({ host: hostname(), pid: 2 ** 22 + 12345, started: "1", token: "gone" }), // no such process
      JSON.stringify({ host: hostname(), pid: process.ppid, started: "1", token: "reused" }), // alive, but started at another time
      "12345",
      "{ half written",
    ]) {
      writeFileSync(storeLockFileOf(dir), stale);
      const release = lockDataDir(dir);
      expect(holderIn(dir).pid, stale).toBe(process.pid);
      release();
      expect(existsSync(storeLockFileOf(dir)), stale).toBe(false);
    }
  });

  it("of two processes taking one stale lock over, the slower one puts back the winner's lock it moved aside, and is refused", () => {
    const dir = folder();
    const file = storeLockFileOf(dir);
    const stale = { host: hostname(), pid: 2 ** 22 + 12345, started: "1", token: "gone" };
    // Both read the stale lock; the first moves it aside and links its own (this process, here) in its place...
    writeFileSync(file, JSON.stringify(stale));
    const release = lockDataDir(dir);
    const winner = holderIn(dir);
    // ...then the second, still going by what it read, moves aside what is there now: the winner's lock. It goes back.
    moveAsideIfStale(file, stale, "second");
    expect(holderIn(dir)).toEqual(winner);
    expect(readdirSync(dirname(dir)).filter((name) => name.includes(".stale."))).toEqual([]);
    // A stale lock moved aside is gone for good.
    release();
    writeFileSync(file, JSON.stringify(stale));
    moveAsideIfStale(file, stale, "second");
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dirname(dir))).toEqual([]);
  });
});
