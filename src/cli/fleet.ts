import { startFleet } from "./fleetRun.js";

/**
 * `npm run fleet [-- --processes N] [--port P]`: the site as production runs it, on one machine: PostgreSQL
 * (DATABASE_URL, or a throwaway cluster of its own), N server processes (default 3) and nginx in front on one port
 * (default 8080), nginx installed when missing. Ctrl-C stops them all: nginx, then each process gracefully, then the
 * throwaway cluster.
 */
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
const processes = option("--processes") ?? 3;
const port = option("--port") ?? Number(process.env.PORT ?? 8080);
if (!Number.isInteger(processes) || processes < 1 || !Number.isInteger(port) || port < 1) {
  console.error("Usage: npm run fleet [-- --processes N] [--port P]: N at least 1 (default 3), P a port (default 8080)");
  process.exit(2);
}
const fleet = await startFleet(process.cwd(), {
  processes,
  port,
  databaseUrl: process.env.DATABASE_URL,
});
console.log(
  `${processes} server processes behind nginx: ${fleet.url} (PostgreSQL ${process.env.DATABASE_URL ? "from DATABASE_URL" : "throwaway, removed on stop"})`,
);
for (const [i, server] of fleet.servers.entries()) console.log(`  process ${i + 1}: ${server.url} (pid ${server.child.pid})`);
console.log("Ctrl-C stops them all.");
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log("Stopping nginx, the processes and the store...");
  fleet.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
