import type { FastifyPluginAsync } from "fastify";
import type { ApiEventTrackDocument } from "../../../renderer/types/documents.js";
import { withServiceIdNumber } from "../apiInput.js";
import type { Store } from "../store/openStore.js";
import { apiSchema } from "./apiSchema.js";

/** POST /api/event-track: stores one analytics event (schemas/api/event-track.schema.json). The site ignores the answer. */
export const eventTrackRoute: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  app.post<{ Body: ApiEventTrackDocument }>(
    "/api/event-track",
    { schema: { body: apiSchema("event-track")() }, bodyLimit: 16 * 1024 },
    async (request) => {
      await store.query("insert into events (event_name, payload) values ($1, $2)", [request.body.eventName, JSON.stringify(withServiceIdNumber(request.body))]);
      return { status: true };
    },
  );
};
