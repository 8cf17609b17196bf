import type { ApiChatAgentConversation, ApiChatAgentEvent, ApiChatAgentHistoryAnswer, ApiChatAgentListAnswer, ApiChatChatMessage } from "../../contract/types.js";
import { isTime } from "../../lib/answerShape.js";

/** The conversation and its messages, as the agents' calls answer them. */
export type History = ApiChatAgentHistoryAnswer["data"];

const base = "/admin/chat/conversations";

// What the page reads of a conversation and its messages, checked: the list is drawn from its rows' id, contact and last
// activity (and keeps the higher revision of two: a whole number, or none from a process of an older build during a
// deploy, which is then taken as it comes), the open conversation's messages by their id and time, and a time that is
// not one throws as it is formatted.
const row = (r?: Partial<ApiChatAgentConversation> | null) =>
  !!r && typeof r.conversationId == "string" && !!r.contact && typeof r.contact == "object" && isTime(r.lastActivityAt) && (r.revision === undefined || Number.isInteger(r.revision));
const rows = (d: unknown) => Array.isArray(d) && d.every(row);
const message = (m?: Partial<ApiChatChatMessage> | null) => typeof m?.id == "number" && isTime(m.at);
const history = (d?: Partial<History> | null) => !!d && row(d.conversation) && Array.isArray(d.messages) && d.messages.every(message);

/** A `conversation` event of the agents' stream as the page reads it (its conversation, and its message if any), or null. */
export function agentEvent(data: string): ApiChatAgentEvent | null {
  try {
    const e = JSON.parse(data) as Partial<ApiChatAgentEvent> | null;
    return e && row(e.conversation) && (e.message == null || message(e.message)) ? (e as ApiChatAgentEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The agents' calls (src/server/chat/adminChatCalls.ts). The browser sends the admin password it was asked for with each, as it
 * did for the page. A refusal answers the server's sentence; a failed connection answers undefined, and so does a 2xx
 * without what `reads` checks (a proxy's or a stand-in's `{ "status": true }`): the page says it failed instead of throwing.
 */
async function call<T>(path: string, reads: (data: T) => boolean, body?: object): Promise<{ ok: true; data: T } | { ok: false; error?: string }> {
  try {
    const answer = await fetch(path, body ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {});
    const json = (await answer.json()) as { status: boolean; data?: T; error?: string };
    if (!answer.ok || !json.status) return { ok: false, error: json.error };
    return reads(json.data as T) ? { ok: true, data: json.data as T } : { ok: false };
  } catch {
    return { ok: false };
  }
}

const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const agentCalls = {
  list: () => call<ApiChatAgentListAnswer["data"]>(base, rows),
  history: (id: string, after: number) => call<History>(`${one(id)}/messages?after=${after}`, history),
  take: (id: string, agent: string) => call<History>(`${one(id)}/take`, history, { agent }),
  write: (id: string, agent: string, text: string) => call<History>(`${one(id)}/messages`, history, { agent, text }),
  close: (id: string, agent: string) => call<History>(`${one(id)}/close`, history, { agent }),
};
