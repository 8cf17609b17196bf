/** Who answers a conversation: the bot, nobody yet (handed to the agents), an agent; or nobody any more (closed). */
export type ConversationMode = "bot" | "waiting" | "agent" | "closed";
