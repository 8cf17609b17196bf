import type { FastifyPluginAsync } from "fastify";
import { fill } from "../../lib/fill.js";
import { adminAllowed } from "./adminAuth.js";
import type { StaffGate } from "./staffPassword.js";
import { listingAnswer } from "../html/listingTable.js";
import { leadColumns, leadForListing } from "./leadListing.js";
import { serviceNames } from "../insights/insightsServices.js";
import { latestLeads } from "../leads/leadStore.js";
import { findLeads, leadSearchForm, leadSearchOf, searching, type LeadSearchQuery } from "./leadSearch.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";

/**
 * GET /admin/leads: the latest leads (`?limit=`, default leads.listingSize, at most 500: listingLimit) in an accessible table,
 * for the people who run the site, or those a search finds (`?q=`, `?service=`, `?status=`, `?from=`, `?to=`: leadSearch.ts),
 * under its form. HTTP Basic authentication, user 'admin', password VIDHI_ADMIN_PASSWORD or
 * the one generated into the data folder. `?format=json` gives the same leads as `npm run leads -- --json` does
 * (every field of the lead, and what the form sent). Never cached, never indexed.
 */
export const adminLeadsRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; staffGate: StaffGate }> = async (app, { store, documents, staffGate }) => {
  app.get<{ Querystring: LeadSearchQuery & { limit?: string; format?: string } }>("/admin/leads", { config: { refusalShape: "page" } }, async (request, reply) => {
    // The documents as they are now: a publish applies without a restart.
    const w = documents.messages.server;
    const { timeZone, listingSize } = documents.constants.leads;
    const services = serviceNames(documents.services);
    const columns = leadColumns(w.leadListing, timeZone, services);
    if (!(await adminAllowed(request, reply, { gate: staffGate, realm: "vidhi leads", loginNeeded: w.adminLoginNeeded }))) return reply;
    const limit = listingLimit(request.query.limit, listingSize, w.listingLimitNotValid);
    const search = leadSearchOf(request.query, w.leadSearch, (id) => services.has(id));
    const found = searching(search);
    const rows = found ? await findLeads(store, search, limit, timeZone) : await latestLeads(store, limit);
    const words = found
      ? { title: w.adminTitle, none: w.leadSearch.none, captionOne: w.leadSearch.captionOne, captionMany: w.leadSearch.captionMany }
      : { title: w.adminTitle, none: w.adminNoLeads, captionOne: w.adminCaptionOne, captionMany: w.adminCaptionMany };
    const above = leadSearchForm(search, services, w.leadSearch, typeof request.query.limit === "string" ? request.query.limit : undefined);
    const { type, body } = listingAnswer(rows, { columns, words, format: request.query.format, forJson: leadForListing, above });
    return reply.type(type).send(body);
  });
};

/** The most rows a staff listing shows: a larger `?limit=` shows this many. */
export const mostListed = 500;

/**
 * A staff listing's `?limit=`: without one, the listing's default; a whole number from 1, at most mostListed; anything
 * else (-1, 0, abc, 1e2, the parameter twice) is refused (400, in the route's shape) with `refusal`, which names it, rather
 * than answered as if it had not been sent.
 */
export function listingLimit(asked: unknown, fallback: number, refusal: string): number {
  if (asked === undefined) return fallback;
  if (typeof asked === "string" && /^[0-9]+$/.test(asked) && Number(asked) >= 1) return Math.min(Number(asked), mostListed);
  throw Object.assign(new Error(fill(refusal, { limit: String(asked), max: mostListed, default: fallback })), { statusCode: 400 });
}
