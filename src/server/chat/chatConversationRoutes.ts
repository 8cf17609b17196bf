import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ApiChatConversationAnswer, ApiChatConversationParams, ApiChatEventBody, ApiChatMessagesQuery, ApiChatOpenBody } from "../../contract/types.js";
import { openChat, readConversation, visitorEvent } from "./chatConversation.js";
import type { VisitorRequest } from "./chatTracking.js";
import { refuse } from "../errorAnswer.js";
import { noStore } from "../http/noStore.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";


const visitorOf = (request: FastifyRequest): VisitorRequest => ({ clientAddress: request.ip, userAgent: request.headers["user-agent"], referrer: request.headers.referer });

/**
 * The visitor's side of the chat (docs/chat.md; bodies and answers: schemas/api/chat.schema.json):
 * POST /api/chat/conversations opens or finds again the page's conversation, POST …/events sends what the visitor did,
 * GET …/messages reads the messages after an id. The live stream (…/stream) is chatStreamRoute.ts.
 */
export const chatConversationRoutes: FastifyPluginAsync<StoreRouteDeps & { signingKey: Uint8Array }> = async (app, deps) => {
  // Read at each refusal, so that a published messages.json applies without a restart.
  const words = () => deps.documents.messages.server.chat;
  noStore(app);
  const answer = (data: ApiChatConversationAnswer["data"]): ApiChatConversationAnswer => ({ status: true, data });

  app.post<{ Body: ApiChatOpenBody }>(api.chatConversationsPath, { schema: requestSchema("chatConversations"), bodyLimit: 8 * 1024 }, async (request, reply) => {
    const view = await openChat(deps, request.body, visitorOf(request));
    return view ? answer(view) : refuse(reply, 404, words().noScript);
  });

  app.post<{ Params: ApiChatConversationParams; Body: ApiChatEventBody }>(
    api.chatEventsPath,
    { schema: requestSchema("chatEvents"), bodyLimit: 8 * 1024 },
    async (request, reply) => {
      const outcome = await visitorEvent(deps, request.params.conversationId, request.body, visitorOf(request));
      if (outcome === "unknown") return refuse(reply, 404, words().conversationNotFound);
      if (outcome === "closed") return refuse(reply, 409, words().conversationClosed);
      return answer(outcome);
    },
  );

  app.get<{ Params: ApiChatConversationParams; Querystring: ApiChatMessagesQuery }>(
    api.chatMessagesPath,
    { schema: requestSchema("chatMessages") },
    async (request, reply) => {
      const view = await readConversation(deps, request.params.conversationId, Number(request.query.after ?? 0));
      return view ? answer(view) : refuse(reply, 404, words().conversationNotFound);
    },
  );
};
