import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { startRealServer, type RunningServer } from "./serverProcess.js";
import { eventTrackPath, getCityPath } from "../contract/apiCalls.js";

type Row = [string, string, string];

/**
 * The server's resident memory (the aim: at most 400 MiB on PGlite, 200 MiB on PostgreSQL; printed, not enforced; docs/operations.md), as `npm start` runs it
 * in production on a fresh data folder: after start, and after `loadSeconds` of mixed load (pages, an asset, events,
 * city searches), on each store. The PostgreSQL leg runs on a throwaway cluster (tests/postgres/withPostgres.sh).
 * `npm run bench -- memory` runs this part alone.
 */
export async function benchMemory(root: string, loadSeconds = 60): Promise<Row[]> {
  const rows: Row[] = [];
  rows.push(...(await memoryOf(root, "pglite", {}, loadSeconds)));
  if (!postgresInstalled()) {
    rows.push(["server RSS on PostgreSQL", "skipped", "PostgreSQL is not installed (/usr/lib/postgresql/*/bin)"]);
    return rows;
  }
  const cluster = await throwawayCluster(root);
  try {
    rows.push(...(await memoryOf(root, "postgres", { DATABASE_URL: cluster.url }, loadSeconds)));
  } finally {
    await cluster.stop();
  }
  return rows;
}

async function memoryOf(root: string, store: string, env: Record<string, string>, loadSeconds: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "vidhi-bench-memory-"));
  const server = await startRealServer(root, { VIDHI_DATA_DIR: dataDir, NODE_ENV: "production", ...env });
  try {
    await settle();
    const rows: Row[] = [[`server RSS after start (${store})`, `${rssMiB(server)} MiB`, `with its children ${rssWithChildrenMiB(server)} MiB`]];
    await mixedLoad(server.url, loadSeconds);
    rows.push([`server RSS after ${loadSeconds} s of mixed load (${store})`, `${rssMiB(server)} MiB`, `peak ${peakMiB(server)} MiB; with its children ${rssWithChildrenMiB(server)} MiB`]);
    return rows;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A measure after start: the start's garbage collected (a bench, not a test: it measures, so it waits a set time). */
const settle = () => new Promise((r) => setTimeout(r, 5000));

/** SIGTERM, and the graceful stop's end. */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((done) => server.child.once("exit", done));
  server.child.kill("SIGTERM");
  await gone;
}

/** Pages, an asset, event-track and city searches, 20 connections, for `seconds`. */
export async function mixedLoad(base: string, seconds: number): Promise<void> {
  const html = await (await fetch(`${base}/gst-registration`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "/";
  const event = JSON.stringify({ eventName: "menu-click", event: "header", eventProperties: { label: "bench", value: "" }, platform: "website", eventTime: new Date().toISOString(), url: `${base}/gst-registration`, serviceId: 95 });
  await autocannon({
    url: base,
    connections: 20,
    duration: seconds,
    requests: [
      { method: "GET", path: "/gst-registration", headers: { "accept-encoding": "br" } },
      { method: "GET", path: asset, headers: { "accept-encoding": "br" } },
      { method: "GET", path: "/" },
      { method: "POST", path: eventTrackPath, headers: { "content-type": "application/json" }, body: event },
      { method: "POST", path: getCityPath, headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "Pun", countryCode: "in" }) },
    ],
  });
}

const statusKiB = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
const mib = (kib: number) => (kib / 1024).toFixed(0);

/** VmRSS of the server process. */
export const rssMiB = (server: RunningServer) => mib(statusKiB(server.child.pid!, "VmRSS"));
const peakMiB = (server: RunningServer) => mib(statusKiB(server.child.pid!, "VmHWM"));

/** VmRSS of the server and of every process under it (a build or a store's child, if any runs). */
function rssWithChildrenMiB(server: RunningServer): string {
  const all = [server.child.pid!];
  for (let i = 0; i < all.length; i++) all.push(...childrenOf(all[i]));
  return mib(all.reduce((n, pid) => n + statusKiB(pid, "VmRSS"), 0));
}

function childrenOf(pid: number): number[] {
  const tasks = existsSync(`/proc/${pid}/task`) ? readdirSync(`/proc/${pid}/task`) : [];
  return tasks.flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
}

export const postgresInstalled = () => existsSync("/usr/lib/postgresql") && readdirSync("/usr/lib/postgresql").some((v) => existsSync(join("/usr/lib/postgresql", v, "bin/postgres")));

/** A PostgreSQL cluster of its own (withPostgres.sh), kept until `stop()` closes the script's input. */
export async function throwawayCluster(root: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const script = spawn("bash", [join(root, "tests/postgres/withPostgres.sh"), "sh", "-c", 'echo "url=$VIDHI_TEST_DATABASE_URL"; cat >/dev/null'], { cwd: root, stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise((done) => script.once("exit", done));
  const lines = createInterface({ input: script.stdout! });
  for await (const line of lines) {
    if (!line.startsWith("url=")) continue;
    return { url: line.slice(4), stop: async () => void (script.stdin!.end(), await exited) };
  }
  throw new Error("the throwaway PostgreSQL cluster did not start (tests/postgres/withPostgres.sh)");
}
