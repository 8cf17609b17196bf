import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ApiChatAgentEvent } from "../../contract/types.js";
import { findConversation, messageForClient, messagesAfter } from "./conversationStore.js";
import type { LiveHub } from "./liveHub.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { agentRow } from "./adminChatCalls.js";
import { sseQueue, startStream } from "./sseStreams.js";

/**
 * GET /admin/chat/stream (behind adminChatRoutes.ts's authentication): every change of every conversation, for the agents'
 * page. Each event (`conversation`) carries the conversation's row as it is now and, when a message was added, that
 * message; the page reads the list and its open conversation again whenever it (re)connects (event `resync` after the
 * server's own listening connection came back), so a dropped connection loses nothing.
 */
export const adminChatStream: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; hub: LiveHub; streams: Set<FastifyReply> }> = async (app, { store, documents, hub, streams }) => {
  app.get("/admin/chat/stream", { sse: "only" }, async (request, reply) => {
    const queue = sseQueue(reply, request.log);
    const unsubscribe = hub.forAll((notice) =>
      queue(async () => {
        if ("resync" in notice) return reply.sse.send({ event: "resync", data: {} });
        const c = await findConversation(store.query, notice.conversationId);
        if (!c) return;
        const event: ApiChatAgentEvent = { conversation: agentRow(c) };
        if ("messageId" in notice) {
          const [m] = await messagesAfter(store.query, c.id, notice.messageId - 1);
          if (m?.id === notice.messageId) event.message = messageForClient(m);
        }
        await reply.sse.send({ event: "conversation", data: event });
      }),
    );
    startStream(reply, streams, unsubscribe, documents.constants.chat.liveHeartbeatMs);
  });
};
