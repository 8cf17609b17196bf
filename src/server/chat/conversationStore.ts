import type { ApiChatChatMessage } from "../../contract/types.js";
import type { Store } from "../store/openStore.js";
import type { BotState, TriggerName } from "./bot.js";
import type { ConversationMode } from "./conversationMode.js";
import { liveChannel, type LiveEvent } from "./liveHub.js";

export type { ConversationMode } from "./conversationMode.js";
export type Author = "bot" | "visitor" | "agent";

export interface Conversation {
  id: string;
  script_id: string;
  page_url: string;
  page_type: string;
  service_id: number | null;
  context: Record<string, unknown>;
  state: BotState;
  mode: ConversationMode;
  agent: string | null;
  contact: Record<string, string>;
  ticket_id: string | null;
  /** When it was handed to the agents (null while with the bot). */
  waiting_since: Date | null;
  created_at: Date;
  last_activity_at: Date;
  /** One more at every change of the row (bigint: the driver may give it as text); migrations/018_chat_revision.sql. */
  revision: number | string;
}

export interface ChatMessage {
  id: number;
  conversation_id: string;
  author: Author;
  agent: string | null;
  body: string;
  trigger: TriggerName | null;
  created_at: Date;
}

export type NewConversation = Pick<Conversation, "id" | "script_id" | "page_url" | "page_type" | "service_id" | "context" | "state">;
export type NewMessage = { author: Author; body: string; agent?: string; trigger?: TriggerName };

type Query = Store["query"];

/** Creates the conversation unless it exists; either way answers it as stored (a reload finds its conversation). */
export async function openConversation(query: Query, c: NewConversation, at: Date): Promise<{ conversation: Conversation; created: boolean }> {
  const inserted = await query<Conversation>(
    `insert into chat_conversations (id, script_id, page_url, page_type, service_id, context, state, mode, created_at, last_activity_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'bot', $8, $8) on conflict (id) do nothing returning *`,
    [c.id, c.script_id, c.page_url, c.page_type, c.service_id, JSON.stringify(c.context), JSON.stringify(c.state), at],
  );
  if (inserted.length) {
    await notifyLive(query, { conversationId: c.id, mode: "bot" });
    return { conversation: inserted[0], created: true };
  }
  return { conversation: (await findConversation(query, c.id))!, created: false };
}

export async function findConversation(query: Query, id: string, { forUpdate = false } = {}): Promise<Conversation | undefined> {
  return (await query<Conversation>(`select * from chat_conversations where id = $1${forUpdate ? " for update" : ""}`, [id]))[0];
}

/**
 * Adds messages in order and marks the conversation active (one more revision); answers them with their ids, and the
 * conversation's revision after (its update's own, so no second read; null when there were no messages to add).
 */
export async function addMessages(query: Query, conversationId: string, messages: NewMessage[], at: Date): Promise<{ messages: ChatMessage[]; revision: number | null }> {
  const added = await insertMessages(query, conversationId, messages, at);
  if (!messages.length) return { messages: added, revision: null };
  const [row] = await query<Pick<Conversation, "revision">>("update chat_conversations set last_activity_at = $2, revision = revision + 1 where id = $1 returning revision", [conversationId, at]);
  return { messages: added, revision: Number(row.revision) };
}

/**
 * Adds messages in order, each told to the live hubs, and leaves the conversation's row as it is: for a caller that
 * then changes the row itself in the same transaction (a bot's turn: updateConversation marks it active, one revision).
 */
export async function insertMessages(query: Query, conversationId: string, messages: NewMessage[], at: Date): Promise<ChatMessage[]> {
  const added: ChatMessage[] = [];
  for (const m of messages) {
    const [row] = await query<ChatMessage>(
      "insert into chat_messages (conversation_id, author, agent, body, trigger, created_at) values ($1, $2, $3, $4, $5, $6) returning *",
      [conversationId, m.author, m.agent ?? null, m.body, m.trigger ?? null, at],
    );
    added.push({ ...row, id: Number(row.id) });
    await notifyLive(query, { conversationId, messageId: Number(row.id) });
  }
  return added;
}

/**
 * Saves what changed of a conversation (the bot's state, its mode and agent, what is known of the visitor) and marks it
 * active; answers its new revision. `current` is the row as this transaction holds it (locked or just made), when the
 * caller has it: it is not read again.
 */
export async function updateConversation(
  query: Query,
  id: string,
  change: Partial<Pick<Conversation, "state" | "mode" | "agent" | "contact" | "ticket_id">>,
  at: Date,
  current?: Conversation,
): Promise<number> {
  const c = current ?? (await findConversation(query, id))!;
  const next = { ...c, ...change };
  // The hand-over's moment is kept once: an agent taking the conversation does not reset how long the visitor waited.
  const waitingSince = next.mode === "waiting" && c.mode === "bot" ? at : c.waiting_since;
  const [row] = await query<Pick<Conversation, "revision">>("update chat_conversations set state = $2, mode = $3, agent = $4, contact = $5, ticket_id = $6, last_activity_at = $7, waiting_since = $8, revision = revision + 1 where id = $1 returning revision", [
    id,
    JSON.stringify(next.state),
    next.mode,
    next.agent,
    JSON.stringify(next.contact),
    next.ticket_id,
    at,
    waitingSince,
  ]);
  const revision = Number(row.revision);
  if (next.mode !== c.mode || next.agent !== c.agent) await notifyLive(query, { conversationId: id, mode: next.mode, revision });
  return revision;
}

/**
 * Tells every process's live hub (liveHub.ts) what changed. A NOTIFY sent inside a transaction is delivered when it
 * commits (and never when it rolls back), so a stream never reads a message before it is in the store.
 */
async function notifyLive(query: Query, event: LiveEvent): Promise<void> {
  await query("select pg_notify($1, $2)", [liveChannel, JSON.stringify(event)]);
}

/** A stored message as the widget and the agents' page read it (schemas/api/chat.schema.json `chatMessage`). */
export function messageForClient(m: ChatMessage): ApiChatChatMessage {
  return {
    id: m.id,
    author: m.author,
    text: m.body,
    ...(m.trigger ? { trigger: m.trigger } : {}),
    ...(m.agent ? { agent: m.agent } : {}),
    at: new Date(m.created_at).toISOString(),
  };
}

/** A conversation's messages after a given id (0: all), in order: the history a widget or agent page (re)loads. */
export async function messagesAfter(query: Query, conversationId: string, afterId = 0): Promise<ChatMessage[]> {
  const rows = await query<ChatMessage>("select * from chat_messages where conversation_id = $1 and id > $2 order by id", [conversationId, afterId]);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Conversations that are not closed, newest activity first: the agents' list. */
export async function openConversations(query: Query, limit: number): Promise<Conversation[]> {
  return query<Conversation>("select * from chat_conversations where mode <> 'closed' order by last_activity_at desc limit $1", [limit]);
}
