import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lighthousePages } from "./benchLighthouse.js";
import { longest, longTaskMs, longTasksOfLoad, warmServer, type Load } from "./benchLongTasks.js";
import { stopServer } from "./benchMemory.js";
import { navigationCommit } from "./benchThreadTime.js";
import { CdpBrowser } from "./cdpPipe.js";
import { cpuSlowdown } from "./cdpVisitorPage.js";
import { startRealServer, type RunningServer } from "./serverProcess.js";

type Row = [string, string, string];

/** Rounds of loads: each round loads every page once from each build, in turn (`BENCH_ROUNDS`, 4 unless set). */
const rounds = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 4)) || 4);

/** One build's loads of one page, summed up: the longest task of each load as the page's observers and the trace saw it. */
export interface LoadsSummary {
  loads: number;
  observerMedianMs: number;
  observerWorstMs: number;
  /** Loads with a task over 50 ms that the page's observers saw. */
  loadsOver: number;
  /** By thread time, each load's longest task after the navigation's commit (the browser's, a bare page's too). */
  threadMedianMs: number;
  threadP90Ms: number;
  threadWorstMs: number;
}

/** The value at rank ⌈p × n⌉ of the sorted values (p = 0.5: the lower median), 0 for none. */
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * xs.length) - 1)] ?? 0;

/**
 * Each load's longest task (0 when it had none), by the observers' wall time and by the trace's thread time after the
 * navigation's commit. When few loads cross 50 ms, the count cannot tell two builds apart; the thread time's 90th
 * percentile is the tail as the page's own tasks make it.
 */
export function summarizeLoads(loads: Pick<Load, "tasks" | "thread">[]): LoadsSummary {
  const observer = loads.map((l) => longest(l.tasks));
  const thread = loads.map((l) => Math.max(0, ...l.thread.filter((t) => t.what !== navigationCommit).map((t) => t.ms)));
  return {
    loads: loads.length,
    observerMedianMs: percentile(observer, 0.5),
    observerWorstMs: Math.max(0, ...observer),
    loadsOver: observer.filter((ms) => ms > longTaskMs).length,
    threadMedianMs: percentile(thread, 0.5),
    threadP90Ms: percentile(thread, 0.9),
    threadWorstMs: Math.max(0, ...thread),
  };
}

const words = (s: LoadsSummary) =>
  `longest task: median ${s.observerMedianMs.toFixed(0)} ms, worst ${s.observerWorstMs.toFixed(0)} ms, loads over ${longTaskMs} ms ${s.loadsOver}/${s.loads}; ` +
  `thread time after the commit: median ${s.threadMedianMs.toFixed(1)} ms, 90th percentile ${s.threadP90Ms.toFixed(1)} ms, worst ${s.threadWorstMs.toFixed(1)} ms`;

/**
 * `npm run bench -- compare <commit>`: the long tasks of the current build next to another commit's, loaded in turn
 * from two servers at once, so that both builds meet the same machine: on this machine one build's figures move by
 * a third from run to run, more than most changes to the page do. The other commit is checked out in a worktree of
 * its own (git worktree, in the temporary folder, removed at the end), with this checkout's node_modules, and built
 * as for production. Each round loads every bench page once from each server, the first server taking turns; each
 * load is the long-task bench's (benchLongTasks.ts). A row per page and build: the median and worst of each load's
 * longest task, by the page's observers and by the trace's thread time.
 */
export async function benchCompare(root: string, commit: string): Promise<Row[]> {
  if (!existsSync(join(root, "dist/client/index.html"))) throw new Error("npm run bench -- compare measures the current build against another: run `npm run build` first.");
  const other = join(mkdtempSync(join(tmpdir(), "vidhi-compare-")), "site");
  const git = (...args: string[]) => {
    const r = spawnSync("git", args, { cwd: root, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr.trim()}`);
    return r.stdout.trim();
  };
  const label = git("rev-parse", "--short", commit);
  git("worktree", "add", "--detach", other, commit);
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];
  try {
    symlinkSync(join(root, "node_modules"), join(other, "node_modules"));
    const built = spawnSync(process.execPath, ["--import", "tsx", "src/cli/build.ts"], { cwd: other, env: { ...process.env, NODE_ENV: "production" }, encoding: "utf8" });
    if (built.status !== 0) throw new Error(`the build of ${label} failed:\n${built.stdout}\n${built.stderr}`);
    const builds = [
      { name: "this build", root },
      { name: label, root: other },
    ];
    for (const b of builds) {
      dataDirs.push(mkdtempSync(join(tmpdir(), "vidhi-compare-data-")));
      servers.push(await startRealServer(b.root, { VIDHI_DATA_DIR: dataDirs.at(-1)!, NODE_ENV: "production" }));
    }
    for (const s of servers) await warmServer(s);
    const loaded = builds.map(() => new Map<string, Load[]>(lighthousePages.map((p) => [p, []])));
    const browser = await CdpBrowser.launch();
    try {
      for (let round = 0; round < rounds; round++)
        for (const path of lighthousePages)
          for (let k = 0; k < builds.length; k++) {
            const i = (k + round) % builds.length;
            loaded[i].get(path)!.push(await longTasksOfLoad(browser, `${servers[i].url}${path}`));
          }
    } finally {
      await browser.close();
    }
    return lighthousePages.flatMap((path) =>
      builds.map((b, i): Row => [`long tasks ${path}, ${b.name} (${cpuSlowdown}× CPU, ${rounds} loads in turn)`, words(summarizeLoads(loaded[i].get(path)!)), i === 0 ? "against " + label : "the same machine, in turn"]),
    );
  } finally {
    for (const s of servers) await stopServer(s);
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
    git("worktree", "remove", "--force", other);
    rmSync(join(other, ".."), { recursive: true, force: true });
  }
}
