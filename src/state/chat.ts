import { atom } from "jotai/vanilla";
import type { ApiChatConversationView } from "../../renderer/types/documents.js";
import { sessionAtom } from "./session.js";

/** What the chat has learnt of the visitor from the answers typed: shared with the header and the cart. */
export interface ChatIdentity {
  name?: string;
  email?: string;
  mobile?: string;
}

/** The page's open chat: the conversation as the server last drew it, or null before it opens. */
export const chatConversationAtom = atom<ApiChatConversationView | null>(null);

/** Whether the chat panel is open. */
export const chatOpenAtom = atom(false);

/** What the visitor told the chat (name, email, mobile), set as the bot's questions are answered. */
export const chatIdentityAtom = atom<ChatIdentity>({});

/** The visitor's name as the chat knows it: a signed-in visitor's name first, else what the chat learnt. */
export const chatVisitorNameAtom = atom((get) => {
  const session = get(sessionAtom);
  return (session.status === "signedIn" ? session.user.name : undefined) ?? get(chatIdentityAtom).name;
});
