import { afterAll, beforeAll, describe, expect, it } from "vitest";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import gstScript from "../../../config/chat/gst-registration.json" with { type: "json" };
import type { ApiChatConversationAnswer } from "../../../src/contract/types.js";
import type { LeadRow } from "../../../src/server/leads/leadStore.js";
import { chatApp, conversationIdFor, visitor } from "./chatApiKit.js";
import { serverDocuments } from "../testApp.js";

let t: Awaited<ReturnType<typeof chatApp>>;
beforeAll(async () => {
  t = await chatApp();
});
afterAll(() => t?.close());

const texts = (view: { messages: { author: string; text: string }[] }) => view.messages.map((m) => [m.author, m.text]);

describe("the chat API: a whole conversation (both stores: npm run test:postgres)", () => {
  it("from the greeting to the cart: a quick reply, a refused then an accepted number, a lead of the chat, a tracking record, a cart link with the contact", async () => {
    const id = conversationIdFor();
    const opened = await t.open(id);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    const start = (opened.json() as ApiChatConversationAnswer).data;
    expect(start).toMatchObject({ conversationId: id, mode: "bot", awaiting: { kind: "quickReplies", options: gstScript.steps[0].reply!.options!.map((o) => o.label) } });
    expect(texts(start)).toEqual([["bot", gstScript.steps[0].say[0]]]);

    const choose = await t.say(id, { kind: "choice", index: 0 });
    expect(texts(choose)).toEqual([
      ["visitor", "See the plan and buy"],
      ["bot", "May I have your name?"],
    ]);
    expect(choose.awaiting).toEqual({ kind: "question", field: "name", placeholder: "Your name" });
    expect(choose.messages[0].id).toBeGreaterThan(start.messages[0].id);
    await t.say(id, { kind: "text", text: visitor.name });
    await t.say(id, { kind: "text", text: " Asha.Verma@Example.in " });

    const refused = await t.say(id, { kind: "text", text: "5876501234" });
    expect(refused.refused).toBe(messages.leadForm.mobileInvalid);
    expect(refused.messages).toEqual([]);
    expect(refused.awaiting).toMatchObject({ kind: "question", field: "mobile" });

    const last = await t.say(id, { kind: "text", text: visitor.mobile });
    expect(last.messages.map((m) => [m.author, m.text, m.trigger])).toEqual([
      ["visitor", visitor.mobile, undefined],
      ["bot", messages.chat.triggers.thanks, "thanks"],
      ["bot", "Asha Verma, here is the Standard plan. You can pay on the next page.", undefined],
      ["bot", messages.chat.triggers.paymentRedirect, "paymentRedirect"],
    ]);
    expect(last.awaiting).toBeNull();
    expect(last.redirect).toMatch(new RegExp(`^${constants.payment.cartRoute}\\?magicKey=[A-Za-z0-9_-]{43}$`));

    // The refused number was stored as nothing.
    const history = (await t.get(`/api/chat/conversations/${id}/messages`)).json().data;
    expect(history.messages.filter((m: { text: string }) => m.text === "5876501234")).toEqual([]);

    const [lead] = await t.store.query<LeadRow>("select * from leads where source = 'chat'");
    expect(lead).toMatchObject({ status: "new", name: visitor.name, email: visitor.email, mobile: visitor.mobile, service_id: 95, channel: constants.chat.channel, url: "https://vidhi.example/gst-registration", page_type: "service" });
    const [conversation] = await t.store.query<{ ticket_id: string; contact: object }>("select ticket_id, contact from chat_conversations where id = $1", [id]);
    expect(conversation).toEqual({ ticket_id: lead.ticket_id, contact: visitor });

    const tracks = (await t.store.query<{ payload: Record<string, unknown> }>("select payload from user_tracks order by id")).map((r) => r.payload);
    const record = { url: "https://vidhi.example/gst-registration", userAgent: "chat-test", ticketId: lead.ticket_id, mode: "chat", pageType: "service", flag: "cart", email: visitor.email, mobile: visitor.mobile, city: "Other Cities", language: "English", serviceId: 95, channel: constants.chat.channel };
    // One record per trigger message of the turn: thanks and the payment redirect.
    expect(tracks).toEqual([record, record]);

    const cart = await t.get(`/api/cart/magic-key/${last.redirect!.split("magicKey=")[1]}`);
    expect(cart.json()).toMatchObject({ status: true, planId: "gst-registration-standard", serviceId: 95, contact: visitor, ticketId: lead.ticket_id });
  });

  it("a reload (open again) answers the same history and what the step awaits, without a second greeting", async () => {
    const id = conversationIdFor();
    const first = (await t.open(id)).json().data;
    await t.say(id, { kind: "choice", index: 0 });
    const again = (await t.open(id)).json().data;
    expect(texts(again)).toEqual([["bot", gstScript.steps[0].say[0]], ["visitor", "See the plan and buy"], ["bot", "May I have your name?"]]);
    expect(again.messages[0]).toEqual(first.messages[0]);
    expect(again.awaiting).toMatchObject({ kind: "question", field: "name" });
    const after = (await t.get(`/api/chat/conversations/${id}/messages?after=${again.messages[1].id}`)).json().data;
    expect(texts(after)).toEqual([["bot", "May I have your name?"]]);
  });

  it("two opens at once (two tabs) make one conversation with one greeting", async () => {
    const id = conversationIdFor();
    const [a, b] = await Promise.all([t.open(id), t.open(id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data.messages).toEqual(a.json().data.messages);
    expect((await t.get(`/api/chat/conversations/${id}/messages`)).json().data.messages).toHaveLength(1);
  });

  it("two events at once advance the conversation once", async () => {
    const id = conversationIdFor();
    await t.open(id);
    const both = await Promise.all([t.event(id, { kind: "choice", index: 0 }), t.event(id, { kind: "choice", index: 0 })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().data.messages.length).sort()).toEqual([0, 2]);
    const all = (await t.get(`/api/chat/conversations/${id}/messages`)).json().data;
    expect(texts(all)).toEqual([["bot", gstScript.steps[0].say[0]], ["visitor", "See the plan and buy"], ["bot", "May I have your name?"]]);
  });

  it("the page's script: a service's own, else its page type's; a page with neither is 404 with a sentence", async () => {
    const ownScripts = serverDocuments.chatScripts.flatMap((s) => s.appliesTo.serviceIds ?? []);
    const other = serverDocuments.services.services.find((s) => !(ownScripts as number[]).includes(s.serviceId))!;
    const service = (await t.open(conversationIdFor("service-page"), { serviceId: other.serviceId, path: other.route })).json().data;
    expect(service.messages.map((m: { text: string }) => m.text)).toEqual([`Hi! I am vidhi's assistant. Need help with ${other.name}?`]);
    const home = (await t.open(conversationIdFor("home"), { serviceId: null, pageType: "home", path: "/" })).json().data;
    expect(home.messages.map((m: { text: string }) => m.text)).toEqual(["Hi! I am vidhi's assistant. What would you like to do?"]);

    const onlyGst = await chatApp({ ...serverDocuments, chatScripts: serverDocuments.chatScripts.filter((s) => s.id === "gst-registration") });
    try {
      const none = await onlyGst.open(conversationIdFor("home"), { serviceId: null, pageType: "home", path: "/" });
      expect([none.statusCode, none.json()]).toEqual([404, { status: false, error: messages.server.chat.noScript }]);
      expect((await onlyGst.open(conversationIdFor())).statusCode).toBe(200);
    } finally {
      await onlyGst.close();
    }
  });
});
