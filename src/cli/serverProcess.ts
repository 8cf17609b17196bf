import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// `npm start`'s server as a separate process, for the bench and the tests of the real process: its command line
// ('node <flags> src/server/start.mjs') read from package.json, so that they run it with the same V8 flags.
const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const startArgs = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .slice(1)
  .map((arg) => (arg.startsWith("-") ? arg : join(projectRoot, arg)));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * `npm start` as production runs it (node src/server/start.mjs: the server compiled to JavaScript, compileServer.mjs)
 * in `root`, on env.PORT or a free port; resolves once it answers /api/health. A free port can be taken by another
 * process between the look and the server's listen (the suite runs many): a server that stops on EADDRINUSE is started
 * again on another, up to three times, unless env.PORT named the port.
 */
export async function startRealServer(root: string, env: Record<string, string>, startWithinMs = 120_000): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(root, env, env.PORT ? Number(env.PORT) : await freePort(), startWithinMs);
    } catch (e) {
      if (env.PORT || attempt === 3 || !(e instanceof PortTaken)) throw e;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(root: string, env: Record<string, string>, port: number, startWithinMs: number): Promise<RunningServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env };
  // The store is the test's own: never a DATABASE_URL the shell happens to have.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, startArgs, {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (b: Buffer) => (log += b.toString()));
  child.stderr!.on("data", (b: Buffer) => (log += b.toString()));
  const exited = new Promise<void>((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once("exit", () => done())));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await exited;
      const message = `the server stopped while starting (exit ${child.exitCode}):\n${log}`;
      throw log.includes("EADDRINUSE") ? new PortTaken(message) : new Error(message);
    }
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return { url, child, output: () => log };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  // Gone before the caller removes its data folder: a process still writing into it would leave files behind.
  await exited;
  throw new Error(`the server did not answer /api/health within ${startWithinMs} ms:\n${log}`);
}

/** The CPU time (user and system) a process has used so far, in milliseconds (Linux's /proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Resolves once the server is idle: at most `idleMs` of CPU in each of `steps` steps of `stepMs` in a row. A server
 * answers /api/health before its start-up work is over (on this machine about 1.5 s of CPU in the next 1.5 s, nearly
 * a core: compiling, the store's first queries), and its first requests make more (V8 optimising the code they ran). The
 * bench's browser runs on the same two cores, so a page loaded meanwhile competes with work a visitor's page never
 * meets: a site's server started long before the visitor came. Throws after `withinMs`. A process that other work
 * keeps from a core looks idle too: the bench asks for a quiet machine, and its floor row says when it was not.
 */
export async function serverSettled(server: RunningServer, { stepMs = 250, idleMs = 10, steps = 4, withinMs = 60_000 } = {}): Promise<void> {
  const pid = server.child.pid!;
  const deadline = Date.now() + withinMs;
  let quiet = 0;
  let before = cpuMs(pid);
  while (quiet < steps) {
    if (Date.now() > deadline) throw new Error(`the server (pid ${pid}) did not settle: in ${withinMs / 1000} s it never used at most ${idleMs} ms of CPU in ${steps} steps of ${stepMs} ms in a row`);
    await new Promise((r) => setTimeout(r, stepMs));
    const now = cpuMs(pid);
    quiet = now - before <= idleMs ? quiet + 1 : 0;
    before = now;
  }
}
