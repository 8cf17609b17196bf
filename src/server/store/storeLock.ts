import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

/** The file beside a PGlite data folder (not in it: PostgreSQL owns its folder) that names the process holding it open. */
export const storeLockFileOf = (dataDir: string): string => `${dataDir.replace(/[\\/]+$/, "")}.lock`;

/** A data folder another process holds: what to do is to stop that process, or to share a PostgreSQL. */
export class StoreInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string,
  ) {
    super(
      `The embedded store in ${dataDir} is open in another process (${holder}, likely the server of npm start): an embedded store serves one process at a time. Stop that process first, or set DATABASE_URL to a PostgreSQL that both can share. If no such process runs any more, delete ${storeLockFileOf(dataDir)}.`,
    );
    this.name = "StoreInUseError";
  }
}

/** Who holds a lock: the machine (a container's name), the process, when that process started, and a token of its own. */
interface Holder {
  host: string;
  pid: number;
  started: string;
  token: string;
}

/** When a process started, as Linux counts it (clock ticks since boot: /proc/<pid>/stat, field 22); "" where unknown. */
function startOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

const me = (): Holder => ({ host: hostname(), pid: process.pid, started: startOf(process.pid), token: randomBytes(8).toString("hex") });

/**
 * Whether the process a lock names may still hold it. On another machine (another container on a shared volume) it
 * cannot be told: it may. On this one: its process exists and started when the lock says (a process id is reused
 * after a restart; the start time is not).
 */
function mayBeHeld(holder: Holder): boolean {
  if (holder.pid <= 0) return false;
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startOf(holder.pid);
  return started === "" || holder.started === "" || started === holder.started;
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    return typeof parsed.host === "string" && Number.isInteger(parsed.pid) && typeof parsed.token === "string"
      ? { host: parsed.host, pid: parsed.pid!, started: typeof parsed.started === "string" ? parsed.started : "", token: parsed.token }
      : unreadable;
  } catch (error) {
    // Gone between two looks: free. Unreadable: treated as a stale lock.
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? undefined : unreadable;
  }
}

/** What a lock file that is not a lock of ours (a half-written file, another format) counts as: a stale lock. */
const unreadable: Holder = { host: "", pid: 0, started: "", token: "" };

/** The folders this process holds, each with how many stores of it are open here (one lock file for them all). */
const heldHere = new Map<string, { count: number; release: () => void }>();

/**
 * Takes a PGlite data folder for this process: PGlite keeps the database in the process and writes it to the folder,
 * so a second process on the same folder (npm run staff while the server runs) would each write over the other's
 * pages. The lock file is written whole under another name and linked to its own, so it never appears half written
 * and two processes cannot both create it. A lock whose process is gone (a crash, a kill -9, an id reused after a
 * restart) is moved aside and taken over, and read again to be sure it is this process's. Stores of one folder opened
 * in this process share the lock; the last one closed releases it (so does the process's exit). Gives the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = storeLockFileOf(dataDir);
  const here = heldHere.get(file);
  if (here) {
    here.count++;
    return once(() => here.release());
  }
  const holder = me();
  for (let attempt = 0; attempt < 5; attempt++) {
    const written = `${file}.${holder.token}`;
    writeFileSync(written, JSON.stringify(holder));
    try {
      linkSync(written, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const other = readHolder(file);
      if (other && mayBeHeld(other)) throw new StoreInUseError(dataDir, other.host === hostname() ? `pid ${other.pid}` : `pid ${other.pid} on ${other.host}`);
      if (other) moveAsideIfStale(file, other, holder.token);
      continue;
    } finally {
      rmSync(written, { force: true });
    }
    if (readHolder(file)?.token !== holder.token) continue;
    const entry = { count: 1, release: () => undefined };
    const releaseFile = () => {
      process.off("exit", releaseFile);
      heldHere.delete(file);
      if (readHolder(file)?.token === holder.token) rmSync(file, { force: true });
    };
    entry.release = () => {
      if (--entry.count === 0) releaseFile();
    };
    heldHere.set(file, entry);
    process.on("exit", releaseFile);
    return once(() => entry.release());
  }
  throw new Error(`Could not take the lock ${file}: other processes kept taking it`);
}

/**
 * Moves a stale lock (`stale`, as read) aside under a name of this process's own (`token`), so that of two processes
 * taking it over, one wins; then reads what it moved. Between the read and the move another process may have taken
 * the stale lock over and linked its own in its place: then the file moved is that live lock, and it is put back
 * (linked, never over a file that is there again), so that its process keeps the folder and this one is refused.
 */
export function moveAsideIfStale(file: string, stale: Pick<Holder, "token">, token: string): void {
  const aside = `${file}.stale.${token}`;
  try {
    renameSync(file, aside);
  } catch (moved) {
    if ((moved as NodeJS.ErrnoException).code === "ENOENT") return; // taken aside by another process first
    throw moved;
  }
  try {
    const moved = readHolder(aside);
    if (moved && moved.token !== "" && moved.token !== stale.token) {
      try {
        linkSync(aside, file);
      } catch (back) {
        if ((back as NodeJS.ErrnoException).code !== "EEXIST") throw back;
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
}

const once = (release: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
};
