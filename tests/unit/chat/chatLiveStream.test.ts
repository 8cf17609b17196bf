import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testApp } from "../testApp.js";
import { eventually, openSse, storedConversation, storedMessages } from "./chatLiveStreams.js";

/** The visitor's live stream over real HTTP (the app listening on 127.0.0.1), fed by the store's notifications. */
describe("GET /api/chat/conversations/:conversationId/stream", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let base: string;
  beforeEach(async () => {
    t = await testApp({ adminPassword: "agents-secret" });
    base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterEach(() => t.close());
  const streamOf = (id: string) => `${base}/api/chat/conversations/${id}/stream`;

  it("sends the history, then each message written through the store, as events whose id is the message id and data the chatMessage", async () => {
    const id = await storedConversation(t.store);
    const [greeting] = await storedMessages(t.store, id, [{ author: "bot", body: "Hello! How can we help?" }], new Date("2026-05-01T10:00:00Z"));
    const stream = await openSse(streamOf(id));
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const first = await stream.nextMessage();
    expect(first).toEqual({ id: String(greeting.id), event: "message", data: JSON.stringify({ id: greeting.id, author: "bot", text: "Hello! How can we help?", at: "2026-05-01T10:00:00.000Z" }) });
    const [answer] = await storedMessages(t.store, id, [{ author: "visitor", body: "I need GST registration" }]);
    const next = await stream.nextMessage();
    expect(next.id).toBe(String(answer.id));
    expect(JSON.parse(next.data)).toMatchObject({ id: answer.id, author: "visitor", text: "I need GST registration" });
    await stream.close();
  });

  it("resumes after Last-Event-ID (or ?after=): a reconnecting visitor gets exactly what it missed", async () => {
    const id = await storedConversation(t.store);
    const [one, two, three] = await storedMessages(t.store, id, ["one", "two", "three"].map((body) => ({ author: "bot" as const, body })));
    const resumed = await openSse(streamOf(id), { "last-event-id": String(one.id) });
    expect([(await resumed.nextMessage()).id, (await resumed.nextMessage()).id]).toEqual([String(two.id), String(three.id)]);
    await resumed.close();
    const after = await openSse(`${streamOf(id)}?after=${two.id}`);
    expect((await after.nextMessage()).id).toBe(String(three.id));
    await after.close();
  });

  it("sends only its own conversation's messages, and a mode change as an event 'mode'", async () => {
    const mine = await storedConversation(t.store);
    const other = await storedConversation(t.store);
    const stream = await openSse(streamOf(mine));
    await storedMessages(t.store, other, [{ author: "bot", body: "not for you" }]);
    const [own] = await storedMessages(t.store, mine, [{ author: "bot", body: "for you" }]);
    expect((await stream.nextMessage()).id).toBe(String(own.id));
    await t.app.inject({ method: "POST", url: `/admin/chat/conversations/${mine}/take`, headers: admin, payload: { agent: "Asha" } });
    // Opened (revision 0), a message (1), taken (2): the event carries the conversation's revision after the take.
    expect(await stream.nextWhere((e) => e.event === "mode" && e.data.includes("agent"))).toEqual({ event: "mode", data: JSON.stringify({ mode: "agent", revision: 2 }) });
    await stream.close();
  });

  it("leaves no listener behind when the visitor goes", async () => {
    const id = await storedConversation(t.store);
    const before = t.app.chatLiveHub.subscribers();
    const streams = await Promise.all([openSse(streamOf(id)), openSse(streamOf(id)), openSse(`${base}/admin/chat/stream`, admin)]);
    await eventually(() => t.app.chatLiveHub.subscribers() === before + 3);
    await Promise.all(streams.map((s) => s.close()));
    await eventually(() => t.app.chatLiveHub.subscribers() === before);
    // Messages after the disconnect write nothing to a closed connection (no error, no listener).
    await storedMessages(t.store, id, [{ author: "bot", body: "anyone?" }]);
    expect(t.app.chatLiveHub.subscribers()).toBe(before);
  });

  it("refuses a conversation that does not exist, and an address that is not a conversation id", async () => {
    const missing = await fetch(streamOf("gst-registration-00000000-0000-4000-8000-000000000000"), { headers: { accept: "text/event-stream" } });
    expect(missing.status).toBe(404);
    expect((await fetch(streamOf("not an id"))).status).toBe(400);
  });
});

const admin = { authorization: `Basic ${Buffer.from("admin:agents-secret").toString("base64")}` };
