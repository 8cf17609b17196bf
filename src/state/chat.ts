import { atom } from "jotai/vanilla";
import type { ApiChatConversationView } from "../contract/types.js";
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

/**
 * What is known of the visitor for the chat's questions: a signed-in visitor's name and email first (the session atom
 * the header fills), else what the chat learnt. The chat's answer fields start with it.
 */
export const chatKnownAtom = atom<ChatIdentity>((get) => {
  const session = get(sessionAtom);
  const learnt = get(chatIdentityAtom);
  if (session.status !== "signedIn") return learnt;
  return { ...learnt, name: session.user.name || learnt.name, email: session.user.email ?? learnt.email };
});
