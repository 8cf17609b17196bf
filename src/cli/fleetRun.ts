import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startFleetProcess, type FleetProcess } from "./benchPublishFleet.js";
import { ensureNginx, startNginx } from "./nginxFront.js";
import type { ConstantsDocument, MessagesDocument } from "../documents/types.js";
import { freePort } from "./serverProcess.js";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./throwawayPostgres.js";

export interface FleetOptions {
  /** How many server processes (default 3). */
  processes?: number;
  /** nginx's port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** The PostgreSQL to share; without one, a throwaway cluster of its own. */
  databaseUrl?: string;
  /** The admin password of every process (VIDHI_ADMIN_PASSWORD); otherwise generated once into the shared data folder. */
  password?: string;
  /** More environment for every process. */
  env?: Record<string, string>;
  /** Changes each process's copy of the documents before it starts (the tests' own limits...). */
  prepare?: (documentsRoot: string) => void;
}

export interface Fleet {
  /** nginx's address: the site. */
  url: string;
  databaseUrl: string;
  servers: FleetProcess[];
  stop(): Promise<void>;
}

/**
 * A production-like set-up on one machine: PostgreSQL (DATABASE_URL or a throwaway cluster), `processes` servers as
 * `npm start` runs them (benchPublishFleet.ts: each on a local port with its own copy of the documents and the build,
 * as each machine of a fleet has its own, and a publish through one reaches the others through the store; one data
 * folder, so one signing key and one set of generated secrets), and nginx in front on one port (src/cli/nginx.conf),
 * trusted by the processes as the only proxy.
 */
export async function startFleet(root: string, options: FleetOptions = {}): Promise<Fleet> {
  const count = options.processes ?? 3;
  ensureNginx();
  if (!existsSync(join(root, "dist", "pages.json"))) {
    const built = spawnSync(process.execPath, ["--import", "tsx", "src/cli/build.ts"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  mkdirSync(join(root, ".data"), { recursive: true });
  const work = mkdtempSync(join(root, ".data", "fleet-nginx-"));
  let postgres: ThrowawayPostgres | undefined;
  const servers: FleetProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const databaseUrl = options.databaseUrl ?? (postgres = await startThrowawayPostgres()).url;
    const ports = await Promise.all(Array.from({ length: count }, freePort));
    const start = (i: number) =>
      startFleetProcess(root, {
        databaseUrl,
        seedDist: join(root, "dist"),
        password: options.password,
        dataDir: join(work, "data"),
        prepare: options.prepare,
        env: { PORT: String(ports[i]), VIDHI_TRUST_PROXY: "127.0.0.1", ...options.env },
      });
    // The first alone: it runs the migrations and generates the secrets the others then read.
    servers.push(await start(0));
    await Promise.all(Array.from({ length: count - 1 }, async (_, i) => servers.push(await start(i + 1))));
    const listen = `127.0.0.1:${options.port ?? (await freePort())}`;
    // Read once from the documents the processes started with: a publish that changes it reaches nginx at its next start.
    const documentsRoot = servers[0].documentsRoot;
    const constants = JSON.parse(readFileSync(join(documentsRoot, "config", "constants.json"), "utf8")) as ConstantsDocument;
    const messages = JSON.parse(readFileSync(join(documentsRoot, "config", "messages.json"), "utf8")) as MessagesDocument;
    nginx = await startNginx({
      prefix: join(work, "nginx"),
      listen,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      staticRoot: join(servers[0].distDir, "client"),
      streamsPerAddress: constants.chat.maxStreamsPerAddress,
      tooManyRequests: messages.api.tooManyRequests,
    });
    return { url: `http://${listen}`, databaseUrl, servers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
