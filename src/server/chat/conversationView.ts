import type { ApiChatAwaiting, ApiChatConversationView } from "../../contract/types.js";
import { messageForClient, type ChatMessage, type Conversation } from "./conversationStore.js";

/**
 * The conversation as the widget draws it; the bot's question is offered only while the bot holds the conversation.
 * `revision` is the conversation's after what this answer did (the row's as read, or what the last change answered).
 */
export function conversationView(
  conversation: Pick<Conversation, "id" | "mode" | "revision">,
  messages: ChatMessage[],
  awaiting: ApiChatAwaiting | null,
  extra: Pick<ApiChatConversationView, "refused" | "redirect"> = {},
): ApiChatConversationView {
  return {
    conversationId: conversation.id,
    mode: conversation.mode,
    messages: messages.map(messageForClient),
    awaiting: conversation.mode === "bot" ? awaiting : null,
    revision: Number(conversation.revision),
    ...extra,
  };
}
