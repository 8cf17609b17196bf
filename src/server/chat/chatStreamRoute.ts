import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ApiChatConversationParams, ApiChatMessagesQuery, ApiChatStreamModeEvent } from "../../contract/types.js";
import { findConversation, messageForClient, messagesAfter } from "./conversationStore.js";
import type { LiveHub } from "./liveHub.js";
import { refuse } from "../errorAnswer.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { resumeAfter, sseQueue, startStream, streamPlaces } from "./sseStreams.js";
import { addressGroup } from "../security/addressGroup.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

/**
 * GET /api/chat/conversations/:conversationId/stream: the visitor's live stream. Each new message of the conversation
 * is an event whose id is the message id and whose data is its `chatMessage`; a reconnecting browser sends
 * Last-Event-ID (or `?after=` on a first connection) and gets every message after it from the store, so nothing is
 * lost between two connections. A mode change is an event `mode` (no id). On disconnect the subscription ends.
 * One address group holds at most constants.chat.maxStreamsPerAddress of them at once in this process; one more is
 * refused with 429 before anything is read (in a fleet, nginx's limit_conn holds the same number across the processes).
 */
export const chatStreamRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; hub: LiveHub; streams: Set<FastifyReply> }> = async (app, { store, documents, hub, streams }) => {
  const places = streamPlaces();
  app.get<{ Params: ApiChatConversationParams; Querystring: ApiChatMessagesQuery }>(
    api.chatStreamPath,
    { sse: "only", schema: requestSchema("chatStream") },
    async (request, reply) => {
      const { conversationId } = request.params;
      const giveBack = places.take(addressGroup(request.ip), documents.constants.chat.maxStreamsPerAddress);
      if (!giveBack) return refuse(reply, 429, documents.messages.api.tooManyRequests);
      let found;
      try {
        found = await findConversation(store.query, conversationId);
      } catch (e) {
        giveBack();
        throw e;
      }
      if (!found) {
        giveBack();
        return refuse(reply, 404, documents.messages.adminChat.noConversation);
      }
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
        if ("mode" in notice)
          queue(() => reply.sse.send({ event: "mode", data: { mode: notice.mode, ...(notice.revision !== undefined ? { revision: notice.revision } : {}) } satisfies ApiChatStreamModeEvent }));
        else sendNew();
      });
      startStream(reply, streams, () => {
        unsubscribe();
        giveBack();
      }, documents.constants.chat.liveHeartbeatMs);
      sendNew();
    },
  );
};
