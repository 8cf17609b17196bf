import type { FastifyPluginAsync } from "fastify";
import { adminAllowed } from "./adminAuth.js";
import type { StaffGate } from "./staffPassword.js";
import { listingAnswer } from "../html/listingTable.js";
import { orderColumns, orderForListing } from "./orderListing.js";
import { latestOrders } from "../payments/orderStore.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { listingLimit, searchedListing, type ListingSearchQuery } from "./listingSearch.js";
import { findOrders, orderStatuses } from "./orderSearch.js";
import { serviceNames } from "../insights/insightsServices.js";

/**
 * GET /admin/payments: the latest orders, newest first (`?limit=`, default payment.listingSize, at most 500: listingLimit), with
 * their state, behind the admin pages' Basic authentication, or those a search finds (`?q=`, `?service=`, `?status=`, `?from=`,
 * `?to=`: listingSearch.ts, orderSearch.ts) under its form; `?format=json` gives what `npm run payments -- --json` does.
 */
export const adminPaymentsRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; staffGate: StaffGate }> = async (app, { store, documents, staffGate }) => {
  app.get<{ Querystring: ListingSearchQuery }>("/admin/payments", { config: { refusalShape: "page" } }, async (request, reply) => {
    // The documents as they are now: a publish applies without a restart.
    const server = documents.messages.server;
    const w = server.payments;
    const states = documents.messages.cart.receipt.states;
    const { timeZone, listingSize } = documents.constants.payment;
    const columns = orderColumns(w, timeZone, states);
    if (!(await adminAllowed(request, reply, { gate: staffGate, realm: "vidhi payments", loginNeeded: w.adminLoginNeeded }))) return reply;
    const { rows, words, above } = await searchedListing(request.query, {
      action: "/admin/payments",
      statuses: orderStatuses,
      statusName: (status) => states[status],
      services: serviceNames(documents.services),
      shared: server.listingSearch,
      own: w.search,
      latest: { title: w.adminTitle, none: w.adminNoOrders, captionOne: w.adminCaptionOne, captionMany: w.adminCaptionMany },
      limit: listingLimit(request.query.limit, listingSize, server.listingLimitNotValid),
      latestRows: (limit) => latestOrders(store, limit),
      findRows: (search, limit) => findOrders(store, search, limit, timeZone),
    });
    const { type, body } = listingAnswer(rows, { columns, words, format: request.query.format, forJson: orderForListing, rowHeader: 0, above });
    return reply.type(type).send(body);
  });
};
