import { afterAll, beforeAll, describe, expect, it } from "vitest";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import type { LeadRow } from "../../../src/server/leads/leadStore.js";
import { leadColumns } from "../../../src/server/staff/leadListing.js";
import { listedTime } from "../../../src/server/html/listingTable.js";
import { fill } from "../../../src/lib/fill.js";
import { chatApp, conversationIdFor, visitor } from "./chatApiKit.js";
import { carryOut } from "../../../src/server/chat/chatEffects.js";
import { findConversation } from "../../../src/server/chat/conversationStore.js";
import { serverDocuments } from "../testApp.js";

let t: Awaited<ReturnType<typeof chatApp>>;
beforeAll(async () => {
  t = await chatApp();
});
afterAll(() => t?.close());

const leadOf = async (id: string) => (await t.store.query<LeadRow>("select l.* from leads l join chat_conversations c on c.ticket_id = l.ticket_id where c.id = $1", [id]))[0];
const tracksOf = async (url: string) => (await t.store.query<{ payload: { ticketId: string } }>("select payload from user_tracks where payload->>'url' = $1", [url])).map((r) => r.payload);
const modeOf = async (id: string) => (await t.store.query<{ mode: string }>("select mode from chat_conversations where id = $1", [id]))[0].mode;

describe("the chat API: what the bot's actions do, and what it refuses (both stores: npm run test:postgres)", () => {
  it("a note: the note-left message, no redirect, a lead of the chat with the note in submitted, a tracking record", async () => {
    const id = conversationIdFor();
    await t.open(id);
    await t.say(id, { kind: "choice", index: 2 });
    const note = await t.say(id, { kind: "text", text: "Do I need GST below ₹20 lakh?" });
    expect(note.messages.map((m) => [m.author, m.text, m.trigger])).toEqual([
      ["visitor", "Do I need GST below ₹20 lakh?", undefined],
      ["bot", messages.chat.triggers.noteLeft, "noteLeft"],
    ]);
    expect(note.redirect).toBeUndefined();
    const lead = await leadOf(id);
    expect(lead).toMatchObject({ source: "chat", status: "new", email: null, mobile: null, service_id: 95, channel: constants.chat.channel, submitted: { note: "Do I need GST below ₹20 lakh?" } });
    expect((await tracksOf("https://vidhi.example/gst-registration")).filter((r) => r.ticketId === lead.ticket_id)).toHaveLength(1);
  });

  it("two notes without a contact are two leads, never one repeat of the other", async () => {
    const tickets = [];
    for (const text of ["First question", "Second question"]) {
      const id = conversationIdFor();
      await t.open(id);
      await t.say(id, { kind: "choice", index: 2 });
      await t.say(id, { kind: "text", text });
      tickets.push((await leadOf(id)).ticket_id);
    }
    expect(new Set(tickets).size).toBe(2);
  });

  it("a call back: the expert-call message, no redirect, the conversation's lead marked for a call within constants chat.expertCallbackMinutes", async () => {
    const id = conversationIdFor("llp-page");
    await t.open(id, { serviceId: 78, path: "/llp-page" });
    await t.say(id, { kind: "choice", index: 1 });
    await t.say(id, { kind: "text", text: visitor.name });
    await t.say(id, { kind: "text", text: visitor.email });
    const call = await t.say(id, { kind: "text", text: "9876501299" });
    expect(call.messages.map((m) => m.trigger).filter(Boolean)).toEqual(["thanks", "expertCall"]);
    expect(call.redirect).toBeUndefined();
    const lead = await leadOf(id);
    expect(lead.extra).toEqual({ expertCall: { requestedAt: t.clock.now().toISOString(), callWithinMinutes: constants.chat.expertCallbackMinutes } });
    // Staff read the promise where they read the lead: its source column says when the call was asked and within what.
    const source = leadColumns(messages.server.leadListing, constants.leads.timeZone).find(([heading]) => heading === messages.server.leadListing.columns.source)![1];
    const asked = listedTime(t.clock.now(), constants.leads.timeZone);
    expect(source(lead)).toBe(`chat, ${fill(messages.server.leadListing.expertCall, { time: asked, minutes: constants.chat.expertCallbackMinutes })}`);
  });

  it("a live agent: the name and number first, then the live-agent message, no redirect, mode waiting, the contact kept for the agents; then texts are for the agents and the bot stays silent", async () => {
    const id = conversationIdFor();
    await t.open(id);
    await t.say(id, { kind: "choice", index: 1 });
    await t.say(id, { kind: "text", text: visitor.name });
    const handed = await t.say(id, { kind: "text", text: visitor.mobile });
    expect(handed).toMatchObject({ mode: "waiting", awaiting: null });
    expect(handed.messages.map((m) => [m.author, m.trigger])).toEqual([["visitor", undefined], ["bot", "liveAgent"]]);
    expect((await t.store.query<{ contact: object }>("select contact from chat_conversations where id = $1", [id]))[0].contact).toEqual({ name: visitor.name, mobile: visitor.mobile });
    expect(handed.redirect).toBeUndefined();
    // Handed over with a number, the visitor is a lead of its own, which says when an agent was asked for: no agent
    // may answer before the visitor leaves, and the people who follow leads up call them back.
    const lead = await leadOf(id);
    expect(lead).toMatchObject({ source: "chat", name: visitor.name, mobile: visitor.mobile, extra: { agentAsked: { requestedAt: t.clock.now().toISOString() } } });
    const source = leadColumns(messages.server.leadListing, constants.leads.timeZone).find(([heading]) => heading === messages.server.leadListing.columns.source)![1];
    expect(source(lead)).toBe(`chat, ${fill(messages.server.leadListing.agentAsked, { time: listedTime(t.clock.now(), constants.leads.timeZone) })}`);
    const waiting = await t.say(id, { kind: "text", text: "Is anyone there?" });
    expect(waiting.messages.map((m) => [m.author, m.text])).toEqual([["visitor", "Is anyone there?"]]);

    await t.store.query("update chat_conversations set mode = 'agent', agent = 'Meera' where id = $1", [id]);
    const withAgent = await t.say(id, { kind: "text", text: "Hello Meera" });
    expect(withAgent).toMatchObject({ mode: "agent", awaiting: null });
    expect(withAgent.messages.map((m) => m.author)).toEqual(["visitor"]);
    expect((await t.say(id, { kind: "choice", index: 0 })).messages).toEqual([]);
    expect((await t.say(id, { kind: "text", text: "   " })).messages).toEqual([]);
    const all = (await t.get(`/api/chat/conversations/${id}/messages`)).json().data;
    expect(all.messages.filter((m: { author: string }) => m.author === "bot")).toHaveLength(4);
    expect(await modeOf(id)).toBe("agent");
  });

  it("a hand-over is a lead only with a way to reach the visitor (a mobile number or an email): a name alone is not", async () => {
    const id = conversationIdFor();
    await t.open(id);
    const conversation = (await findConversation(t.store.query, id))!;
    const deps = { documents: serverDocuments, at: t.clock.now(), clientAddress: "127.0.0.1" };
    const leads = async () => Number((await t.store.query<{ n: string | number }>("select count(*) as n from leads"))[0].n);
    const before = await leads();
    const nameOnly = await carryOut(t.store, conversation, [{ kind: "connectAgent", answers: { name: "Ravi" } }], deps);
    expect(nameOnly).toEqual({ ticketId: null, mode: "waiting" });
    expect(await leads()).toBe(before);
    const withEmail = await carryOut(t.store, conversation, [{ kind: "connectAgent", answers: { name: "Ravi", email: "ravi@example.in" } }], deps);
    expect(withEmail.ticketId).toMatch(/\S/);
    expect(await leads()).toBe(before + 1);
  });

  it("the home page's chat (no service id): no tracking record", async () => {
    const id = conversationIdFor("home");
    await t.open(id, { serviceId: null, pageType: "home", path: "/" });
    await t.say(id, { kind: "choice", index: 2 });
    await t.say(id, { kind: "text", text: "Which service do I need?" });
    expect((await leadOf(id)).page_type).toBe(constants.chat.homePageType);
    expect(await tracksOf("https://vidhi.example/")).toEqual([]);
  });

  it("a closed conversation is 409, an unknown one 404, each with its sentence", async () => {
    const id = conversationIdFor();
    await t.open(id);
    await t.store.query("update chat_conversations set mode = 'closed' where id = $1", [id]);
    const closed = await t.event(id, { kind: "text", text: "hello" });
    expect([closed.statusCode, closed.json()]).toEqual([409, { status: false, error: messages.server.chat.conversationClosed }]);
    const unknown = conversationIdFor();
    for (const res of [await t.event(unknown, { kind: "choice", index: 0 }), await t.get(`/api/chat/conversations/${unknown}/messages`)]) {
      expect([res.statusCode, res.json()]).toEqual([404, { status: false, error: messages.server.chat.conversationNotFound }]);
    }
  });

  it("malformed requests are 400 with a sentence, and change nothing", async () => {
    const id = conversationIdFor();
    await t.open(id);
    const refusals = [
      await t.event(id, { kind: "choice" }),
      await t.event(id, { kind: "shout", text: "hi" }),
      await t.event(id, { kind: "text", text: "" }),
      await t.event(id, { kind: "choice", index: 0, extra: 1 }),
      await t.event("Not-An-Id", { kind: "choice", index: 0 }),
      await t.get(`/api/chat/conversations/${id}/messages?after=-1`),
      await t.post("/api/chat/conversations", { conversationId: id }),
      await t.app.inject({ method: "POST", url: "/api/chat/conversations", payload: "{not json", headers: { "content-type": "application/json" } }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(400);
      expect(typeof res.json().error, res.body).toBe("string");
    }
    expect((await t.get(`/api/chat/conversations/${id}/messages`)).json().data.messages).toHaveLength(1);
  });

  it("opening is limited per address (constants limits.maxPerAddress)", async () => {
    const max = constants.limits.maxPerAddress["/api/chat/conversations"];
    const open = () => t.app.inject({ method: "POST", url: "/api/chat/conversations", payload: { conversationId: "x" }, remoteAddress: "10.99.0.1" });
    for (let i = 0; i < max; i++) expect((await open()).statusCode).toBe(400);
    expect((await open()).statusCode).toBe(429);
  });
});
