import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMessages, findConversation, messagesAfter, openConversation, openConversations, updateConversation } from "../../../src/server/chat/conversationStore.js";
import type { Store } from "../../../src/server/store/openStore.js";
import { openTestStore } from "../testStore.js";

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 8, minute));
const newConversation = (id: string) => ({
  id,
  script_id: "gst-registration",
  page_url: "http://127.0.0.1:4173/gst-registration",
  page_type: "service",
  service_id: 95,
  context: { serviceName: "GST Registration", page_name: "GST Registration", section_name: "chat" },
  state: { stepId: "greet", answers: {} },
});

describe("chat conversations in the store (both stores: npm run test:postgres)", () => {
  it("a conversation is made once: opening it again (a reload) finds it with its state", async () => {
    const first = await openConversation(store.query, newConversation("gst-registration-7f1c"), at(0));
    expect(first.created).toBe(true);
    await updateConversation(store.query, "gst-registration-7f1c", { state: { stepId: "ask-name", answers: {} } }, at(1));
    const again = await openConversation(store.query, { ...newConversation("gst-registration-7f1c"), state: { stepId: "greet", answers: {} } }, at(2));
    expect(again.created).toBe(false);
    expect(again.conversation.state).toEqual({ stepId: "ask-name", answers: {} });
    expect(again.conversation.mode).toBe("bot");
  });

  it("messages keep their order and ids; a client resumes after the last id it has", async () => {
    await openConversation(store.query, newConversation("gst-registration-a001"), at(0));
    const before = Number((await findConversation(store.query, "gst-registration-a001"))!.revision);
    const { messages: added, revision } = await addMessages(store.query, "gst-registration-a001", [{ author: "bot", body: "Hi!" }, { author: "visitor", body: "Hello" }, { author: "bot", body: "Our experts will contact you in next 12 hours", trigger: "noteLeft" }], at(3));
    // One more revision for the whole batch, answered by the update itself: the store's own.
    expect(revision).toBe(before + 1);
    expect(Number((await findConversation(store.query, "gst-registration-a001"))!.revision)).toBe(revision);
    // Nothing to add changes nothing.
    expect(await addMessages(store.query, "gst-registration-a001", [], at(4))).toEqual({ messages: [], revision: null });
    expect(Number((await findConversation(store.query, "gst-registration-a001"))!.revision)).toBe(revision);
    expect(added.map((m) => m.id)).toEqual([...added.map((m) => m.id)].sort((a, b) => a - b));
    expect((await messagesAfter(store.query, "gst-registration-a001")).map((m) => [m.author, m.body, m.trigger])).toEqual([
      ["bot", "Hi!", null],
      ["visitor", "Hello", null],
      ["bot", "Our experts will contact you in next 12 hours", "noteLeft"],
    ]);
    expect((await messagesAfter(store.query, "gst-registration-a001", added[1].id)).map((m) => m.body)).toEqual(["Our experts will contact you in next 12 hours"]);
    expect((await findConversation(store.query, "gst-registration-a001"))!.last_activity_at).toEqual(at(3));
  });

  it("the agents' list: open conversations, newest activity first; a closed one is left out", async () => {
    await openConversation(store.query, newConversation("gst-registration-b002"), at(4));
    await updateConversation(store.query, "gst-registration-7f1c", { mode: "closed" }, at(5));
    await updateConversation(store.query, "gst-registration-b002", { mode: "agent", agent: "Meera" }, at(6));
    const list = await openConversations(store.query, 10);
    expect(list.map((c) => [c.id, c.mode, c.agent])).toEqual([
      ["gst-registration-b002", "agent", "Meera"],
      ["gst-registration-a001", "bot", null],
    ]);
  });

  it("leads may come from the chat", async () => {
    await store.query("insert into leads (ticket_id, source, status, submitted, created_at) values ('T-CHAT-1', 'chat', 'new', '{}', now())");
    expect(await store.query("select source from leads where ticket_id = 'T-CHAT-1'")).toEqual([{ source: "chat" }]);
  });
});
