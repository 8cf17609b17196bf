import type { ChatScriptReply } from "../../documents/types.js";
import type { ApiChatConversationView, ApiChatEventBody, ApiChatOpenBody } from "../../contract/types.js";
import { idNumber } from "../apiInput.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { verifyToken } from "../login/tokens.js";
import { runBot, type BotState, type BotTurn } from "./bot.js";
import { carryOut, contactOf, withinTransaction } from "./chatEffects.js";
import { awaitingView, botContext, scriptForPage, waitingReply } from "./chatScripts.js";
import { trackTriggers, type VisitorRequest } from "./chatTracking.js";
import { addMessages, findConversation, insertMessages, messagesAfter, openConversation, updateConversation, type Conversation, type NewMessage } from "./conversationStore.js";
import { conversationView } from "./conversationView.js";

export interface ChatDeps {
  store: Store;
  documents: ServerDocuments;
  now: () => Date;
  /** The login tokens' key: a logged-in visitor's conversation starts knowing their name and contact. */
  signingKey?: Uint8Array;
}

/** Why an event changed nothing: the conversation is not known, or it was closed. */
export type EventRefusal = "unknown" | "closed";

const scriptById = (documents: ServerDocuments, id: string) => documents.chatScripts.find((s) => s.id === id);

/**
 * Opens the page's conversation, or finds it again (a reload): created, it starts its script and answers the greeting;
 * found, it answers its whole history and what its waiting step awaits, and the bot says nothing again. Undefined
 * when no script is for the page. Two opens at once insert one row (the other finds it), so there is one greeting.
 */
export async function openChat({ store, documents, now, signingKey }: ChatDeps, body: ApiChatOpenBody, visitor: VisitorRequest): Promise<ApiChatConversationView | undefined> {
  const serviceId = body.serviceId === null ? null : idNumber(body.serviceId);
  const script = scriptForPage(documents.chatScripts, { serviceId, pageType: body.pageType });
  if (!script) return undefined;
  const at = now();
  const known = body.authToken && signingKey ? await loggedInContact(store, signingKey, body.authToken, at) : {};
  return store.transaction(async (query) => {
    const fresh = { id: body.conversationId, script_id: script.id, page_url: body.pageUrl, page_type: body.pageType, service_id: serviceId, context: { ...body.context }, state: { stepId: null, answers: known } };
    const { conversation, created } = await openConversation(query, fresh, at);
    if (!created) return conversationView(conversation, await messagesAfter(query, conversation.id), awaitingView(waitingReply(scriptById(documents, conversation.script_id), conversation.state)));
    const turn = runBot(script, conversation.state, { kind: "start" }, botContext(documents, serviceId, body.context.serviceName, at));
    return applyTurn(withinTransaction(store, query), conversation, turn, [], { documents, at, visitor });
  });
}

/**
 * The visitor's event, in one transaction with the conversation row locked (two events at once advance it once).
 * With the bot: the event, if it answers the waiting step, is stored as the visitor's words, the bot's turn is run,
 * stored and carried out, and the new messages are answered; a refused answer stores nothing and answers the rule's
 * message. With the agents (waiting, agent): a text is stored for them and the bot stays silent.
 */
export async function visitorEvent({ store, documents, now }: ChatDeps, id: string, event: ApiChatEventBody, visitor: VisitorRequest): Promise<ApiChatConversationView | EventRefusal> {
  const at = now();
  return store.transaction(async (query) => {
    const conversation = await findConversation(query, id, { forUpdate: true });
    if (!conversation) return "unknown";
    if (conversation.mode === "closed") return "closed";
    if (conversation.mode !== "bot") {
      // Buttons left on the screen from the bot's time, and blank texts, say nothing to an agent.
      const text = event.kind === "text" ? event.text.trim() : "";
      const added = text ? await addMessages(query, id, [{ author: "visitor", body: text }], at) : undefined;
      return conversationView({ ...conversation, revision: added?.revision ?? conversation.revision }, added?.messages ?? [], null);
    }
    const script = scriptById(documents, conversation.script_id);
    const reply = waitingReply(script, conversation.state);
    const words = reply && visitorWords(reply, event);
    if (!script || words === undefined) return conversationView(conversation, [], awaitingView(reply));
    const context = conversation.context as { serviceName?: string };
    const turn = runBot(script, conversation.state, event, botContext(documents, conversation.service_id, context.serviceName ?? "", at));
    if (turn.refused !== undefined) return conversationView(conversation, [], awaitingView(turn.awaiting), { refused: turn.refused });
    return applyTurn(withinTransaction(store, query), conversation, turn, [{ author: "visitor", body: words }], { documents, at, visitor });
  });
}

/** The name, email and mobile number of a logged-in visitor's account; nothing for a token the server refuses. */
async function loggedInContact(store: Store, signingKey: Uint8Array, token: string, at: Date): Promise<BotState["answers"]> {
  const check = await verifyToken(store, signingKey, token, at);
  if (!check.valid) return {};
  const { name, email, mobile } = check.user;
  return { name, ...(email ? { email } : {}), ...(mobile ? { mobile } : {}) };
}

/** GET …/messages: the messages after id `after` (0: all) and what the waiting step awaits; undefined for an unknown conversation. */
export async function readConversation({ store, documents }: ChatDeps, id: string, after: number): Promise<ApiChatConversationView | undefined> {
  const conversation = await findConversation(store.query, id);
  if (!conversation) return undefined;
  const reply = waitingReply(scriptById(documents, conversation.script_id), conversation.state);
  return conversationView(conversation, await messagesAfter(store.query, id, after), awaitingView(reply));
}

/** What the visitor said, as the conversation shows it: the button's label, the text typed, the link's words. Undefined when the event does not answer the step. */
function visitorWords(reply: ChatScriptReply, event: ApiChatEventBody): string | undefined {
  if (event.kind === "choice" && reply.kind === "quickReplies") return reply.options[event.index]?.label;
  if (event.kind === "text" && reply.kind === "question") return event.text.trim();
  if (event.kind === "link" && reply.kind === "link") return reply.text;
  return undefined;
}

/** Carries out a bot turn and stores it: the effects, the messages (the visitor's first), their tracking records, the new state. */
async function applyTurn(
  store: Store,
  conversation: Conversation,
  turn: BotTurn,
  leading: NewMessage[],
  deps: { documents: ServerDocuments; at: Date; visitor: VisitorRequest },
): Promise<ApiChatConversationView> {
  const { documents, at, visitor } = deps;
  const outcome = await carryOut(store, conversation, turn.effects, { documents, at, clientAddress: visitor.clientAddress });
  const said = turn.messages.map((m): NewMessage => ({ author: "bot", body: m.text, ...(m.trigger ? { trigger: m.trigger } : {}) }));
  // The messages, then the row's one change for the whole turn (its state, mode and contact, active now: one revision).
  const added = await insertMessages(store.query, conversation.id, [...leading, ...said], at);
  const answers = turn.state.answers;
  await trackTriggers(store.query, conversation, added, { ticketId: outcome.ticketId, answers, visitor, at }, documents);
  const change = { state: turn.state, mode: outcome.mode, contact: contactOf(answers), ticket_id: outcome.ticketId };
  const revision = await updateConversation(store.query, conversation.id, change, at, conversation);
  const view = conversationView({ id: conversation.id, mode: outcome.mode, revision }, added, awaitingView(turn.awaiting));
  return outcome.redirect ? { ...view, redirect: outcome.redirect } : view;
}
