import { loadServerDocuments } from "../server/serverDocuments.js";
import { formatLeads } from "../server/staff/leadListing.js";
import { latestLeads } from "../server/leads/leadStore.js";
import { serverSettings } from "../server/startServer.js";
import { openStore } from "../server/store/openStore.js";

// `npm run leads [-- --limit N] [-- --json]`: the latest leads of the store of `npm start` (PGlite in
// VIDHI_DATA_DIR, default .data/, or DATABASE_URL), newest first, with the lead's fields (src/server/staff/leadListing.ts).
// Stop a PGlite server first: an embedded store serves one process at a time.
const args = process.argv.slice(2);
const json = args.includes("--json");
const at = args.indexOf("--limit");
const documents = loadServerDocuments(process.cwd());
const limit = at >= 0 ? Number(args[at + 1]) : documents.constants.leads.listingSize;
if (!Number.isInteger(limit) || limit < 1) {
  console.error("--limit needs a whole number of leads, like --limit 20");
  process.exit(2);
}
const settings = serverSettings();
const store = await openStore({ dataDir: settings.storeDir, databaseUrl: settings.databaseUrl });
try {
  console.log(formatLeads(await latestLeads(store, limit), { json, words: documents.messages.server }));
} finally {
  await store.close();
}
