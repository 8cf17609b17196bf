import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ApiEditorPublishAnswer } from "../contract/types.js";
import { contentHash } from "../server/editor/editorSite.js";
import { buildInChild } from "../server/site/buildInChild.js";
import { startRealServer, type RunningServer } from "./serverProcess.js";

/**
 * A server process of one site on one PostgreSQL, as production runs several (`npm run fleet`, the publish bench,
 * tests/unit/site/publishFleet.test.ts): `npm start` with documents and a build folder of its own (so that only the store
 * can carry a publish from one to another), under <root>/.data/ whose parent reaches node_modules.
 */
export interface FleetProcess extends RunningServer {
  documentsRoot: string;
  distDir: string;
  /** Stops it gracefully (SIGTERM) and starts it again with the same folders, port and environment. */
  restart(): Promise<void>;
  /** Stops it gracefully and removes its folders. */
  stop(): Promise<void>;
}

export interface FleetProcessOptions {
  databaseUrl: string;
  /** The build it starts from (copied). */
  seedDist: string;
  /** The admin password (VIDHI_ADMIN_PASSWORD). */
  password?: string;
  /** Its documents root a git work tree with one commit (a publishing process's). */
  git?: boolean;
  /** A data folder shared with the other processes (one signing key); otherwise one of its own. */
  dataDir?: string;
  /** More environment (PORT, VIDHI_TRUST_PROXY...). */
  env?: Record<string, string>;
  /** Changes its copy of the documents before it starts. */
  prepare?: (documentsRoot: string) => void;
}

/** One build of the project's documents for the processes to start from (copied into each): answers its folder. */
export async function seedBuild(root: string): Promise<{ distDir: string; remove: () => void }> {
  mkdirSync(join(root, ".data"), { recursive: true });
  const work = mkdtempSync(join(root, ".data", "fleet-seed-"));
  await buildInChild(root, root, join(work, "dist"));
  return { distDir: join(work, "dist"), remove: () => rmSync(work, { recursive: true, force: true }) };
}

/** SIGTERM, and the process's exit (its graceful stop: gracefulStop.ts). */
async function stopGracefully(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((done) => server.child.once("exit", done));
  server.child.kill("SIGTERM");
  await gone;
}

/** A process on `options.databaseUrl`, answering once it is up. */
export async function startFleetProcess(root: string, options: FleetProcessOptions): Promise<FleetProcess> {
  mkdirSync(join(root, ".data"), { recursive: true });
  const work = mkdtempSync(join(root, ".data", "fleet-"));
  const documentsRoot = join(work, "documents");
  for (const dir of ["config", "pages-json"]) cpSync(join(root, dir), join(documentsRoot, dir), { recursive: true });
  options.prepare?.(documentsRoot);
  if (options.git) {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: documentsRoot, stdio: "ignore" });
    git("init", "--quiet", "--initial-branch=main");
    git("add", "-A");
    git("-c", "user.name=Fleet", "-c", "user.email=fleet@example.com", "commit", "--quiet", "-m", "Documents");
  }
  const distDir = join(work, "dist");
  cpSync(options.seedDist, distDir, { recursive: true });
  const env = {
    DATABASE_URL: options.databaseUrl,
    VIDHI_DOCUMENTS_DIR: documentsRoot,
    VIDHI_DIST_DIR: distDir,
    VIDHI_DATA_DIR: options.dataDir ?? join(work, "data"),
    ...(options.password ? { VIDHI_ADMIN_PASSWORD: options.password } : {}),
    ...options.env,
  };
  const running = await startRealServer(root, env);
  const fleetProcess: FleetProcess = {
    ...running,
    documentsRoot,
    distDir,
    async restart() {
      await stopGracefully(fleetProcess);
      // The same port: a load balancer in front names it.
      Object.assign(fleetProcess, await startRealServer(root, { ...env, PORT: new URL(fleetProcess.url).port }));
    },
    async stop() {
      await stopGracefully(fleetProcess);
      rmSync(work, { recursive: true, force: true });
    },
  };
  return fleetProcess;
}

/** A publish through the document editor's API of `process`: `change` edits the document as it is on its disk. */
export async function publishThrough(process: Pick<FleetProcess, "url" | "documentsRoot">, password: string, file: string, change: (data: Record<string, unknown>) => void): Promise<ApiEditorPublishAnswer> {
  const publish = await saveDraft(process, password, file, change);
  return publish();
}

/**
 * Saves the changed document as a draft through the editor's API (as the editor does while one types), and answers
 * the call that publishes it, for a bench to time from the publish request alone.
 */
export async function saveDraft(process: Pick<FleetProcess, "url" | "documentsRoot">, password: string, file: string, change: (data: Record<string, unknown>) => void): Promise<() => Promise<ApiEditorPublishAnswer>> {
  const text = readFileSync(join(process.documentsRoot, file), "utf8");
  const data = JSON.parse(text) as Record<string, unknown>;
  change(data);
  const headers = { authorization: `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`, "content-type": "application/json" };
  const call = async (method: string, path: string, body: object) => {
    const res = await fetch(`${process.url}${path}`, { method, headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  await call("PUT", "/admin/editor/api/draft", { file, data, baseHash: contentHash(text) });
  return async () => (await call("POST", "/admin/editor/api/publish", { file })) as ApiEditorPublishAnswer;
}

/** The home page's HTML a process serves now. */
export const homePage = async (url: string): Promise<string> => (await fetch(`${url}/`)).text();

/** How many cities a process suggests now for a search of `query` (constants leads.citySuggestions). */
export async function citySuggestions(url: string, query: string): Promise<number> {
  const search = await fetch(`${url}/api/getCity`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, countryCode: "in" }) });
  if (!search.ok) throw new Error(`POST /api/getCity: ${search.status} ${await search.text()}`);
  return ((await search.json()) as { cities: unknown[] }).cities.length;
}
