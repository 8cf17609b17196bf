import { randomBytes } from "node:crypto";
import pg from "pg";
import { openStore, type Store } from "../../src/server/store/openStore.js";

/**
 * The store a test runs on: an in-memory PGlite, or, when `VIDHI_TEST_DATABASE_URL` names a PostgreSQL server (the
 * PostgreSQL leg of `.ci/run`, `npm run test:postgres`), a fresh database of its own there, dropped when the store
 * closes, so that tests stay apart as they do on PGlite.
 */
export async function openTestStore(): Promise<Store> {
  const database = await freshTestDatabase();
  if (!database) return openStore();
  const store = await openStore({ databaseUrl: database.url });
  return {
    ...store,
    close: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/** On the PostgreSQL leg, a new empty database on that server (its address, and how to drop it); otherwise undefined. */
export async function freshTestDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const server = process.env.VIDHI_TEST_DATABASE_URL;
  if (!server) return undefined;
  const name = `vidhi_test_${randomBytes(6).toString("hex")}`;
  await onServer(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(server, `drop database if exists ${name} with (force)`) };
}

async function onServer(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
