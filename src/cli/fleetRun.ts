import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureNginx, startNginx } from "./nginxFront.js";
import { freePort, startRealServer, type RunningServer } from "./serverProcess.js";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./throwawayPostgres.js";

export interface FleetOptions {
  /** How many server processes (default 3). */
  processes?: number;
  /** nginx's port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** The PostgreSQL to share; without one, a throwaway cluster of its own. */
  databaseUrl?: string;
  /** More environment for every process (VIDHI_ADMIN_PASSWORD...). */
  env?: Record<string, string>;
  /** Changes each process's copy of the documents before it starts (the tests' own limits...). */
  prepare?: (documentsRoot: string) => void;
}

export interface Fleet {
  /** nginx's address: the site. */
  url: string;
  databaseUrl: string;
  servers: RunningServer[];
  /** Stops process i gracefully (SIGTERM) and starts it again on the same port; resolves once it answers again. */
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}

const stopped = (s: RunningServer) => s.child.exitCode !== null || s.child.signalCode !== null;

/** SIGTERM, and the process's exit (its graceful stop: gracefulStop.ts). */
async function stopServer(server: RunningServer): Promise<void> {
  if (stopped(server)) return;
  const gone = new Promise((done) => server.child.once("exit", done));
  server.child.kill("SIGTERM");
  await gone;
}

/**
 * A production-like set-up on one machine: PostgreSQL (DATABASE_URL or a throwaway cluster), `processes` servers as
 * `npm start` runs them (each on a local port, with its own copy of the documents and the build under .data/fleet/,
 * as each machine of a fleet has its own; one data folder, so one signing key and one set of generated secrets), and
 * nginx in front on one port (src/cli/nginx.conf), trusted by the processes as the only proxy.
 */
export async function startFleet(root: string, options: FleetOptions = {}): Promise<Fleet> {
  const count = options.processes ?? 3;
  ensureNginx();
  if (!existsSync(join(root, "dist", "pages.json"))) {
    const built = spawnSync(process.execPath, ["--import", "tsx", "src/cli/build.ts"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const work = join(root, ".data", "fleet");
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  let postgres: ThrowawayPostgres | undefined;
  const databaseUrl = options.databaseUrl ?? (postgres = await startThrowawayPostgres()).url;
  const servers: RunningServer[] = [];
  const ports: number[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map(stopServer));
    postgres?.stop();
  };
  try {
    const envOf = (i: number): Record<string, string> => {
      const own = join(work, `process-${i + 1}`);
      return {
        DATABASE_URL: databaseUrl,
        VIDHI_DATA_DIR: join(work, "data"),
        VIDHI_DOCUMENTS_DIR: join(own, "documents"),
        VIDHI_DIST_DIR: join(own, "dist"),
        VIDHI_TRUST_PROXY: "127.0.0.1",
        PORT: String(ports[i]),
        ...options.env,
      };
    };
    for (let i = 0; i < count; i++) {
      const own = join(work, `process-${i + 1}`);
      for (const dir of ["config", "pages-json"])
        cpSync(join(root, dir), join(own, "documents", dir), {
          recursive: true,
        });
      options.prepare?.(join(own, "documents"));
      cpSync(join(root, "dist"), join(own, "dist"), { recursive: true });
      ports.push(await freePort());
    }
    // The first alone: it runs the migrations and generates the secrets the others then read.
    servers.push(await startRealServer(root, envOf(0)));
    servers.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, i) => startRealServer(root, envOf(i + 1))))));
    const port = options.port ?? (await freePort());
    const listen = `127.0.0.1:${port}`;
    nginx = await startNginx({
      prefix: join(work, "nginx"),
      listen,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      staticRoot: join(work, "process-1", "dist", "client"),
    });
    return {
      url: `http://${listen}`,
      databaseUrl,
      servers,
      async restart(i) {
        await stopServer(servers[i]);
        servers[i] = await startRealServer(root, envOf(i));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
