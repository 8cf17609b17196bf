import type { FastifyPluginAsync } from "fastify";
import type { ApiChatAgentBody, ApiChatAgentConversation, ApiChatAgentHistoryAnswer, ApiChatAgentListAnswer, ApiChatAgentMessageBody, ApiChatConversationParams, ApiChatMessagesQuery } from "../../contract/types.js";
import { addMessages, findConversation, messageForClient, messagesAfter, openConversations, updateConversation, type Conversation } from "./conversationStore.js";
import { refuse } from "../errorAnswer.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { apiSchema } from "../http/apiSchema.js";
import { resumeAfter } from "./sseStreams.js";

/** A conversation as a row of the agents' page. */
export function agentRow(c: Conversation): ApiChatAgentConversation {
  return {
    conversationId: c.id,
    pageUrl: c.page_url,
    pageType: c.page_type,
    contact: c.contact ?? {},
    ticketId: c.ticket_id,
    mode: c.mode,
    agent: c.agent,
    lastActivityAt: new Date(c.last_activity_at).toISOString(),
    waitingSince: c.waiting_since === null ? null : new Date(c.waiting_since).toISOString(),
    revision: Number(c.revision),
  };
}

type Params = { Params: ApiChatConversationParams };

/**
 * The agents' calls (behind adminChatRoutes.ts's authentication): the list, a conversation's history, take it (mode agent),
 * write to the visitor (the first message of a conversation that waits or is with the bot takes it), close it. Each
 * change is one transaction holding the conversation's row, so two agents never both take it unseen; each answers the
 * conversation as it is now. Everything is in the store: an agent's browser closing loses nothing.
 */
export const adminChatCalls: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; now: () => Date }> = async (app, { store, documents, now }) => {
  // Read at each refusal, so that a published messages.json applies without a restart.
  const w = () => documents.messages.adminChat;
  const params = apiSchema("chat")("conversationParams");

  app.get("/admin/chat/conversations", async (): Promise<ApiChatAgentListAnswer> => ({
    status: true,
    data: (await openConversations(store.query, documents.constants.chat.agentListSize)).map(agentRow),
  }));

  app.get<Params & { Querystring: ApiChatMessagesQuery }>(
    "/admin/chat/conversations/:conversationId/messages",
    { schema: { params, querystring: apiSchema("chat")("messagesQuery") } },
    async (request, reply) => {
      const c = await findConversation(store.query, request.params.conversationId);
      if (!c) return refuse(reply, 404, w().noConversation);
      return history(c, resumeAfter(request.query.after));
    },
  );

  /** A change to a conversation under its row's lock; refused when it does not exist or is closed. */
  const change = (path: string, bodySchema: string, work: (query: Store["query"], c: Conversation, body: ApiChatAgentMessageBody & ApiChatAgentBody, at: Date) => Promise<unknown>) =>
    app.post<Params & { Body: ApiChatAgentMessageBody & ApiChatAgentBody }>(path, { schema: { params, body: apiSchema("chat")(bodySchema) }, bodyLimit: 8192 }, async (request, reply) => {
      const id = request.params.conversationId;
      const at = now();
      const outcome = await store.transaction(async (query) => {
        const c = await findConversation(query, id, { forUpdate: true });
        if (!c) return 404;
        if (c.mode === "closed") return 409;
        await work(query, c, request.body, at);
        return 200;
      });
      if (outcome !== 200) return refuse(reply, outcome, outcome === 404 ? w().noConversation : w().closedConversation);
      return history((await findConversation(store.query, id))!, 0);
    });

  change("/admin/chat/conversations/:conversationId/take", "agentBody", (query, c, { agent }, at) => updateConversation(query, c.id, { mode: "agent", agent }, at));
  change("/admin/chat/conversations/:conversationId/messages", "agentMessageBody", async (query, c, { agent, text }, at) => {
    if (c.mode !== "agent") await updateConversation(query, c.id, { mode: "agent", agent }, at);
    await addMessages(query, c.id, [{ author: "agent", agent, body: text }], at);
  });
  change("/admin/chat/conversations/:conversationId/close", "agentBody", (query, c, _body, at) => updateConversation(query, c.id, { mode: "closed" }, at));

  async function history(c: Conversation, after: number): Promise<ApiChatAgentHistoryAnswer> {
    return { status: true, data: { conversation: agentRow(c), messages: (await messagesAfter(store.query, c.id, after)).map(messageForClient) } };
  }
};
