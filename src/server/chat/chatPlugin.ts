import type { FastifyPluginAsync } from "fastify";
import type { StaffGate } from "../staff/staffPassword.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import { chatConversationRoutes } from "./chatConversationRoutes.js";
import { chatLiveRoutes } from "./chatLiveRoutes.js";

export type ChatPluginOptions = StoreRouteDeps & { signingKey: Uint8Array; staffGate: StaffGate; distDir: string };

/** The chat (docs/chat.md): the visitor's conversation calls, and the live part (the streams and the agents' page). */
export const chatPlugin = Object.assign(
  (async (app, options) => {
    await app.register(chatConversationRoutes, options);
    await app.register(chatLiveRoutes, options);
  }) satisfies FastifyPluginAsync<ChatPluginOptions>,
  {
    // Not encapsulated, as chatLiveRoutes is not: its live hub decorates the app itself, which the tests read.
    [Symbol.for("skip-override")]: true,
  },
);
