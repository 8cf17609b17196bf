import type { FastifyPluginAsync } from "fastify";
import { adminAllowed } from "./adminAuth.js";
import type { StaffGate } from "./staffPassword.js";
import { listedTime, listingAnswer, type ListingColumns } from "../html/listingTable.js";
import { latestUserTracks, type UserTrackRow } from "../insights/userTrackStore.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { listingLimit } from "./listingSearch.js";


const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/**
 * GET /admin/user-tracks: the latest visitor tracking records (those of POST /api/user-track, and the records the
 * chat writes when the bot sends a trigger message), newest first (`?limit=`, default leads.listingSize, at most 500: listingLimit),
 * behind the admin pages' Basic authentication; `?format=json` gives each record whole with its time.
 */
export const adminUserTracksRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; staffGate: StaffGate }> = async (app, { store, documents, staffGate }) => {
  app.get<{ Querystring: { limit?: string; format?: string } }>("/admin/user-tracks", { config: { refusalShape: "page" } }, async (request, reply) => {
    // The documents as they are now: a publish applies without a restart.
    const w = documents.messages.server.trackListing;
    if (!(await adminAllowed(request, reply, { gate: staffGate, realm: "vidhi tracking", loginNeeded: w.loginNeeded }))) return reply;
    const limit = listingLimit(request.query.limit, documents.constants.leads.listingSize, documents.messages.server.listingLimitNotValid);
    const rows = await latestUserTracks(store, limit);
    const words = { title: w.title, none: w.none, captionOne: w.captionOne, captionMany: w.captionMany };
    const { type, body } = listingAnswer(rows, { columns: trackColumns(w.columns, documents.constants.leads.timeZone), words, format: request.query.format, forJson: (r) => ({ receivedAt: r.received_at.toISOString(), ...r.payload }) });
    return reply.type(type).send(body);
  });
};

/** The listing's columns under the headings of messages server.trackListing.columns. */
function trackColumns(h: ServerDocuments["messages"]["server"]["trackListing"]["columns"], timeZone: string): ListingColumns<UserTrackRow> {
  return [
    [h.received, (r) => listedTime(r.received_at, timeZone)],
    [h.ticket, (r) => text(r.payload.ticketId)],
    [h.mode, (r) => text(r.payload.mode)],
    [h.pageType, (r) => text(r.payload.pageType)],
    [h.flag, (r) => text(r.payload.flag)],
    [h.channel, (r) => text(r.payload.channel)],
    [h.service, (r) => text(r.payload.serviceId)],
    [h.contact, (r) => [r.payload.email, r.payload.mobile].filter(Boolean).map(text).join(", ")],
    [h.page, (r) => text(r.payload.url)],
  ];
}
