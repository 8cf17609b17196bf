import fastifySse from "@fastify/sse";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { StaffGate } from "../staff/staffPassword.js";
import { openLiveHub, type LiveHub } from "./liveHub.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { adminChatRoutes } from "./adminChatRoutes.js";
import { chatStreamRoute } from "./chatStreamRoute.js";

/**
 * The chat in real time: Server-Sent Events (@fastify/sse, a comment every constants.chat.liveHeartbeatMs: startStream
 * in sseStreams.ts), this process's live hub (closed with the app), the visitor's stream (chatStreamRoute.ts) and the
 * agents' page (adminChatRoutes.ts).
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

declare module "fastify" {
  interface FastifyInstance {
    /** This process's live hub (chat/liveHub.ts): the tests read its subscriber count. */
    chatLiveHub: LiveHub;
  }
}
