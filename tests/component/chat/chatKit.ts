import { getDefaultStore } from "jotai/vanilla";
import { vi } from "vitest";
import type { ApiChatChatMessage, ApiChatConversationView } from "../../../src/contract/types.js";
import { chatApi } from "../../../src/api/chat.js";
import type { ChatData } from "../../../src/blocks/chat/chatData.js";
import type { ConversationDeps } from "../../../src/blocks/chat/useConversation.js";
import type { SafeStore } from "../../../src/lib/storage.js";
import { chatConversationAtom, chatIdentityAtom, chatOpenAtom } from "../../../src/state/chat.js";
import { sessionAtom } from "../../../src/state/session.js";
import { blockData, dataFor } from "../fixturePage.js";

/** The chat of the fixture's GST page (a proactive script), as its page carries it. */
export const gstChat = blockData<ChatData>(dataFor("/gst-registration"), "chat");

// Instants in India time (UTC+5:30): 28 November 2026 is a Saturday, 25 December a holiday of the constants.
export const saturday1859 = new Date("2026-11-28T13:29:00Z");
export const saturday1900 = new Date("2026-11-28T13:30:00Z");
export const sundayNoon = new Date("2026-11-29T06:30:00Z");
export const christmasNoon = new Date("2026-12-25T06:30:00Z");

/** A local storage of the test's own. */
export function memoryStore(): SafeStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, get: (k) => values.get(k) ?? null, set: (k, v) => void values.set(k, v), remove: (k) => void values.delete(k) };
}

/** The live stream as the browser's EventSource gives it: the test sends its messages. */
export class StreamStandIn {
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  /** An event `mode`, as the server sends a mode change. */
  sendMode(mode: ApiChatConversationView["mode"], revision?: number) {
    this.listeners.get("mode")?.(new MessageEvent("mode", { data: JSON.stringify({ mode, revision }) }));
  }
  /** An event as it came, whatever its data: a message when `type` is "message", else an event of that name. */
  sendRaw(data: string, type = "message") {
    const event = new MessageEvent(type, { data });
    if (type === "message") this.onmessage?.(event);
    else this.listeners.get(type)?.(event);
  }
  send(message: ApiChatChatMessage) {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message), lastEventId: String(message.id) }));
  }
}

/** The server's answers, canned per call (the chat's routes are the other helpers' part), and what was sent. */
export function chatServer() {
  const calls: { url: string; body: unknown }[] = [];
  const answers: ApiChatConversationView[] = [];
  const streams: StreamStandIn[] = [];
  const gone: string[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
    const next = answers.shift();
    return next ? new Response(JSON.stringify({ status: true, data: next }), { status: 200 }) : new Response("{}", { status: 503 });
  }) as unknown as typeof fetch;
  const store = memoryStore();
  const deps: ConversationDeps = {
    api: chatApi(fetchImpl),
    store,
    openStream: (url) => {
      const s = new StreamStandIn(url);
      streams.push(s);
      return s as unknown as EventSource;
    },
    go: (url) => void gone.push(url),
  };
  return { calls, answers, streams, gone, store, deps };
}

export const message = (id: number, author: ApiChatChatMessage["author"], text: string, more: Partial<ApiChatChatMessage> = {}): ApiChatChatMessage => ({ id, author, text, at: "2026-11-28T13:29:00.000Z", ...more });

/** Each test starts with the chat closed, no conversation, and a visitor who is not signed in. */
export function resetChatAtoms() {
  const store = getDefaultStore();
  store.set(chatOpenAtom, false);
  store.set(chatConversationAtom, null);
  store.set(chatIdentityAtom, {});
  store.set(sessionAtom, { status: "signedOut" });
}
