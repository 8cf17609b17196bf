import { randomUUID } from "node:crypto";
import type { ApiChatConversationView } from "../../../src/contract/types.js";
import type { ServerDocuments } from "../../../src/server/serverDocuments.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";

/** The chat API tests' setting: the real app on a fresh store, and the widget's calls as it makes them. */
export async function chatApp(documents: ServerDocuments = serverDocuments, start?: string) {
  const clock = testClock(start);
  const t = await testApp({ now: clock.now, documents });
  let address = 0;
  // Each call from its own address, so that the per-address limits never decide a test that is not about them.
  const from = () => `10.13.${Math.floor(++address / 250)}.${address % 250}`;
  const post = (url: string, payload: object | string) => t.app.inject({ method: "POST", url, payload, remoteAddress: from(), headers: { "user-agent": "chat-test" } });
  const get = (url: string) => t.app.inject({ method: "GET", url, remoteAddress: from() });
  const open = (conversationId: string, page: { serviceId?: number | null; pageType?: "service" | "home"; path?: string } = {}, authToken?: string) =>
    post("/api/chat/conversations", {
      conversationId,
      pageUrl: `https://vidhi.example${page.path ?? "/gst-registration"}`,
      serviceId: page.serviceId === undefined ? 95 : page.serviceId,
      pageType: page.pageType ?? "service",
      context: { clientConversationId: conversationId, clientGroupId: `https://vidhi.example${page.path ?? "/gst-registration"}`, serviceName: "GST Registration", page_name: "GST Registration", section_name: "chat" },
      ...(authToken ? { authToken } : {}),
    });
  const event = (conversationId: string, body: object) => post(`/api/chat/conversations/${conversationId}/events`, body);
  /** An event that must be taken: its conversation view. */
  const say = async (conversationId: string, body: object): Promise<ApiChatConversationView> => {
    const res = await event(conversationId, body);
    if (res.statusCode !== 200) throw new Error(`event refused: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  return { ...t, clock, post, get, open, event, say };
}

/** A conversation id as the widget makes it: the page address made safe, then a UUID v4. */
export const conversationIdFor = (page = "gst-registration") => `${page}-${randomUUID()}`;

export const visitor = { name: "Asha Verma", email: "asha.verma@example.in", mobile: "9876501234" };
