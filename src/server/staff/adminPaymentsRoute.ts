import type { FastifyPluginAsync } from "fastify";
import { adminAllowed } from "./adminAuth.js";
import type { StaffGate } from "./staffPassword.js";
import { listingAnswer } from "../html/listingTable.js";
import { orderColumns, orderForListing } from "./orderListing.js";
import { latestOrders } from "../payments/orderStore.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { listingLimit } from "./adminLeadsRoute.js";

/**
 * GET /admin/payments: the latest orders, newest first (`?limit=`, default payment.listingSize, at most 500: listingLimit), with
 * their state, behind the admin pages' Basic authentication; `?format=json` gives what `npm run payments -- --json` does.
 */
export const adminPaymentsRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; staffGate: StaffGate }> = async (app, { store, documents, staffGate }) => {
  app.get<{ Querystring: { limit?: string; format?: string } }>("/admin/payments", { config: { refusalShape: "page" } }, async (request, reply) => {
    // The documents as they are now: a publish applies without a restart.
    const w = documents.messages.server.payments;
    const { timeZone, listingSize } = documents.constants.payment;
    const columns = orderColumns(w, timeZone, documents.messages.cart.receipt.states);
    const words = { title: w.adminTitle, none: w.adminNoOrders, captionOne: w.adminCaptionOne, captionMany: w.adminCaptionMany };
    if (!(await adminAllowed(request, reply, { gate: staffGate, realm: "vidhi payments", loginNeeded: w.adminLoginNeeded }))) return reply;
    const rows = await latestOrders(store, listingLimit(request.query.limit, listingSize, documents.messages.server.listingLimitNotValid));
    const { type, body } = listingAnswer(rows, { columns, words, format: request.query.format, forJson: orderForListing, rowHeader: 0 });
    return reply.type(type).send(body);
  });
};
