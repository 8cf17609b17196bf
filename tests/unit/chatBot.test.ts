import { describe, expect, it } from "vitest";
import constants from "../../config/constants.json" with { type: "json" };
import messages from "../../config/messages.json" with { type: "json" };
import gstScript from "../../config/chat/gst-registration.json" with { type: "json" };
import type { ChatScriptDocument } from "../../renderer/types/documents.js";
import { runBot, type BotContext, type BotEvent, type BotState, type BotTurn } from "../../src/server/chat/bot.js";

const script = gstScript as ChatScriptDocument;
const ctx: BotContext = {
  service: "GST Registration",
  rules: { mobile: constants.mobile, nameMinChars: constants.name.minChars, emailPattern: constants.leadForm.emailPattern, cityMinChars: constants.citySearch.minChars },
  messages,
};

/** Plays events one after the other, as the server does, and keeps every turn. */
function play(...events: BotEvent[]): BotTurn[] {
  let state: BotState = { stepId: null, answers: {} };
  return events.map((e) => {
    const turn = runBot(script, state, e, ctx);
    state = turn.state;
    return turn;
  });
}

describe("the bot runs a script (spec 4 'Chat widget')", () => {
  it("the whole way to a plan: quick reply, a refused and then an accepted name and number, a lead, the cart", () => {
    const [start, choose, shortName, name, email, badMobile, mobile] = play(
      { kind: "start" },
      { kind: "choice", index: 0 },
      { kind: "text", text: "As" },
      { kind: "text", text: "Asha Verma" },
      { kind: "text", text: " Asha.Verma@Example.in " },
      { kind: "text", text: "5876501234" },
      { kind: "text", text: "9876501234" },
    );
    expect(start.messages.map((m) => m.text)).toEqual([script.steps[0].say[0]]);
    expect(start.awaiting).toMatchObject({ kind: "quickReplies" });
    expect(choose.messages.map((m) => m.text)).toEqual(["May I have your name?"]);
    expect(shortName.refused).toBe("Name should be atleast 3 characters");
    expect(shortName.state).toEqual(choose.state);
    expect(name.messages.map((m) => m.text)).toEqual(["Thanks, Asha Verma. What is your email address?"]);
    expect(email.state.answers.email).toBe("asha.verma@example.in");
    expect(badMobile.refused).toBe("Please enter a valid mobile number");
    expect(mobile.messages).toEqual([
      { text: messages.chat.triggers.thanks, trigger: "thanks" },
      { text: "Asha Verma, here is the Standard plan. You can pay on the next page." },
      { text: messages.chat.triggers.paymentRedirect, trigger: "paymentRedirect" },
    ]);
    const answers = { name: "Asha Verma", email: "asha.verma@example.in", mobile: "9876501234" };
    expect(mobile.effects).toEqual([
      { kind: "createLead", answers },
      { kind: "offerPlan", planId: "gst-registration-standard", answers },
    ]);
    expect([mobile.state.stepId, mobile.awaiting]).toEqual([null, null]);
  });

  it("a note: an empty one is refused; the note-left trigger, no redirect effect", () => {
    const [, , empty, note] = play({ kind: "start" }, { kind: "choice", index: 2 }, { kind: "text", text: "  " }, { kind: "text", text: "Do I need GST below ₹20 lakh?" });
    expect(empty.refused).toBe(messages.chat.noteNeeded);
    expect(note.messages).toEqual([{ text: "Our experts will contact you in next 12 hours", trigger: "noteLeft" }]);
    expect(note.effects).toEqual([{ kind: "leaveNote", note: "Do I need GST below ₹20 lakh?" }]);
  });

  it("a live agent: the live-agent trigger and the hand-over; after the end nothing more happens", () => {
    const [, agent, after] = play({ kind: "start" }, { kind: "choice", index: 1 }, { kind: "text", text: "hello?" });
    expect(agent.messages).toEqual([{ text: messages.chat.triggers.liveAgent, trigger: "liveAgent" }]);
    expect(agent.effects).toEqual([{ kind: "connectAgent" }]);
    expect(after).toEqual({ state: agent.state, messages: [], effects: [], awaiting: null });
  });

  it("an answer of the wrong kind, or a choice that is not there, changes nothing", () => {
    const [start, typed, missing] = play({ kind: "start" }, { kind: "text", text: "buy" }, { kind: "choice", index: 9 });
    expect(typed).toEqual({ state: start.state, messages: [], effects: [], awaiting: start.awaiting });
    expect(missing.state).toEqual(start.state);
  });
});
