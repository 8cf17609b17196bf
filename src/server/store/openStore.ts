import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The store: PostgreSQL dialect everywhere. PGlite in a data folder by default, a PostgreSQL server when DATABASE_URL is set. */
export interface Store {
  kind: "pglite" | "postgres";
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openStore(options: { dataDir?: string; databaseUrl?: string } = {}): Promise<Store> {
  const store = options.databaseUrl ? postgresStore(options.databaseUrl) : await pgliteStore(options.dataDir);
  await migrate(store);
  return store;
}

async function pgliteStore(dataDir?: string): Promise<Store> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // No folder means an in-memory database: used by tests that need a fresh store.
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return {
    kind: "pglite",
    query: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
    close: () => db.close(),
  };
}

function postgresStore(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    kind: "postgres",
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    close: () => pool.end(),
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
    await store.query("begin");
    try {
      for (const statement of sql.split(/;\s*$/m).map((s) => s.trim()).filter(Boolean)) await store.query(statement);
      await store.query("insert into schema_migrations (name) values ($1)", [name]);
      await store.query("commit");
    } catch (e) {
      await store.query("rollback");
      throw new Error(`Migration ${name} failed: ${(e as Error).message}`);
    }
    applied.push(name);
  }
  return applied;
}
