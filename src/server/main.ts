import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildApp } from "./app.js";
import { openStore } from "./store/openStore.js";

/**
 * `npm start`: serves the built site and /api/* on HOST (default 127.0.0.1) and
 * PORT (default 4173), building first if there is no build. The store is PGlite
 * in VIDHI_DATA_DIR (default .data/) unless DATABASE_URL names a PostgreSQL server.
 */
const root = process.cwd();
const distDir = resolve(root, "dist");
if (!existsSync(join(distDir, "pages.json"))) {
  console.log("No build found: building the site first (npm run build).");
  const built = spawnSync(process.execPath, ["--import", "tsx", "src/cli/build.ts"], { stdio: "inherit", cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 4173);
const store = await openStore({ dataDir: resolve(root, process.env.VIDHI_DATA_DIR ?? ".data", "pglite"), databaseUrl: process.env.DATABASE_URL });
const app = await buildApp({ store, distDir, schemasDir: resolve(root, "schemas"), logger: { level: process.env.LOG_LEVEL ?? "info" } });
const stop = async () => {
  await app.close();
  await store.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
await app.listen({ host, port });
console.log(`vidhi is running at http://${host}:${port}/ (store: ${store.kind})`);
