import { formatOrders } from "../server/staff/orderListing.js";
import { latestOrders } from "../server/payments/orderStore.js";
import { loadServerDocuments } from "../server/serverDocuments.js";
import { serverSettings } from "../server/startServer.js";
import { openStore } from "../server/store/openStore.js";

// `npm run payments [-- --limit N] [-- --json]`: the latest orders of the store of `npm start` (PGlite in
// VIDHI_DATA_DIR, default .data/, or DATABASE_URL), newest first, with their state, as /admin/payments shows them.
// Stop a PGlite server first: an embedded store serves one process at a time.
const args = process.argv.slice(2);
const json = args.includes("--json");
const at = args.indexOf("--limit");
const documents = loadServerDocuments(process.cwd());
const { listingSize, timeZone } = documents.constants.payment;
const limit = at >= 0 ? Number(args[at + 1]) : listingSize;
if (!Number.isInteger(limit) || limit < 1) {
  console.error("--limit needs a whole number of orders, like --limit 20");
  process.exit(2);
}
const settings = serverSettings();
const store = await openStore({ dataDir: settings.storeDir, databaseUrl: settings.databaseUrl });
try {
  console.log(formatOrders(await latestOrders(store, limit), { json, words: documents.messages.server.payments, timeZone, states: documents.messages.cart.receipt.states }));
} finally {
  await store.close();
}
