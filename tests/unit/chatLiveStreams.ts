import { randomUUID } from "node:crypto";
import { addMessages, openConversation, type NewMessage } from "../../src/server/chat/conversationStore.js";
import type { Store } from "../../src/server/store/openStore.js";

/** One Server-Sent Event as a browser's EventSource sees it. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Reads a live stream over real HTTP with fetch, as EventSource does: `next()` waits for the next event (comments,
 * the heartbeats, are skipped), `close()` ends the connection.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const answer = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = "";
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of answer.body! as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parseBlock(block);
          if (event) events.push(event);
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: answer.status,
    headers: answer.headers,
    /** The next event, or a failure after `withinMs`. */
    async next(withinMs = 5000): Promise<SseEvent> {
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
    async nextWhere(matches: (e: SseEvent) => boolean, withinMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const e = await this.next(Math.max(1, deadline - Date.now()));
        if (matches(e)) return e;
      }
    },
    /** The next message event (an event without a name), passing over mode changes. */
    nextMessage(withinMs = 5000): Promise<SseEvent> {
      return this.nextWhere((e) => e.event === "message", withinMs);
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

function parseBlock(block: string): SseEvent | undefined {
  const e: SseEvent = { event: "message", data: "" };
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (!line || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const [field, value] = colon < 0 ? [line, ""] : [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, "")];
    if (field === "id") e.id = value;
    else if (field === "event") e.event = value;
    else if (field === "data") data.push(value);
  }
  if (!data.length) return undefined;
  e.data = data.join("\n");
  return e;
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
  return store.transaction((query) => addMessages(query, conversationId, messages, at));
}

/** Waits until `check` holds (a subscriber count going down after a disconnect), or fails after `withinMs`. */
export async function eventually(check: () => boolean, withinMs = 3000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
