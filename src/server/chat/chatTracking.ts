import type { ApiLeadsUserTrackBody } from "../../contract/types.js";
import type { ServerDocuments } from "../serverDocuments.js";
import { storeUserTrack } from "../insights/userTrackStore.js";
import type { Store } from "../store/openStore.js";
import type { BotState } from "./bot.js";
import { chatPageType } from "./chatEffects.js";
import type { ChatMessage, Conversation } from "./conversationStore.js";

/** What the server knows of the visitor's browser from the request (the widget's own record would send these). */
export interface VisitorRequest {
  clientAddress: string;
  userAgent?: string;
  referrer?: string;
}

/**
 * When the bot sends a trigger message (thanks, note left, payment redirect, live agent, expert
 * call) and the conversation has a service id, a visitor tracking record (user_tracks) is stored, as POST /api/user-track stores
 * the lead form's. The server writes it itself, in the turn's transaction, so that no record is lost with a closed tab.
 */
export async function trackTriggers(
  query: Store["query"],
  conversation: Pick<Conversation, "page_url" | "page_type" | "service_id">,
  messages: ChatMessage[],
  seen: {
    ticketId: string | null;
    answers: BotState["answers"];
    visitor: VisitorRequest;
    at: Date;
  },
  documents: ServerDocuments,
): Promise<void> {
  const triggers = messages.filter((m) => m.trigger).length;
  if (conversation.service_id === null || !triggers) return;
  const { constants } = documents;
  const { answers, visitor } = seen;
  // Shaped exactly as a body of POST /api/user-track (schemas/api/leads); one per trigger message.
  const record: ApiLeadsUserTrackBody = {
    url: conversation.page_url,
    ...(visitor.referrer ? { referrer: visitor.referrer.slice(0, 2000) } : {}),
    ...(visitor.userAgent ? { userAgent: visitor.userAgent.slice(0, 1000) } : {}),
    ticketId: seen.ticketId,
    mode: constants.leadForm.trackMode,
    pageType: chatPageType(conversation, documents),
    flag: constants.leadForm.trackFlag,
    ...(answers.email ? { email: answers.email } : {}),
    ...(answers.mobile ? { mobile: answers.mobile } : {}),
    city: answers.city ?? constants.leadForm.trackCity,
    language: constants.leadDefaults.language,
    serviceId: conversation.service_id,
    channel: constants.chat.channel,
  };
  for (let i = 0; i < triggers; i++)
    await storeUserTrack(query, record, seen.at);
}
