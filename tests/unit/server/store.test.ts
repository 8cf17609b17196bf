import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, openStore, type Store } from "../../../src/server/store/openStore.js";
import { openTestStore } from "../testStore.js";

async function exercise(store: Store) {
  // Migrations ran at open; running them again does nothing.
  expect(await migrate(store)).toEqual([]);
  const [{ n }] = await store.query<{ n: number }>("select count(*)::int as n from schema_migrations");
  expect(n).toBeGreaterThan(0);
  await store.query("insert into events (event_name, payload) values ($1, $2)", ["menu-click", JSON.stringify({ a: 1 })]);
  const rows = await store.query<{ event_name: string; payload: { a: number } }>("select event_name, payload from events");
  expect(rows).toEqual([{ event_name: "menu-click", payload: { a: 1 } }]);
  // A failing transaction leaves nothing behind.
  await expect(
    store.transaction(async (q) => {
      await q("insert into events (event_name, payload) values ('x', '{}')");
      await q("select * from no_such_table");
    }),
  ).rejects.toThrow(/no_such_table/);
  expect(await store.query("select * from events where event_name = 'x'")).toEqual([]);
}

describe("the store", () => {
  it("PGlite (the embedded default) migrates and stores", async () => {
    const store = await openStore();
    expect(store.kind).toBe("pglite");
    await exercise(store);
    await store.close();
  });

  // DATABASE_URL: the same store code through the real `pg` driver over the PostgreSQL wire protocol,
  // served here by PGlite's socket server so that no database server needs installing.
  // A port in a range, taken again when another process holds it (CI run 56 met EADDRINUSE once).
  const db = new PGlite();
  let port = 0;
  let server: PGLiteSocketServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await db.close();
  });

  it("a PostgreSQL server (DATABASE_URL) migrates and stores, transactions on one connection", async () => {
    for (let attempt = 1; !server; attempt++) {
      port = 55000 + Math.floor(Math.random() * 5000);
      const trying = new PGLiteSocketServer({ db, port, host: "127.0.0.1" });
      try {
        await trying.start();
        server = trying;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt >= 20) throw error;
      }
    }
    const store = await openStore({ databaseUrl: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    expect(store.kind).toBe("postgres");
    await exercise(store);
    await store.close();
  });

  // The PostgreSQL leg (`npm run test:postgres`): the same on a real PostgreSQL server.
  it.runIf(process.env.VIDHI_TEST_DATABASE_URL)("a real PostgreSQL server migrates and stores", async () => {
    const store = await openTestStore();
    expect(store.kind).toBe("postgres");
    await exercise(store);
    await store.close();
  });
});
