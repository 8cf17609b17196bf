import { describe, expect, it } from "vitest";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import gstScript from "../../../config/chat/gst-registration.json" with { type: "json" };
import type { ChatScriptDocument } from "../../../src/documents/types.js";
import { runBot, type BotContext, type BotEvent, type BotState, type BotTurn } from "../../../src/server/chat/bot.js";

const script = gstScript as ChatScriptDocument;
const ctx: BotContext = {
  service: "GST Registration",
  rules: { mobile: constants.mobile, nameMinChars: constants.name.minChars, emailPattern: constants.leadForm.emailPattern, cityMinChars: constants.citySearch.minChars, namePattern: constants.chat.namePattern },
  messages,
  closed: null,
};

/** Plays events one after the other, as the server does, and keeps every turn. */
function play(...events: BotEvent[]): BotTurn[] {
  return playWith(ctx, ...events);
}

function playWith(context: BotContext, ...events: BotEvent[]): BotTurn[] {
  let state: BotState = { stepId: null, answers: {} };
  return events.map((e) => {
    const turn = runBot(script, state, e, context);
    state = turn.state;
    return turn;
  });
}

describe("the bot runs a script", () => {
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

  it("a question or a number typed for the name is refused and the name asked again; names of any script, with initials, apostrophes or hyphens pass", () => {
    // The product's words, written out: a change to the documents fails here.
    const notAName = "That does not look like a name. Please write your name in letters, for example Asha Verma; you can ask your question after.";
    for (const text of ["Hello, do I need GST registration if my turnover is 15 lakh?", "Call me on 9876501234", "asha@example.in", "Asha 2"]) {
      const [, , refused] = play({ kind: "start" }, { kind: "choice", index: 0 }, { kind: "text", text });
      expect(refused.refused, text).toBe(notAName);
      expect(refused.state.answers.name, text).toBeUndefined();
    }
    for (const text of ["Asha Verma", "R. K. Narayan", "Mary D'Souza", "Anil Kumar-Singh", "अनिल कुमार", "செல்வி"]) {
      const [, , named] = play({ kind: "start" }, { kind: "choice", index: 0 }, { kind: "text", text });
      expect(named.refused, text).toBeUndefined();
      expect(named.state.answers.name, text).toBe(text);
    }
  });

  it("a note: an empty one is refused; the note-left trigger, no redirect effect", () => {
    const [, , empty, note] = play({ kind: "start" }, { kind: "choice", index: 2 }, { kind: "text", text: "  " }, { kind: "text", text: "Do I need GST below ₹20 lakh?" });
    expect(empty.refused).toBe(messages.chat.noteNeeded);
    expect(note.messages).toEqual([{ text: "Our experts will contact you in next 12 hours", trigger: "noteLeft" }]);
    expect(note.effects).toEqual([{ kind: "leaveNote", note: "Do I need GST below ₹20 lakh?" }]);
  });

  it("a live agent: the name and a refused then an accepted mobile number first, then the live-agent trigger and the hand-over; after it nothing more happens", () => {
    const [, askName, askMobile, badMobile, agent, after] = play(
      { kind: "start" },
      { kind: "choice", index: 1 },
      { kind: "text", text: "Ravi Kumar" },
      { kind: "text", text: "12345" },
      { kind: "text", text: "9876501234" },
      { kind: "text", text: "hello?" },
    );
    expect(askName).toMatchObject({ effects: [], awaiting: { kind: "question", field: "name" } });
    expect(askMobile.messages.map((m) => m.text)).toEqual(["Thank you, Ravi Kumar. Your mobile number, please, so that our expert can call you if the chat drops."]);
    expect(badMobile.refused).toBe(messages.leadForm.mobileInvalid);
    expect(agent.messages).toEqual([{ text: messages.chat.triggers.liveAgent, trigger: "liveAgent" }]);
    expect(agent.effects).toEqual([{ kind: "connectAgent", answers: { name: "Ravi Kumar", mobile: "9876501234" } }]);
    expect(agent.state.answers).toEqual({ name: "Ravi Kumar", mobile: "9876501234" });
    expect(after).toEqual({ state: agent.state, messages: [], effects: [], awaiting: null });
  });

  it("a mobile number written with spaces, '+91' or '0' is the number: kept as its ten digits, as the lead form keeps it", () => {
    for (const text of ["98765 01234", "+91 98765 01234", "+91-98765-01234", "098765 01234", "+91 (0) 98765 01234", "+91 098765 01234"]) {
      const [, , , agent] = play({ kind: "start" }, { kind: "choice", index: 1 }, { kind: "text", text: "Ravi Kumar" }, { kind: "text", text });
      expect(agent.refused, text).toBeUndefined();
      expect(agent.state.answers.mobile, text).toBe("9876501234");
    }
    // Words are still words: refused as a number, not read as an empty one. An eleven-digit typo, sent whole, is
    // refused: cut to ten it would be someone else's number.
    for (const text of ["call me", "98765012345", "+91 98765 012345"]) {
      const [, , , refused] = play({ kind: "start" }, { kind: "choice", index: 1 }, { kind: "text", text: "Ravi Kumar" }, { kind: "text", text });
      expect(refused.refused, text).toBe(messages.leadForm.mobileInvalid);
    }
  });

  it("outside the hours the hand-over says when the chat is back and offers a note, never the live-agent line; the note keeps the contact", () => {
    const closed = { ...ctx, closed: "We are back on Monday 30 November at 10:00 AM." };
    const [, , , agent, offer, note] = playWith(
      closed,
      { kind: "start" },
      { kind: "choice", index: 1 },
      { kind: "text", text: "Ravi Kumar" },
      { kind: "text", text: "9876501234" },
      { kind: "choice", index: 0 },
      { kind: "text", text: "Please call me about GST." },
    );
    expect(agent.messages.map((m) => m.text)).toEqual([closed.closed, "Leave a note with your question and we will call you back."]);
    expect(agent.messages.some((m) => m.trigger === "liveAgent")).toBe(false);
    // Nobody is handed it, but the visitor asked for an agent with a number: the server makes the lead.
    expect(agent.effects).toEqual([{ kind: "agentWhileClosed", answers: { name: "Ravi Kumar", mobile: "9876501234" } }]);
    expect(agent.awaiting).toEqual({ kind: "quickReplies", options: [{ label: "Leave a note", next: "ask-note" }, { label: "No, thanks", next: "closed-bye" }] });
    expect(offer.awaiting).toMatchObject({ kind: "question", field: "note" });
    expect(note.messages).toEqual([{ text: messages.chat.triggers.noteLeft, trigger: "noteLeft" }]);
    expect(note.state.answers).toMatchObject({ name: "Ravi Kumar", mobile: "9876501234" });
  });

  it("a contact already known is not asked again: a visitor who gave name and number for the plan is handed over at once", () => {
    const known: BotState = { stepId: "greet", answers: { name: "Asha Verma", mobile: "9876501234" } };
    const agent = runBot(script, known, { kind: "choice", index: 1 }, ctx);
    expect(agent.messages).toEqual([{ text: messages.chat.triggers.liveAgent, trigger: "liveAgent" }]);
    expect(agent.effects).toEqual([{ kind: "connectAgent", answers: { name: "Asha Verma", mobile: "9876501234" } }]);
    const onlyName = runBot(script, { stepId: "greet", answers: { name: "Asha Verma" } }, { kind: "choice", index: 1 }, ctx);
    expect(onlyName.awaiting).toMatchObject({ kind: "question", field: "mobile" });
  });

  it("an answer of the wrong kind, or a choice that is not there, changes nothing", () => {
    const [start, typed, missing] = play({ kind: "start" }, { kind: "text", text: "buy" }, { kind: "choice", index: 9 });
    expect(typed).toEqual({ state: start.state, messages: [], effects: [], awaiting: start.awaiting });
    expect(missing.state).toEqual(start.state);
  });
});
