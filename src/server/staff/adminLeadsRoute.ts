import type { FastifyPluginAsync } from "fastify";
import { adminAllowed } from "./adminAuth.js";
import type { StaffGate } from "./staffPassword.js";
import { listingAnswer } from "../html/listingTable.js";
import { leadColumns, leadForListing } from "./leadListing.js";
import { serviceNames } from "../insights/insightsServices.js";
import { latestLeads } from "../leads/leadStore.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";

/**
 * GET /admin/leads: the latest leads (`?limit=`, default leads.listingSize, at most 500) in an accessible table,
 * for the people who run the site. HTTP Basic authentication, user 'admin', password VIDHI_ADMIN_PASSWORD or
 * the one generated into the data folder. `?format=json` gives the same leads as `npm run leads -- --json` does
 * (every field of the lead, and what the form sent). Never cached, never indexed.
 */
export const adminLeadsRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; staffGate: StaffGate }> = async (app, { store, documents, staffGate }) => {
  app.get<{ Querystring: { limit?: string; format?: string } }>("/admin/leads", { config: { refusalShape: "page" } }, async (request, reply) => {
    // The documents as they are now: a publish applies without a restart.
    const w = documents.messages.server;
    const columns = leadColumns(w.leadListing, documents.constants.leads.timeZone, serviceNames(documents.services));
    const words = { title: w.adminTitle, none: w.adminNoLeads, captionOne: w.adminCaptionOne, captionMany: w.adminCaptionMany };
    if (!(await adminAllowed(request, reply, { gate: staffGate, realm: "vidhi leads", loginNeeded: w.adminLoginNeeded }))) return reply;
    const rows = await latestLeads(store, listingLimit(request.query.limit, documents.constants.leads.listingSize));
    const { type, body } = listingAnswer(rows, { columns, words, format: request.query.format, forJson: leadForListing });
    return reply.type(type).send(body);
  });
};

/** An admin page's `?limit=`: a whole number up to 500, or the listing's default. */
export function listingLimit(asked: string | undefined, fallback: number): number {
  const n = Number(asked);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 500) : fallback;
}
