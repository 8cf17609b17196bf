import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRealServer, type RunningServer } from "../../../src/cli/serverProcess.js";
import { openLiveHub, type LiveNotice } from "../../../src/server/chat/liveHub.js";
import { updateConversation } from "../../../src/server/chat/conversationStore.js";
import { openStore, type Store } from "../../../src/server/store/openStore.js";
import { eventually, openSse, storedConversation, storedMessages } from "./chatLiveStreams.js";
import { killHard, serverRoot } from "../serverProcess.js";
import { freshTestDatabase, openTestStore } from "../testStore.js";

/**
 * The PostgreSQL leg only (`npm run test:postgres` sets VIDHI_TEST_DATABASE_URL): the live chat across processes,
 * through LISTEN/NOTIFY. Two real server processes (`npm start`'s `node src/server/start.mjs`) on one database: a
 * visitor streaming from one gets the message an agent posts through the other.
 */
const onPostgres = Boolean(process.env.VIDHI_TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("two server processes on one PostgreSQL", { timeout: 300_000 }, () => {
  const password = randomBytes(12).toString("hex");
  const admin = { authorization: `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`, "content-type": "application/json" };
  const roots: string[] = [];
  const servers: RunningServer[] = [];
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let store: Store;
  beforeAll(async () => {
    database = await freshTestDatabase();
    // One after the other: the first runs the migrations, the second finds them done.
    for (let i = 0; i < 2; i++) {
      const { root, dataDir } = serverRoot();
      roots.push(root);
      servers.push(await startRealServer(root, { DATABASE_URL: database!.url, VIDHI_DATA_DIR: dataDir, VIDHI_ADMIN_PASSWORD: password }));
    }
    store = await openStore({ databaseUrl: database!.url });
  }, 300_000);
  afterAll(async () => {
    for (const s of servers) await killHard(s);
    await store?.close();
    await database?.drop();
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });

  it("a visitor streaming from one process gets the agent's message posted through the other, and the agents' stream on the first sees it", async () => {
    const [one, two] = servers;
    const id = await storedConversation(store);
    await updateConversation(store.query, id, { mode: "waiting" }, new Date());
    const visitor = await openSse(`${one.url}/api/chat/conversations/${id}/stream`);
    const agents = await openSse(`${one.url}/admin/chat/stream`, admin);
    const posted = await fetch(`${two.url}/admin/chat/conversations/${id}/messages`, { method: "POST", headers: admin, body: JSON.stringify({ agent: "Asha", text: "Hello from the other process" }) });
    expect(posted.status).toBe(200);
    // The take's notice crossed processes with the conversation's revision after it (opened 0, handed over 1, taken 2).
    expect(await visitor.nextWhere((e) => e.event === "mode" && e.data.includes("agent"), 60_000)).toEqual({ event: "mode", data: JSON.stringify({ mode: "agent", revision: 2 }) });
    const said = await visitor.nextMessage(60_000);
    expect(JSON.parse(said.data)).toMatchObject({ author: "agent", agent: "Asha", text: "Hello from the other process" });
    expect(JSON.parse((await agents.nextWhere((e) => e.data.includes('"mode":"agent"'), 60_000)).data)).toMatchObject({ conversation: { conversationId: id, mode: "agent", agent: "Asha" } });
    // And the other way: the visitor's own message, written by a third party (the store), reaches both processes' streams.
    const fromTwo = await openSse(`${two.url}/api/chat/conversations/${id}/stream`, { "last-event-id": said.id! });
    const [m] = await storedMessages(store, id, [{ author: "visitor", body: "Thanks!" }]);
    expect((await visitor.nextMessage(60_000)).id).toBe(String(m.id));
    expect((await fromTwo.nextMessage(60_000)).id).toBe(String(m.id));
    await Promise.all([visitor.close(), agents.close(), fromTwo.close()]);
  });
});

describe.skipIf(!onPostgres)("the PostgreSQL listener", () => {
  it("connects again when its connection is ended, tells its subscribers to read the store again, and keeps listening", async () => {
    const store = await openTestStore();
    const hub = await openLiveHub(store);
    const notices: LiveNotice[] = [];
    const unsubscribe = hub.forAll((n) => notices.push(n));
    try {
      const id = await storedConversation(store);
      await eventually(() => notices.some((n) => "mode" in n && n.conversationId === id));
      // As a database restart or an administrator would: end the listening connection from the server's side.
      const ended = await store.query<{ ended: boolean }>("select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and query ilike 'listen %'");
      expect(ended.map((r) => r.ended)).toEqual([true]);
      await eventually(() => notices.some((n) => "resync" in n), 60_000);
      const [m] = await storedMessages(store, id, [{ author: "visitor", body: "still there?" }]);
      await eventually(() => notices.some((n) => "messageId" in n && n.messageId === m.id), 60_000);
    } finally {
      unsubscribe();
      await hub.close();
      await store.close();
    }
  });
});
