import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { seedBuild, startFleetProcess, type FleetProcess } from "../../../src/cli/benchPublishFleet.js";
import { projectRoot } from "../fixtureSite.js";
import { freshTestDatabase } from "../testStore.js";

type ProcessOptions = Pick<Parameters<typeof startFleetProcess>[1], "env" | "prepare">;

/**
 * Server processes on one fresh PostgreSQL, each with documents and a build folder of its own seeded from one build,
 * stopped after the describe block that calls this (its beforeAll and afterAll are registered here). `start(true)`
 * makes a process whose documents are a git work tree. Start them one after the other: the first runs the migrations.
 */
export function fleetProcesses(options: ProcessOptions = {}) {
  const password = randomBytes(12).toString("hex");
  let database: Awaited<ReturnType<typeof freshTestDatabase>> | undefined;
  let seed: Awaited<ReturnType<typeof seedBuild>> | undefined;
  const processes: FleetProcess[] = [];
  beforeAll(async () => {
    database = await freshTestDatabase();
    seed = await seedBuild(projectRoot);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    seed?.remove();
    await database?.drop();
  });
  const start = async (git = false): Promise<FleetProcess> => {
    const p = await startFleetProcess(projectRoot, { databaseUrl: database!.url, seedDist: seed!.distDir, password, git, ...options });
    processes.push(p);
    return p;
  };
  return { password, processes, start };
}
