import type { ApiChatConversationAnswer, ApiChatEventBody, ApiChatOpenBody } from "../contract/types.js";
import type { JsonAnswer } from "./httpTypes.js";
import { lazyHttp } from "./lazyHttp.js";
import { chatConversationsPath, chatEventsPath, chatStreamPath, pathOf } from "../contract/apiCalls.js";

/**
 * The widget's calls (schemas/api/chat.schema.json) on the one HTTP client. Nothing here throws: a refusal or a
 * network failure comes back with `ok: false`, and so does a 2xx whose body holds no conversation (a proxy's or a
 * stand-in's `{}`): `unreadable`, as a body that is not JSON is, never a view for the widget to draw.
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
    open: (body) => http.postJson<ApiChatConversationAnswer>(chatConversationsPath, body).then(withConversation),
    send: (conversationId, event) => http.postJson<ApiChatConversationAnswer>(pathOf(chatEventsPath, { conversationId }), event).then(withConversation),
    // Read by the browser's EventSource (Server-Sent Events).
    streamUrl: (conversationId, after) => `${pathOf(chatStreamPath, { conversationId })}?${new URLSearchParams({ after: String(after) })}`,
  };
};

/** The answer as it came when its body holds a conversation (an id and its messages); otherwise a failure, `unreadable`. */
function withConversation(answer: JsonAnswer<ApiChatConversationAnswer>): JsonAnswer<ApiChatConversationAnswer> {
  if (!answer.ok) return answer;
  const data = (answer.body as { data?: Partial<ApiChatConversationAnswer["data"]> } | null)?.data;
  if (data && typeof data.conversationId === "string" && Array.isArray(data.messages)) return answer;
  return { ok: false, status: answer.status, body: answer.body, error: { kind: "unreadable" } };
}
