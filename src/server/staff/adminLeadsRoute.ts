import type { FastifyPluginAsync } from "fastify";
import { adminAllowed } from "./adminAuth.js";
import type { StaffGate } from "./staffPassword.js";
import { listingAnswer } from "../html/listingTable.js";
import { leadForListing, staffLeadColumns } from "./leadListing.js";
import { serviceNames } from "../insights/insightsServices.js";
import { latestLeads, type LeadRow } from "../leads/leadStore.js";
import { notesByTicket, type LeadNote } from "../leads/leadHandling.js";
import { findLeads, leadStatuses } from "./leadSearch.js";
import { listingLimit, searchedListing, type ListingSearchQuery } from "./listingSearch.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";

/**
 * GET /admin/leads: the latest leads (`?limit=`, default leads.listingSize, at most 500: listingLimit) in an accessible table,
 * for the people who run the site, or those a search finds (`?q=`, `?service=`, `?status=`, `?from=`, `?to=`: listingSearch.ts, leadSearch.ts),
 * under its form. HTTP Basic authentication, user 'admin', password VIDHI_ADMIN_PASSWORD or
 * the one generated into the data folder. `?format=json` gives the same leads as `npm run leads -- --json` does
 * (every field of the lead, and what the form sent). Never cached, never indexed.
 */
export const adminLeadsRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; staffGate: StaffGate }> = async (app, { store, documents, staffGate }) => {
  app.get<{ Querystring: ListingSearchQuery }>("/admin/leads", { config: { refusalShape: "page" } }, async (request, reply) => {
    // The documents as they are now: a publish applies without a restart.
    const w = documents.messages.server;
    const { timeZone, listingSize } = documents.constants.leads;
    const services = serviceNames(documents.services);
    const columns = staffLeadColumns(documents);
    if (!(await adminAllowed(request, reply, { gate: staffGate, realm: "vidhi leads", loginNeeded: w.adminLoginNeeded }))) return reply;
    const { rows, words, above } = await searchedListing(request.query, {
      action: "/admin/leads",
      statuses: leadStatuses,
      statusName: (status) => w.leadSearch.statuses[status],
      services,
      shared: w.listingSearch,
      own: w.leadSearch,
      latest: { title: w.adminTitle, none: w.adminNoLeads, captionOne: w.adminCaptionOne, captionMany: w.adminCaptionMany },
      limit: listingLimit(request.query.limit, listingSize, w.listingLimitNotValid),
      latestRows: (limit) => latestLeads(store, limit),
      findRows: (search, limit) => findLeads(store, search, limit, timeZone),
    });
    // The JSON gives each lead's notes too (the lead's page shows them): the staff's follow-up can be exported.
    const notes = request.query.format === "json" ? await notesByTicket(store, rows.map((r) => r.ticket_id)) : new Map<string, LeadNote[]>();
    const forJson = (r: LeadRow) => ({ ...leadForListing(r), notes: (notes.get(r.ticket_id) ?? []).map((n) => ({ author: n.author, body: n.body, createdAt: n.created_at.toISOString() })) });
    const { type, body } = listingAnswer(rows, { columns, words, format: request.query.format, forJson, above });
    return reply.type(type).send(body);
  });
};
