import type { ApiChatAgentConversation } from "../../contract/types.js";
import { agentCalls, agentEvent, type History } from "./agentCalls.js";
import { byId, withValues, type AdminChatWords } from "./dom.js";
import { agentClock } from "./clock.js";
import { appendMessages, drawConversation } from "./conversationView.js";
import { drawList, newer, pageOf, refreshWaited } from "./listView.js";
import "./chat.css";

/**
 * The agents' page (/admin/chat): the list of open conversations and the one an agent opened, kept live by
 * /admin/chat/stream. Everything is in the store: on each (re)connection the page reads the list and the open
 * conversation's messages after the last one it has, so a dropped connection or a closed tab loses nothing.
 */
const words = JSON.parse(byId("admin-chat-words").textContent ?? "{}") as AdminChatWords;
const clock = agentClock(words, JSON.parse(byId("admin-chat-time-zone").textContent ?? "null") as string);
// The signed-in account's name as visitors see it ("" for the shared admin), and the name this browser keeps for it:
// one per account, so that a name typed as the shared admin is not what another account's agent is called.
const accountName = JSON.parse(byId("admin-chat-account-name").textContent ?? '""') as string;
const nameKey = accountName ? `vidhi.agentName:${accountName}` : "vidhi.agentName";
const rows = new Map<string, ApiChatAgentConversation>();
// The name typed in this browser for this account, else the account's own (a named staff account is a person).
let agent = localStorage.getItem(nameKey) || accountName;
let openId: string | null = null;
let lastId = 0;

const nameField = byId<HTMLInputElement>("agent-name");
nameField.value = agent;
const say = (text: string) => (byId("chat-status").textContent = text);
const redrawList = () => drawList(byId("conversation-list"), words, clock, [...rows.values()], (id) => void openConversation(id), openId);

byId<HTMLFormElement>("agent-form").addEventListener("submit", (event) => {
  event.preventDefault();
  agent = nameField.value.trim();
  localStorage.setItem(nameKey, agent);
  say(agent ? withValues(words.nameSaved, { agent }) : words.nameNeeded);
  redrawList();
});
// How long each visitor has waited moves on by itself, a minute at a time.
window.setInterval(() => refreshWaited(byId("conversation-list"), words, new Date()), 15_000);

/**
 * Keeps what the page knows of a conversation: `next`, unless the page holds a later revision of it already (an answer
 * read before a change that the page has seen, from the stream or another call); answers the one kept.
 */
function keep(next: ApiChatAgentConversation): ApiChatAgentConversation {
  const kept = newer(rows.get(next.conversationId), next);
  rows.set(kept.conversationId, kept);
  return kept;
}

/** A call's answer: the conversation as it is now and its messages after `lastId`; a refusal said in the live region. */
function took(answer: { ok: true; data: History } | { ok: false; error?: string }): boolean {
  if (!answer.ok) {
    say(answer.error ?? words.failed);
    return false;
  }
  const conversation = keep(answer.data.conversation);
  if (conversation.conversationId === openId) {
    drawConversation(words, conversation, agent, false);
    lastId = appendMessages(words, clock, answer.data.messages, lastId);
  }
  redrawList();
  return true;
}

async function openConversation(id: string): Promise<void> {
  const fresh = id !== openId;
  openId = id;
  if (fresh) {
    lastId = 0;
    drawConversation(words, rows.get(id)!, agent, true);
  }
  if (took(await agentCalls.history(id, lastId)) && fresh) byId("conversation-heading").focus();
}

/** The agent's name, or undefined (said, and its field focused) when none was typed yet. */
function agentName(): string | undefined {
  if (agent) return agent;
  say(words.nameNeeded);
  nameField.focus();
  return undefined;
}

byId("take-button").addEventListener("click", async () => {
  const name = agentName();
  if (openId && name) took(await agentCalls.take(openId, name));
});
byId("close-button").addEventListener("click", async () => {
  const name = agentName();
  if (openId && name) took(await agentCalls.close(openId, name));
});
byId<HTMLFormElement>("reply-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const name = agentName();
  const field = byId<HTMLTextAreaElement>("reply-text");
  const text = field.value.trim();
  if (!openId || !name || !text) return;
  if (took(await agentCalls.write(openId, name, text))) field.value = "";
});
// Ctrl+Enter sends, as in most chat tools; Enter alone is a new line.
byId("reply-text").addEventListener("keydown", (event) => {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) byId<HTMLFormElement>("reply-form").requestSubmit();
});

/** Reads the list (and the open conversation) again from the store: on every (re)connection of the stream. */
async function resync(): Promise<void> {
  const list = await agentCalls.list();
  if (!list.ok) return void say(list.error ?? words.failed);
  const known = new Map(rows);
  rows.clear();
  for (const r of list.data) rows.set(r.conversationId, newer(known.get(r.conversationId), r));
  redrawList();
  if (openId) took(await agentCalls.history(openId, lastId));
}

const stream = new EventSource("/admin/chat/stream");
stream.addEventListener("open", () => {
  // Only the connection's own warning goes: a word said meanwhile (the name saved) stays to be read.
  if (byId("chat-status").textContent === words.reconnecting) say("");
  void resync();
});
stream.addEventListener("resync", () => void resync());
stream.addEventListener("error", () => say(words.reconnecting));
stream.addEventListener("conversation", (event) => {
  const read = agentEvent((event as MessageEvent<string>).data);
  // An event the page cannot read (a proxy's line, a conversation without its id): the list and the open conversation
  // are read again from the store instead, so nothing said is missed.
  if (!read) return void resync();
  const before = rows.get(read.conversation.conversationId);
  const conversation = keep(read.conversation);
  const { message } = read;
  const page = pageOf(conversation);
  // A visitor who waits for an agent is announced as waiting whichever of the two events (their message, the
  // hand-over) comes first: the stream's order of events of separate transactions is not guaranteed.
  if (conversation.mode === "waiting" && (before?.mode !== "waiting" || message?.author === "visitor")) say(withValues(words.newWaiting, { page }));
  else if (message?.author === "visitor") say(withValues(words.newMessage, { page }));
  if (conversation.conversationId === openId) {
    drawConversation(words, conversation, agent, false);
    if (message) lastId = appendMessages(words, clock, [message], lastId);
  }
  redrawList();
});
