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

const text = (v: unknown) => typeof v == "string";
const all = <T>(list: unknown, ok: (item: T) => boolean) => Array.isArray(list) && list.every(ok);

/**
 * The answer as it came when its body holds a conversation the panel can draw: an id, its messages' texts, what the bot
 * waits for (quick replies' words, a link's words, or a question) and a refusal's sentence; otherwise a failure,
 * `unreadable`, the panel's failure to say, not a throw in render (a message list of `[null]`, quick replies without words).
 */
function withConversation(answer: JsonAnswer<ApiChatConversationAnswer>): JsonAnswer<ApiChatConversationAnswer> {
  if (!answer.ok) return answer;
  const data = (answer.body as { data?: Partial<ApiChatConversationAnswer["data"]> } | null)?.data;
  const a = data?.awaiting as { kind?: unknown; options?: unknown; text?: unknown } | null | undefined;
  const awaits = !a || (a.kind == "quickReplies" ? all(a.options, text) : a.kind == "link" ? text(a.text) : a.kind == "question");
  if (data && text(data.conversationId) && all(data.messages, (m: { text?: unknown } | null) => text(m?.text)) && awaits && text(data.refused ?? "")) return answer;
  return { ok: false, status: answer.status, body: answer.body, error: { kind: "unreadable" } };
}
