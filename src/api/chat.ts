import type { ApiChatConversationAnswer, ApiChatEventBody, ApiChatOpenBody } from "../../renderer/types/documents.js";
import type { JsonAnswer } from "./httpTypes.js";
import { lazyHttp } from "./lazyHttp.js";

/** The chat's base address (schemas/api/chat.schema.json); the stream is read by the browser's EventSource. */
const conversations = "/api/chat/conversations";
const one = (conversationId: string) => `${conversations}/${encodeURIComponent(conversationId)}`;

/**
 * The widget's calls (schemas/api/chat.schema.json) on the one HTTP client. Nothing here throws: a refusal or a
 * network failure comes back with `ok: false`.
 */
export interface ChatApi {
  /** POST /api/chat/conversations: opens the page's conversation, or finds it again with its history after a reload. */
  open(body: ApiChatOpenBody): Promise<JsonAnswer<ApiChatConversationAnswer>>;
  /** POST …/:conversationId/events: a quick reply, an answer or message typed, the link button opened. */
  send(conversationId: string, event: ApiChatEventBody): Promise<JsonAnswer<ApiChatConversationAnswer>>;
  /** The address of the conversation's live stream (Server-Sent Events, each a chat message with its id) from after message `after`. */
  streamUrl(conversationId: string, after: number): string;
}

export const chatApi = (fetchImpl?: typeof fetch): ChatApi => {
  const http = lazyHttp(fetchImpl);
  return {
    open: (body) => http.postJson(conversations, body),
    send: (conversationId, event) => http.postJson(`${one(conversationId)}/events`, event),
    streamUrl: (conversationId, after) => `${one(conversationId)}/stream?${new URLSearchParams({ after: String(after) })}`,
  };
};
