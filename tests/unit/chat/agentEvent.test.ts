import { describe, expect, it } from "vitest";
import { agentEvent } from "../../../src/admin/chat/agentCalls.js";

// The agents' stream's `conversation` event, read as the page reads it (src/admin/chat/main.ts): an event it cannot
// draw is null, and the page then reads the list and the open conversation again instead of throwing in the handler.
const conversation = { conversationId: "c-1", mode: "waiting", contact: {}, lastActivityAt: "2026-11-28T10:00:00Z", revision: 3 };
const message = { id: 4, author: "visitor", text: "Hello", at: "2026-11-28T10:00:00Z" };

describe("agentEvent", () => {
  it("reads a conversation, with its message or without one", () => {
    expect(agentEvent(JSON.stringify({ conversation, message }))).toEqual({ conversation, message });
    expect(agentEvent(JSON.stringify({ conversation }))).toEqual({ conversation });
    // From a process of an older build (during a deploy): no revision, taken as it comes.
    const { revision: _none, ...older } = conversation;
    expect(agentEvent(JSON.stringify({ conversation: older }))).toEqual({ conversation: older });
  });
  it("an event without a conversation it can draw, or with a message without its id or time, or no JSON at all, is null", () => {
    for (const data of [
      "null",
      "7",
      "<html>",
      "{}",
      JSON.stringify({ conversation: null }),
      JSON.stringify({ conversation: { ...conversation, conversationId: 1 } }),
      JSON.stringify({ conversation: { ...conversation, contact: null } }),
      JSON.stringify({ conversation: { ...conversation, lastActivityAt: "soon" } }),
      JSON.stringify({ conversation: { ...conversation, revision: "3" } }),
      JSON.stringify({ conversation: { ...conversation, revision: 2.5 } }),
      JSON.stringify({ conversation, message: { ...message, id: "4" } }),
      JSON.stringify({ conversation, message: { ...message, at: "later" } }),
      JSON.stringify({ conversation, message: "Hello" }),
    ])
      expect(agentEvent(data), data).toBeNull();
  });
});
