import type { ApiChatAwaiting, ApiChatConversationView } from "../../contract/types.js";
import { messageForClient, type ChatMessage, type Conversation } from "./conversationStore.js";

/** The conversation as the widget draws it; the bot's question is offered only while the bot holds the conversation. */
export function conversationView(
  conversation: Pick<Conversation, "id" | "mode">,
  messages: ChatMessage[],
  awaiting: ApiChatAwaiting | null,
  extra: Pick<ApiChatConversationView, "refused" | "redirect"> = {},
): ApiChatConversationView {
  return { conversationId: conversation.id, mode: conversation.mode, messages: messages.map(messageForClient), awaiting: conversation.mode === "bot" ? awaiting : null, ...extra };
}
