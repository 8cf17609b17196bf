import type { ApiChatAwaiting, ApiChatChatMessage, ApiChatConversationView } from "../../../renderer/types/documents.js";
import type { ChatMessage, Conversation } from "./conversationStore.js";

/** A stored message as the widget and the live streams show it. */
export function messageView(m: ChatMessage): ApiChatChatMessage {
  return {
    id: m.id,
    author: m.author,
    text: m.body,
    ...(m.trigger ? { trigger: m.trigger } : {}),
    ...(m.agent ? { agent: m.agent } : {}),
    at: new Date(m.created_at).toISOString(),
  };
}

/** The conversation as the widget draws it; the bot's question is offered only while the bot holds the conversation. */
export function conversationView(
  conversation: Pick<Conversation, "id" | "mode">,
  messages: ChatMessage[],
  awaiting: ApiChatAwaiting | null,
  extra: Pick<ApiChatConversationView, "refused" | "redirect"> = {},
): ApiChatConversationView {
  return { conversationId: conversation.id, mode: conversation.mode, messages: messages.map(messageView), awaiting: conversation.mode === "bot" ? awaiting : null, ...extra };
}
