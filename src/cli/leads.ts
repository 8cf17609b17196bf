import { loadServerDocuments } from "../server/serverDocuments.js";
import { formatLeads } from "../server/staff/leadListing.js";
import { serviceNames } from "../server/insights/insightsServices.js";
import { latestLeads } from "../server/leads/leadStore.js";
import { printStoreListing } from "./storeListing.js";

// `npm run leads [-- --limit N] [-- --json]`: the latest leads of the store of `npm start`, newest first, with the
// lead's fields (src/server/staff/leadListing.ts). Stop a PGlite server first (storeListing.ts).
const documents = loadServerDocuments(process.cwd());
await printStoreListing(process.argv.slice(2), { defaultLimit: documents.constants.leads.listingSize, noun: "leads" }, async (store, limit, json) =>
  formatLeads(await latestLeads(store, limit), { json, words: documents.messages.server, timeZone: documents.constants.leads.timeZone, serviceNames: serviceNames(documents.services) }),
);
