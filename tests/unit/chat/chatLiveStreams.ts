import { randomUUID } from "node:crypto";
import { readSse, type SseEvent } from "../../../src/cli/sseStream.js";
import { addMessages, openConversation, type NewMessage } from "../../../src/server/chat/conversationStore.js";
import type { Store } from "../../../src/server/store/openStore.js";

export type { SseEvent };

/**
 * Reads a live stream over real HTTP (src/cli/sseStream.ts): `next()` waits for the next event, `close()` ends the
 * connection.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const stream = await readSse(
    url,
    (event) => {
      events.push(event);
      waiters.splice(0).forEach((w) => w());
    },
    headers,
  );
  return {
    status: stream.status,
    headers: stream.headers,
    /** The next event, or a failure after `withinMs`. */
    async next(withinMs = 60_000): Promise<SseEvent> {
      const deadline = Date.now() + withinMs;
      while (!events.length) {
        if (Date.now() > deadline) throw new Error(`no event within ${withinMs} ms`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
      return events.shift()!;
    },
    /**
     * The next event `matches` accepts, passing over others: notifications are asynchronous on PostgreSQL, so the
     * mode change of a conversation made just before the stream opened may still arrive after it did.
     */
    async nextWhere(matches: (e: SseEvent) => boolean, withinMs = 60_000): Promise<SseEvent> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const e = await this.next(Math.max(1, deadline - Date.now()));
        if (matches(e)) return e;
      }
    },
    /** The next message event (an event without a name), passing over mode changes. */
    nextMessage(withinMs = 60_000): Promise<SseEvent> {
      return this.nextWhere((e) => e.event === "message", withinMs);
    },
    close: () => stream.close(),
  };
}

/** A conversation in the store as the widget's open call makes one (a service page's, in bot mode). */
export async function storedConversation(store: Store, at = new Date()): Promise<string> {
  const id = `gst-registration-${randomUUID()}`;
  await openConversation(
    store.query,
    { id, script_id: "gst-registration", page_url: "https://example.com/gst-registration", page_type: "service", service_id: 1, context: {}, state: { stepId: null, answers: {} } },
    at,
  );
  return id;
}

/** Messages written as the chat's calls write them: in a transaction (so their notifications go out on commit). */
export async function storedMessages(store: Store, conversationId: string, messages: NewMessage[], at = new Date()) {
  return (await store.transaction((query) => addMessages(query, conversationId, messages, at))).messages;
}

/** Waits until `check` holds (a subscriber count going down after a disconnect), or fails after `withinMs`. */
export async function eventually(check: () => boolean, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
