import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/** The file beside a PGlite data folder (not in it: PostgreSQL owns its folder) that names the process holding it open. */
export const storeLockFileOf = (dataDir: string): string => `${dataDir.replace(/[\\/]+$/, "")}.lock`;

/** A data folder another process holds: what to do is to stop that process, or to share a PostgreSQL. */
export class StoreInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded store in ${dataDir} is open in another process (pid ${pid}, likely the server of npm start): an embedded store serves one process at a time. Stop that process first, or set DATABASE_URL to a PostgreSQL that both can share.`,
    );
    this.name = "StoreInUseError";
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Takes a PGlite data folder for this process: PGlite keeps the database in the process and writes it to the folder,
 * so a second process on the same folder (npm run staff while the server runs) would each write over the other's
 * pages. The lock file holds the holder's pid; one whose process is gone (a crash, a kill -9) is taken over. Gives the
 * release, which removes the file (also done when the process exits). A folder this same process holds is given again.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = storeLockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.off("exit", release);
        rmSync(file, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (pid === process.pid) return () => undefined;
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new StoreInUseError(dataDir, pid);
      rmSync(file, { force: true }); // its process is gone: take it over
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
