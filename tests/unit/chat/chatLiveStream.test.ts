import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { serverDocuments, testApp } from "../testApp.js";
import { startStream, streamPlaces } from "../../../src/server/chat/sseStreams.js";
import type { FastifyReply } from "fastify";
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

/** constants chat.maxStreamsPerAddress: the streams one address (its /64 on IPv6) holds open at once in a process. */
describe("the visitor streams' cap per address", () => {
  const cap = 3;
  let t: Awaited<ReturnType<typeof testApp>>;
  let base: string;
  beforeEach(async () => {
    const documents = { ...serverDocuments, constants: { ...serverDocuments.constants, chat: { ...serverDocuments.constants.chat, maxStreamsPerAddress: cap } } };
    t = await testApp({ documents, trustProxy: ["127.0.0.1"] });
    base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterEach(() => t.close());
  const from = (address: string) => ({ "x-forwarded-for": address });

  it("opens the cap's number from one address and refuses one more with 429 in the site's words; one closed makes room", async () => {
    const id = await storedConversation(t.store);
    const url = `${base}/api/chat/conversations/${id}/stream`;
    const open = [];
    for (let i = 0; i < cap; i++) open.push(await openSse(url, from("203.0.113.7")));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await fetch(url, { headers: { accept: "text/event-stream", ...from("203.0.113.7") } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: false, error: serverDocuments.messages.api.tooManyRequests });
    // Another address is not counted with it, nor is an IPv6 address of another /64; one of the same /64 is.
    const other = await openSse(url, from("203.0.113.8"));
    expect(other.status).toBe(200);
    const six = [];
    for (let i = 1; i <= cap; i++) six.push(await openSse(url, from(`2001:db8:1:2::${i}`)));
    expect(six.map((s) => s.status)).toEqual([200, 200, 200]);
    expect((await fetch(url, { headers: { accept: "text/event-stream", ...from("2001:db8:1:2:ffff::9") } })).status).toBe(429);
    expect((await openSse(url, from("2001:db8:1:3::1"))).status).toBe(200);
    await open[0].close();
    await eventually(() => t.app.chatLiveHub.subscribers() === 2 + 1 + 3 + 1);
    const again = await openSse(url, from("203.0.113.7"));
    expect(again.status).toBe(200);
    await Promise.all([...open.slice(1), other, ...six, again].map((s) => s.close()));
  });

  it("holds under streams opened all at once, and a refused or missing conversation keeps no place", async () => {
    const id = await storedConversation(t.store);
    const url = `${base}/api/chat/conversations/${id}/stream`;
    // Two missing conversations first: each 404 gives its place back.
    for (let i = 0; i < 2; i++) expect((await fetch(`${base}/api/chat/conversations/gst-registration-00000000-0000-4000-8000-00000000000${i}/stream`, { headers: { accept: "text/event-stream", ...from("198.51.100.4") } })).status).toBe(404);
    const streams = await Promise.all(Array.from({ length: cap + 5 }, () => openSse(url, from("198.51.100.4"))));
    expect(streams.filter((s) => s.status === 200)).toHaveLength(cap);
    expect(streams.filter((s) => s.status === 429)).toHaveLength(5);
    await Promise.all(streams.map((s) => s.close()));
    await eventually(() => t.app.chatLiveHub.subscribers() === 0);
    const after = await Promise.all(Array.from({ length: cap }, () => openSse(url, from("198.51.100.4"))));
    expect(after.map((s) => s.status)).toEqual([200, 200, 200]);
    await Promise.all(after.map((s) => s.close()));
  });
});

describe("streamPlaces and startStream", () => {
  it("gives a place back once however often its giver is called, and counts by group", () => {
    const places = streamPlaces();
    const one = places.take("a", 2)!;
    const two = places.take("a", 2)!;
    expect(places.take("a", 2)).toBeUndefined();
    expect(places.take("b", 2)).toBeDefined();
    one();
    one();
    expect(places.count("a")).toBe(1);
    two();
    expect(places.count("a")).toBe(0);
  });

  it("runs onClose at once, and keeps nothing, for a client that went while the route was reading the store", () => {
    const streams = new Set<FastifyReply>();
    let closed = 0;
    const gone = { sse: { isConnected: false } } as unknown as FastifyReply;
    startStream(gone, streams, () => closed++, 15_000);
    expect(closed).toBe(1);
    expect(streams.size).toBe(0);
  });
});
