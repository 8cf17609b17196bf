import { afterAll, beforeAll, describe, expect, it } from "vitest";
import messages from "../../../config/messages.json" with { type: "json" };
import type { LeadRow } from "../../../src/server/leads/leadStore.js";
import { issueToken } from "../../../src/server/login/tokens.js";
import { chatApp, conversationIdFor, visitor } from "./chatApiKit.js";
import constants from "../../../config/constants.json" with { type: "json" };
import { leadColumns } from "../../../src/server/staff/leadListing.js";
import { listedTime } from "../../../src/server/html/listingTable.js";
import { fill } from "../../../src/lib/fill.js";

// Friday 1 May 2026, 18:58 India time (13:28 UTC): four minutes before, the chat is open; at 19:02 it is not.
let t: Awaited<ReturnType<typeof chatApp>>;
beforeAll(async () => {
  t = await chatApp(undefined, "2026-05-01T13:28:00Z");
});
afterAll(() => t?.close());

const rowOf = async (id: string) => (await t.store.query<{ mode: string; contact: object }>("select mode, contact from chat_conversations where id = $1", [id]))[0];

describe("a logged-in visitor is not asked for what the account knows", () => {
  it("the open call's login token seeds the name and number: 'Talk to an expert now' hands over at once; a refused token asks as for anyone", async () => {
    const [user] = await t.store.query<{ user_uuid: string }>("insert into users (name, mobile) values ($1, $2) returning user_uuid", ["Kiran Rao", "9876501277"]);
    const authToken = await issueToken(t.store, t.signingKey, user.user_uuid, 3600, t.clock.now());
    const id = conversationIdFor();
    const opened = await t.open(id, {}, authToken);
    expect(opened.statusCode, opened.body).toBe(200);
    const handed = await t.say(id, { kind: "choice", index: 1 });
    expect(handed.messages.map((m) => m.trigger)).toEqual([undefined, "liveAgent"]);
    expect(await rowOf(id)).toEqual({ mode: "waiting", contact: { name: "Kiran Rao", mobile: "9876501277" } });
    // Each answer is the conversation's revision after it, as the store has it: opened, then the hand-over's turn,
    // then a text to the agents one more (the widget draws the mode of the higher of an answer and a mode event).
    const revision = async () => Number((await t.store.query<{ revision: string | number }>("select revision from chat_conversations where id = $1", [id]))[0].revision);
    expect(handed.revision).toBe(await revision());
    // A bot's turn changes the row once (its messages, state, mode and contact together): one revision each, the
    // greeting's after the row was made (0), the hand-over's after it.
    expect(opened.json().data.revision).toBe(1);
    expect(handed.revision).toBe(opened.json().data.revision + 1);
    const written = await t.say(id, { kind: "text", text: "Is anyone there?" });
    expect(written).toMatchObject({ mode: "waiting", revision: handed.revision + 1 });
    expect(written.revision).toBe(await revision());

    const stranger = conversationIdFor();
    await t.open(stranger, {}, `${authToken}x`);
    expect((await t.say(stranger, { kind: "choice", index: 1 })).awaiting).toEqual({ kind: "question", field: "name", placeholder: "Your name" });
  });
});

describe("the hand-over checks the chat's hours on the server, at the moment it happens (both stores)", () => {
  it("opened at 18:58, handed over at 19:02: the bot says when the chat is back and offers a note; nobody is handed the conversation", async () => {
    const id = conversationIdFor();
    await t.open(id);
    await t.say(id, { kind: "choice", index: 1 });
    await t.say(id, { kind: "text", text: visitor.name });
    t.clock.advance(4 * 60);
    const closed = await t.say(id, { kind: "text", text: visitor.mobile });
    expect(closed.messages.map((m) => [m.author, m.text])).toEqual([
      ["visitor", visitor.mobile],
      ["bot", messages.chat.backAt.replace("{day}", "Saturday 2 May").replace("{time}", "10:00 AM")],
      ["bot", "Leave a note with your question and we will call you back."],
    ]);
    expect(closed.messages.some((m) => m.trigger === "liveAgent")).toBe(false);
    expect(closed).toMatchObject({ mode: "bot", awaiting: { kind: "quickReplies", options: ["Leave a note", "No, thanks"] } });
    expect((await rowOf(id)).mode).toBe("bot");

    await t.say(id, { kind: "choice", index: 0 });
    const note = await t.say(id, { kind: "text", text: "Please call me about my GST number." });
    expect(note.messages.map((m) => m.trigger)).toEqual([undefined, "noteLeft"]);
    // One lead: made when the agents were asked for while closed (so that one who leaves without a note is called
    // back too), the note then on it.
    const lead = (await t.store.query<LeadRow>("select l.* from leads l join chat_conversations c on c.ticket_id = l.ticket_id where c.id = $1", [id]))[0];
    expect(lead).toMatchObject({ source: "chat", name: visitor.name, mobile: visitor.mobile, submitted: { note: "Please call me about my GST number." }, extra: { agentAsked: { whileClosed: true } } });
    expect((await t.store.query("select id from leads where mobile = $1 and created_at >= $2", [visitor.mobile, new Date(t.clock.now().getTime() - 60_000)])).length).toBe(1);
  });

  it("closed, a visitor who gives a number and leaves without a note is still a lead, marked to be called back", async () => {
    const id = conversationIdFor();
    await t.open(id);
    await t.say(id, { kind: "choice", index: 1 });
    await t.say(id, { kind: "text", text: "Closed Hours Visitor" });
    await t.say(id, { kind: "text", text: "9812398765" });
    await t.say(id, { kind: "choice", index: 1 });
    const lead = (await t.store.query<LeadRow>("select l.* from leads l join chat_conversations c on c.ticket_id = l.ticket_id where c.id = $1", [id]))[0];
    expect(lead).toMatchObject({ source: "chat", name: "Closed Hours Visitor", mobile: "9812398765", extra: { agentAsked: { requestedAt: t.clock.now().toISOString(), whileClosed: true } } });
    const source = leadColumns(messages.server.leadListing, constants.leads.timeZone).find(([heading]) => heading === messages.server.leadListing.columns.source)![1];
    expect(source(lead)).toBe(`chat, ${fill(messages.server.leadListing.agentAskedWhileClosed, { time: listedTime(t.clock.now(), constants.leads.timeZone) })}`);
  });

  it("on Saturday evening the next opening is Monday; on the eve of a holiday it skips the holiday (constants chat.holidays)", async () => {
    t.clock.advance(24 * 3600);
    const id = conversationIdFor();
    await t.open(id);
    await t.say(id, { kind: "choice", index: 1 });
    await t.say(id, { kind: "text", text: visitor.name });
    const closed = await t.say(id, { kind: "text", text: visitor.mobile });
    expect(closed.messages[1].text).toBe(messages.chat.backAt.replace("{day}", "Monday 4 May").replace("{time}", "10:00 AM"));

    // Thursday 24 December 2026, 19:02 India time: Friday is Christmas.
    t.clock.advance((Date.parse("2026-12-24T13:32:00Z") - t.clock.now().getTime()) / 1000);
    const eve = conversationIdFor();
    await t.open(eve);
    await t.say(eve, { kind: "choice", index: 1 });
    await t.say(eve, { kind: "text", text: visitor.name });
    const holiday = await t.say(eve, { kind: "text", text: visitor.mobile });
    expect(holiday.messages[1].text).toBe(messages.chat.backAt.replace("{day}", "Saturday 26 December").replace("{time}", "10:00 AM"));
  });
});
