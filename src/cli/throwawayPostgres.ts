import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./serverProcess.js";

/** A PostgreSQL cluster of its own on a free local port, removed by `stop`. */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

const asRoot = () => process.getuid?.() === 0;

/** Debian's PostgreSQL programs (the newest installed), installing the package when there is none. */
function postgresBin(): string {
  const installed = () => (existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b)) : []);
  if (!installed().length) {
    const sudo = asRoot() ? [] : ["sudo"];
    const apt = (...args: string[]) =>
      execFileSync(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), ...args], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    apt("update", "-qq");
    apt("install", "-y", "-qq", "postgresql");
  }
  return join("/usr/lib/postgresql", installed().at(-1)!, "bin");
}

/**
 * What tests/postgres/withPostgres.sh does, for a command that runs PostgreSQL beside itself (npm run fleet): initdb on
 * a temporary folder and pg_ctl on a free local port, as the postgres user when run as root (PostgreSQL refuses root).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "vidhi-pg-"));
  const port = await freePort();
  // As root, the cluster is the postgres user's: its folder too.
  const run = (program: string, args: string[]) =>
    asRoot()
      ? execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", [join(bin, program), ...args.map((a) => `'${a}'`)].join(" ")], { stdio: "ignore" })
      : execFileSync(join(bin, program), args, { stdio: "ignore" });
  if (asRoot()) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"]);
  run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "start"]);
  let stopped = false;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "stop"]);
      } catch {
        // Already stopped: a Ctrl-C in a terminal reaches the cluster's processes too.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
