import { seedDemoAccounts } from "../server/seed/demoAccounts.js";
import { openServerStore } from "./storeListing.js";

// `npm run seed`: creates the demo accounts (src/server/seed/demoAccounts.ts) in the store of `npm start`
// (PGlite in VIDHI_DATA_DIR, default .data/, or DATABASE_URL), idempotently. Stop the server first when it
// runs on PGlite: an embedded store serves one process at a time.
const store = await openServerStore();
try {
  const { created, existing } = await seedDemoAccounts(store);
  for (const u of created) console.log(`created  ${u.name}  ${u.mobile ?? ""} ${u.email ?? ""}${u.inactive ? "  (inactive)" : ""}`);
  console.log(`${created.length} demo account(s) created, ${existing.length} already there (store: ${store.kind})`);
} finally {
  await store.close();
}
