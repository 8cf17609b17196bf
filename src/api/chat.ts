import type { ApiChatConversationAnswer, ApiChatEventBody, ApiChatOpenBody } from "../contract/types.js";
import type { JsonAnswer } from "./httpTypes.js";
import { lazyHttp } from "./lazyHttp.js";
import { chatConversationsPath, chatEventsPath, chatStreamPath, pathOf } from "../contract/apiCalls.js";


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
    open: (body) => http.postJson(chatConversationsPath, body),
    send: (conversationId, event) => http.postJson(pathOf(chatEventsPath, { conversationId }), event),
    // Read by the browser's EventSource (Server-Sent Events).
    streamUrl: (conversationId, after) => `${pathOf(chatStreamPath, { conversationId })}?${new URLSearchParams({ after: String(after) })}`,
  };
};
