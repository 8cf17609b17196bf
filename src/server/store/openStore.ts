import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { postgresListener } from "./postgresListener.js";
import { createPgliteDataDir, pgliteOptions } from "./pgliteOptions.js";
import { lockDataDir } from "./storeLock.js";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The store: PostgreSQL dialect everywhere. PGlite in a data folder by default, a PostgreSQL server when DATABASE_URL is set. */
export interface Store {
  kind: "pglite" | "postgres";
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` on one connection inside BEGIN/COMMIT; ROLLBACK when it throws. */
  transaction<R>(work: (query: Store["query"]) => Promise<R>): Promise<R>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel`, from any process on the same database, once its transaction has
   * committed; `onReconnect` when the listening connection came back after a drop (notifications may have been missed
   * meanwhile, so a listener reads the store again). Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** NOTIFY on `channel` (inside a transaction, `select pg_notify(...)` through its query is sent on commit). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export async function openStore(options: { dataDir?: string; databaseUrl?: string } = {}): Promise<Store> {
  const store = options.databaseUrl ? postgresStore(options.databaseUrl) : await pgliteStore(options.dataDir);
  await migrate(store);
  return store;
}

async function pgliteStore(dataDir?: string): Promise<Store> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process at a time on a data folder (storeLock.ts): refused before anything is read or written.
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    if (dataDir) await createPgliteDataDir(dataDir);
    // No folder means an in-memory database (tests, benches): a copy of one migrated database made once per process.
    const db = dataDir ? new PGlite(dataDir, pgliteOptions) : new PGlite({ ...pgliteOptions, loadDataDir: await migratedImage() });
    await db.waitReady;
    const store = pgliteQueries(db);
    return { ...store, close: () => store.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

let image: Promise<Blob> | undefined;

/**
 * A fresh in-memory database, migrated, as PGlite dumps its data folder. PostgreSQL's initdb in WebAssembly takes
 * seconds; loading a dumped folder takes a fraction of that and gives the same database, so each fresh store after
 * the first in a process starts from this copy. A failure is not kept: the next store tries again.
 */
function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const db = new PGlite(pgliteOptions);
    await db.waitReady;
    try {
      await migrate(pgliteQueries(db));
      return await db.dumpDataDir("none");
    } finally {
      await db.close();
    }
  })().catch((error: unknown) => {
    image = undefined;
    throw error;
  });
  return image;
}

function pgliteQueries(db: PGlite): Store {
  const query = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
  return {
    kind: "pglite",
    query,
    transaction: (work) => db.transaction((tx) => work(async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows)),
    // One process owns a PGlite database, so its own listen never drops.
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    notify: async (channel, payload) => void (await query("select pg_notify($1, $2)", [channel, payload])),
    close: () => db.close(),
  };
}

function postgresStore(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a failover, an administrator) must not end this process: the pool
  // drops it and opens another on the next query, whose own error then reaches the caller.
  pool.on("error", () => {});
  const listener = postgresListener(url);
  return {
    kind: "postgres",
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    transaction: async (work) => {
      // A transaction must stay on one connection: take a client from the pool for its whole length.
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work(async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[]);
        await client.query("commit");
        return result;
      } catch (e) {
        await client.query("rollback");
        throw e;
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    notify: async (channel, payload) => void (await pool.query("select pg_notify($1, $2)", [channel, payload])),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** Runs the plain SQL files of migrations/ that have not run yet, in name order, each in a transaction. */
export async function migrate(store: Store): Promise<string[]> {
  await store.query("create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())");
  const done = new Set((await store.query<{ name: string }>("select name from schema_migrations")).map((r) => r.name));
  const applied: string[] = [];
  for (const name of readdirSync(migrationsDir).filter((f) => f.endsWith(".sql")).sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(migrationsDir, name), "utf8");
    try {
      await store.transaction(async (query) => {
        for (const statement of sql.split(/;\s*$/m).map((s) => s.trim()).filter(Boolean)) await query(statement);
        await query("insert into schema_migrations (name) values ($1)", [name]);
      });
    } catch (e) {
      throw new Error(`Migration ${name} failed: ${(e as Error).message}`, { cause: e });
    }
    applied.push(name);
  }
  return applied;
}

/** How many migrations the store has applied (GET /api/health). */
export async function appliedMigrations(store: Store): Promise<number> {
  const [row] = await store.query<{ migrations: number }>("select count(*)::int as migrations from schema_migrations");
  return row.migrations;
}
