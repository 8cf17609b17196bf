import { seedDemoAccounts } from "../server/seed/demoAccounts.js";
import { serverSettings } from "../server/startServer.js";
import { openStore } from "../server/store/openStore.js";

// `npm run seed`: creates the demo accounts (src/server/seed/demoAccounts.ts) in the store of `npm start`
// (PGlite in VIDHI_DATA_DIR, default .data/, or DATABASE_URL), idempotently. Stop the server first when it
// runs on PGlite: an embedded store serves one process at a time.
const settings = serverSettings();
const store = await openStore({ dataDir: settings.storeDir, databaseUrl: settings.databaseUrl });
try {
  const { created, existing } = await seedDemoAccounts(store);
  for (const u of created) console.log(`created  ${u.name}  ${u.mobile ?? ""} ${u.email ?? ""}${u.inactive ? "  (inactive)" : ""}`);
  console.log(`${created.length} demo account(s) created, ${existing.length} already there (store: ${store.kind})`);
} finally {
  await store.close();
}
