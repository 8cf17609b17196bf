import type { Store } from "../store/openStore.js";
import type { ConversationMode } from "./conversationMode.js";

/** The NOTIFY channel of the chat: conversationStore.ts notifies on it, each process's hub listens on it. */
export const liveChannel = "chat";

/**
 * What a notification says: a message was added, or a conversation's mode (or agent) changed, with the conversation's
 * revision after the change (none from a process of an older build, during a deploy).
 */
export type LiveEvent = { conversationId: string; messageId: number } | { conversationId: string; mode: ConversationMode; revision?: number };

/**
 * What a subscriber is told: an event, or `resync` after the listening connection came back (notifications may have
 * been lost, so a subscriber reads the store again from what it has).
 */
export type LiveNotice = LiveEvent | { resync: true };

type Subscriber = (notice: LiveNotice) => void;

export interface LiveHub {
  /** A visitor's stream: the notices of one conversation. Answers the function that unsubscribes. */
  forConversation(conversationId: string, subscriber: Subscriber): () => void;
  /** The agents' stream: the notices of every conversation. */
  forAll(subscriber: Subscriber): () => void;
  /** How many subscribers there are (the tests check that a closed stream leaves none). */
  subscribers(): number;
  close(): Promise<void>;
}

/**
 * The one listener of a process on the chat channel, fanning each notification out to the streams that want it. With
 * PostgreSQL every process has its own hub, so an agent writing through one process reaches a visitor streaming from
 * another.
 */
export async function openLiveHub(store: Pick<Store, "listen">): Promise<LiveHub> {
  const byConversation = new Map<string, Set<Subscriber>>();
  const all = new Set<Subscriber>();
  const tell = (notice: LiveNotice, subscribers: Iterable<Subscriber>) => {
    for (const s of [...subscribers]) s(notice);
  };
  const unlisten = await store.listen(
    liveChannel,
    (payload) => {
      const event = parseEvent(payload);
      if (!event) return;
      tell(event, byConversation.get(event.conversationId) ?? []);
      tell(event, all);
    },
    () => {
      for (const set of byConversation.values()) tell({ resync: true }, set);
      tell({ resync: true }, all);
    },
  );
  return {
    forConversation(conversationId, subscriber) {
      const set = byConversation.get(conversationId) ?? new Set();
      byConversation.set(conversationId, set.add(subscriber));
      return () => {
        set.delete(subscriber);
        if (!set.size && byConversation.get(conversationId) === set) byConversation.delete(conversationId);
      };
    },
    forAll(subscriber) {
      all.add(subscriber);
      return () => void all.delete(subscriber);
    },
    subscribers: () => all.size + [...byConversation.values()].reduce((n, s) => n + s.size, 0),
    close: () => unlisten(),
  };
}

/** A notification's payload, or undefined for one this hub does not know (another version's, during a deploy). */
function parseEvent(payload: string): LiveEvent | undefined {
  try {
    const e = JSON.parse(payload) as Partial<Record<string, unknown>>;
    if (typeof e.conversationId !== "string") return undefined;
    if (typeof e.messageId === "number") return { conversationId: e.conversationId, messageId: e.messageId };
    if (typeof e.mode === "string")
      return { conversationId: e.conversationId, mode: e.mode as ConversationMode, ...(Number.isInteger(e.revision) ? { revision: e.revision as number } : {}) };
  } catch {
    // Not JSON: not ours.
  }
  return undefined;
}
