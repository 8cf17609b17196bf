import { formatOrders } from "../server/staff/orderListing.js";
import { latestOrders } from "../server/payments/orderStore.js";
import { loadServerDocuments } from "../server/serverDocuments.js";
import { printStoreListing } from "./storeListing.js";

// `npm run payments [-- --limit N] [-- --json]`: the latest orders of the store of `npm start`, newest first, with
// their state, as /admin/payments shows them. Stop a PGlite server first (storeListing.ts).
const documents = loadServerDocuments(process.cwd());
const { listingSize, timeZone } = documents.constants.payment;
const words = { words: documents.messages.server.payments, timeZone, states: documents.messages.cart.receipt.states };
await printStoreListing(process.argv.slice(2), { defaultLimit: listingSize, noun: "orders" }, async (store, limit, json) =>
  formatOrders(await latestOrders(store, limit), { json, ...words }),
);
