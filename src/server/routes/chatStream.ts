import fastifySse from "@fastify/sse";
import type { StaffGate } from "../auth/staffPassword.js";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ApiChatConversationParams, ApiChatMessagesQuery, ApiChatStreamModeEvent } from "../../../renderer/types/documents.js";
import { findConversation, messageForClient, messagesAfter } from "../chat/conversationStore.js";
import { openLiveHub, type LiveHub } from "../chat/liveHub.js";
import { refuse } from "../errorAnswer.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { adminChatRoutes } from "./adminChat.js";
import { apiSchema } from "./apiSchema.js";

/**
 * The chat in real time: Server-Sent Events (@fastify/sse, a comment every constants.chat.liveHeartbeatMs: startStream
 * below), this process's live hub (closed with the app), the visitor's stream below and the agents' page (adminChat.ts).
 */
type LiveDeps = { store: Store; documents: ServerDocuments; now: () => Date; staffGate: StaffGate; distDir: string };

export const chatLiveRoutes = Object.assign((async (app, deps) => {
  // The plugin takes its heartbeat interval once; startStream sends our own, read as each stream opens (a publish applies).
  await app.register(fastifySse, { heartbeatInterval: 0 });
  const hub = await openLiveHub(deps.store);
  const streams = new Set<FastifyReply>();
  app.decorate("chatLiveHub", hub);
  // An open stream never goes idle, so the server's close would wait for it: end them first, each told when to
  // reconnect (the SSE `retry` field, which EventSource obeys by itself), to a process that is still running.
  app.addHook("preClose", async () => {
    const retry = deps.documents.constants.shutdown.reconnectAfterMs;
    for (const reply of [...streams]) {
      if (reply.sse.isConnected) reply.raw.write(`retry: ${retry}\n\n`);
      reply.sse.close();
    }
  });
  app.addHook("onClose", () => hub.close());
  await app.register(chatStreamRoute, { ...deps, hub, streams });
  await app.register(adminChatRoutes, { ...deps, hub, streams });
}) satisfies FastifyPluginAsync<LiveDeps>, {
  // As fastify-plugin does: not encapsulated, so the hub decorates the app itself (the tests count its subscribers).
  [Symbol.for("skip-override")]: true,
});

/**
 * GET /api/chat/conversations/:conversationId/stream: the visitor's live stream. Each new message of the conversation
 * is an event whose id is the message id and whose data is its `chatMessage`; a reconnecting browser sends
 * Last-Event-ID (or `?after=` on a first connection) and gets every message after it from the store, so nothing is
 * lost between two connections. A mode change is an event `mode` (no id). On disconnect the subscription ends.
 */
const chatStreamRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; hub: LiveHub; streams: Set<FastifyReply> }> = async (app, { store, documents, hub, streams }) => {
  app.get<{ Params: ApiChatConversationParams; Querystring: ApiChatMessagesQuery }>(
    "/api/chat/conversations/:conversationId/stream",
    { sse: "only", schema: { params: apiSchema("chat")("conversationParams"), querystring: apiSchema("chat")("messagesQuery") } },
    async (request, reply) => {
      const { conversationId } = request.params;
      if (!(await findConversation(store.query, conversationId))) return refuse(reply, 404, documents.messages.adminChat.noConversation);
      let last = resumeAfter(reply.sse.lastEventId ?? request.query.after);
      const queue = sseQueue(reply, request.log);
      const sendNew = () =>
        queue(async () => {
          for (const m of await messagesAfter(store.query, conversationId, last)) {
            await reply.sse.send({ id: String(m.id), data: messageForClient(m) });
            last = m.id;
          }
        });
      const unsubscribe = hub.forConversation(conversationId, (notice) => {
        if ("mode" in notice) queue(() => reply.sse.send({ event: "mode", data: { mode: notice.mode } satisfies ApiChatStreamModeEvent }));
        else sendNew();
      });
      startStream(reply, streams, unsubscribe, documents.constants.chat.liveHeartbeatMs);
      sendNew();
    },
  );
};

/**
 * Keeps a stream open after its handler returns and sends its headers now (Node holds them until the first write,
 * which may be a heartbeat away); a comment every `heartbeatMs` keeps proxies from closing a quiet stream, as the
 * plugin's own heartbeat does; `onClose` runs when the client goes or the server closes.
 */
export function startStream(reply: FastifyReply, streams: Set<FastifyReply>, onClose: () => void, heartbeatMs: number): void {
  streams.add(reply);
  const heartbeat = setInterval(() => {
    if (reply.sse.isConnected) reply.raw.write(": heartbeat\n\n");
  }, heartbeatMs);
  heartbeat.unref();
  reply.sse.onClose(() => {
    clearInterval(heartbeat);
    streams.delete(reply);
    onClose();
  });
  reply.sse.keepAlive();
  reply.sse.sendHeaders();
  reply.raw.flushHeaders();
}

/** Where a stream starts: after the Last-Event-ID or `?after=` message id, or from the first message. */
export function resumeAfter(id: string | null | undefined): number {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/**
 * Runs a stream's writes one after another (notifications arrive while a write waits on the store), and none once
 * the client has gone.
 */
export function sseQueue(reply: FastifyReply, log: FastifyReply["log"]): (write: () => Promise<void>) => void {
  let tail = Promise.resolve();
  return (write) => {
    tail = tail.then(async () => {
      if (!reply.sse.isConnected) return;
      try {
        await write();
      } catch (e) {
        if (reply.sse.isConnected) log.warn({ err: e }, "a live stream's write failed");
      }
    });
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** This process's live hub (chat/liveHub.ts): the tests read its subscriber count. */
    chatLiveHub: LiveHub;
  }
}
