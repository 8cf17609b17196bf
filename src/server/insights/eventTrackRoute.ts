import type { FastifyPluginAsync } from "fastify";
import type { ApiEventTrackDocument } from "../../contract/types.js";
import { withServiceIdNumber } from "../apiInput.js";
import { storeEvent } from "./eventStore.js";
import { countFormEvent, formFieldOf, requestVisitor } from "./formEvents.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

/**
 * POST /api/event-track: stores one analytics event (schemas/api/event-track.schema.json). The site ignores the
 * answer. A lead form event also counts into the insights' daily rows (insights/formVisits.ts), in the event's own
 * transaction.
 */
export const eventTrackRoute: FastifyPluginAsync<StoreRouteDeps> = async (app, { store, documents, now }) => {
  app.post<{ Body: ApiEventTrackDocument }>(
    api.eventTrackPath,
    { schema: requestSchema("eventTrack"), bodyLimit: 16 * 1024 },
    async (request) => {
      const event = withServiceIdNumber(request.body);
      // Only the lead form's field events count into a visit: every other event stays one statement.
      if (formFieldOf(event, documents.constants) === undefined) await storeEvent(store.query, event);
      else
        await store.transaction(async (query) => {
          await storeEvent(query, event);
          await countFormEvent(query, event, requestVisitor(request, documents.constants, event._ga), now(), documents.constants);
        });
      return { status: true };
    },
  );
};
