import type { ChatScriptAction, ChatScriptDocument, ChatScriptReply, ChatScriptStep, MessagesDocument } from "../../documents/types.js";
import { emailMessage, mobileMessage, nameMessage, type ContactRules } from "../../rules/contactRules.js";
import { keptMobileDigits, writtenAsMobile } from "../../rules/mobileNumber.js";
import { fill } from "../../lib/fill.js";

export type AnswerField = "name" | "email" | "mobile" | "city" | "note";
export type TriggerName = keyof MessagesDocument["chat"]["triggers"];

/** Where a conversation stands: the step waiting for the visitor (null once it has ended) and what they answered. */
export interface BotState {
  stepId: string | null;
  answers: Partial<Record<AnswerField, string>>;
}

/** What the visitor did: opened the chat, pressed a quick reply, typed an answer, or opened the step's link. */
export type BotEvent = { kind: "start" } | { kind: "choice"; index: number } | { kind: "text"; text: string } | { kind: "link" };

/** A message of the bot; `trigger` names the trigger message it is (messages.chat.triggers: tracking, the cart redirect). */
export interface BotMessage {
  text: string;
  trigger?: TriggerName;
}

/** What the server does for an action of the script, with what the visitor answered so far. */
export type BotEffect =
  | { kind: "createLead"; answers: BotState["answers"] }
  | { kind: "offerPlan"; planId: string; answers: BotState["answers"] }
  | { kind: "connectAgent"; answers: BotState["answers"] }
  /** The agents were asked for while the chat is closed: nobody is handed the conversation, but the visitor is a lead. */
  | { kind: "agentWhileClosed"; answers: BotState["answers"] }
  | { kind: "leaveNote"; note: string }
  | { kind: "expertCall"; answers: BotState["answers"] };

export interface BotTurn {
  state: BotState;
  messages: BotMessage[];
  effects: BotEffect[];
  /** What the visitor may answer now (null when the conversation has ended). */
  awaiting: ChatScriptReply | null;
  /** The answer was refused: the rule's message, the state unchanged. */
  refused?: string;
}

export interface BotContext {
  /** The page's service name, for {service}. */
  service: string;
  /** `namePattern`: constants chat.namePattern, what the bot takes as a name beside the lead form's rule. */
  rules: ContactRules & { cityMinChars: number; namePattern: string };
  messages: Pick<MessagesDocument, "leadForm" | "chat">;
  /**
   * Null while the chat is open; outside its hours, the sentence saying when it is back (messages chat.backAt filled
   * with the next opening). The server decides it at the moment of each turn, so a hand-over reached after closing
   * time goes to the script's 'when closed' step instead of to nobody.
   */
  closed: string | null;
}

/** The trigger message each action sends (messages.chat.triggers of config/messages.json; the table in docs/chat.md). */
const triggerOf: Record<ChatScriptAction["kind"], TriggerName | undefined> = {
  createLead: "thanks",
  offerPlan: "paymentRedirect",
  connectAgent: "liveAgent",
  leaveNote: "noteLeft",
  expertCall: "expertCall",
  end: undefined,
};

/**
 * One turn of a bot script: the visitor's event against the step that waits, then the bot's messages and actions
 * up to the next step that waits for the visitor (or the end). Pure: the server stores the state and carries out
 * the effects; the same script and answers always give the same conversation.
 */
export function runBot(script: ChatScriptDocument, state: BotState, event: BotEvent, ctx: BotContext): BotTurn {
  const steps = new Map(script.steps.map((s) => [s.id, s]));
  const waiting = state.stepId ? steps.get(state.stepId) : undefined;
  // A conversation starts with what is known of the visitor before it (their login), nothing else.
  if (event.kind === "start") return advance(steps, script.start, { stepId: null, answers: state.answers }, ctx);
  if (!waiting?.reply) return { state, messages: [], effects: [], awaiting: null };
  const reply = waiting.reply;
  if (event.kind === "choice" && reply.kind === "quickReplies") {
    const option = reply.options[event.index];
    return option ? advance(steps, option.next, state, ctx) : still(state, waiting);
  }
  if (event.kind === "link" && reply.kind === "link") return reply.next ? advance(steps, reply.next, state, ctx) : { state: { ...state, stepId: null }, messages: [], effects: [], awaiting: null };
  if (event.kind === "text" && reply.kind === "question") {
    // A number is kept as every mobile field keeps it: '98450 12345' or '+91 98450 12345' is 9845012345; sent whole,
    // an eleven-digit typo is not cut to ten (that would be someone else's number) but refused.
    const written = event.text.trim();
    const value = reply.field === "mobile" && writtenAsMobile(written) ? keptMobileDigits(written, ctx.rules.mobile, { whole: true }) : written;
    const problem = answerProblem(reply.field, value, ctx);
    if (problem) return { ...still(state, waiting), refused: problem };
    const answer = reply.field === "email" ? value.toLowerCase() : value;
    return advance(steps, reply.next, { ...state, answers: { ...state.answers, [reply.field]: answer } }, ctx);
  }
  return still(state, waiting);
}

const still = (state: BotState, step: ChatScriptStep): BotTurn => ({ state, messages: [], effects: [], awaiting: step.reply ?? null });

function answerProblem(field: AnswerField, value: string, { rules, messages }: BotContext): string | null {
  const m = messages.leadForm;
  if (field === "name") return nameMessage(value, rules.nameMinChars, m) ?? (new RegExp(rules.namePattern, "u").test(value) ? null : messages.chat.nameNotAName);
  if (field === "email") return emailMessage(value, rules.emailPattern, m);
  if (field === "mobile") return mobileMessage(value, rules.mobile, m);
  if (field === "city") return value.length >= rules.cityMinChars ? null : m.cityRequired;
  return value ? null : messages.chat.noteNeeded;
}

/** Says each step's messages and carries out its action, step after step, until one waits for the visitor or ends. */
function advance(steps: Map<string, ChatScriptStep>, from: string, state: BotState, ctx: BotContext): BotTurn {
  const messages: BotMessage[] = [];
  const effects: BotEffect[] = [];
  const answers = state.answers;
  // Scripts are checked by the validator (every step exists, every way ends); the bound only guards a hand-edited store.
  for (let id: string | undefined = from, hops = 0; id && hops <= steps.size; hops++) {
    const step = steps.get(id);
    if (!step) break;
    // A contact the bot already knows (asked earlier, or from the visitor's login) is not asked again.
    if (step.reply?.kind === "question" && step.reply.field !== "note" && answers[step.reply.field]) {
      id = step.reply.next;
      continue;
    }
    if (step.action?.kind === "connectAgent" && ctx.closed !== null) {
      messages.push({ text: ctx.closed });
      effects.push({ kind: "agentWhileClosed", answers });
      id = step.action.whenClosed;
      continue;
    }
    const values = { name: answers.name ?? "", service: ctx.service };
    messages.push(...step.say.map((text) => ({ text: fill(text, values) })));
    if (step.reply) return { state: { stepId: step.id, answers }, messages, effects, awaiting: step.reply };
    const action = step.action!;
    const trigger = triggerOf[action.kind];
    if (trigger) messages.push({ text: ctx.messages.chat.triggers[trigger], trigger });
    if (action.kind === "createLead") effects.push({ kind: "createLead", answers });
    if (action.kind === "offerPlan") effects.push({ kind: "offerPlan", planId: action.planId, answers });
    if (action.kind === "connectAgent") effects.push({ kind: "connectAgent", answers });
    if (action.kind === "leaveNote") effects.push({ kind: "leaveNote", note: answers.note ?? "" });
    if (action.kind === "expertCall") effects.push({ kind: "expertCall", answers });
    id = action.kind === "createLead" ? action.next : undefined;
  }
  return { state: { stepId: null, answers }, messages, effects, awaiting: null };
}
