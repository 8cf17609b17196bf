import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { copyOfFreshStore } from "../../src/cli/freshStore.js";
import { maskEmail } from "../../src/server/login/maskEmail.js";
import { loadSigningKey } from "../../src/server/security/signingKey.js";
import { issueToken } from "../../src/server/login/tokens.js";
import { createUser, findUsersByContact, setUserInactive } from "../../src/server/login/users.js";
import { loadServerDocuments } from "../../src/server/serverDocuments.js";
import { seedDemoAccounts } from "../../src/server/seed/demoAccounts.js";
import { serverSettings, startServer } from "../../src/server/startServer.js";
import { openStore } from "../../src/server/store/openStore.js";
import { fixtureUser, portalUsers, type FixtureSession } from "./fixtureSession.js";

/**
 * The browser tests' web server (playwright.config.ts). PGlite serves one process, so the fixture is
 * made here, before the server opens the store: the fixture user is created in the server's own store
 * if missing (and made active), a login token is issued by the store's own functions, and both are
 * written to <VIDHI_DATA_DIR>/fixture-session.json for fixtureSession(); the demo accounts of `npm run seed`
 * are added (tests/e2e/demoAccounts.ts) and earlier runs' codes and send limits cleared. Then the real server starts
 * exactly as `npm start` starts it. Meant for the test data folder only (.data/e2e).
 */
const settings = serverSettings();
const { constants } = loadServerDocuments(settings.root);
const { key } = loadSigningKey(settings.dataDir);
// A first run (a fresh clone, as in CI) starts from the migrated empty store the other test servers copy, made here
// once before any test runs rather than by the first of them while the other worker makes its own.
if (!settings.databaseUrl && !existsSync(join(settings.storeDir, "PG_VERSION"))) await copyOfFreshStore(settings.root, settings.storeDir);
const store = await openStore({ dataDir: settings.storeDir, databaseUrl: settings.databaseUrl });
try {
  const existing = (await findUsersByContact(store, { email: fixtureUser.email })).find((u) => u.name === fixtureUser.name && u.mobile === fixtureUser.mobile);
  const user = existing ?? (await createUser(store, fixtureUser));
  if (user.inactive) await setUserInactive(store, user.user_uuid, false);
  const token = await issueToken(store, key, user.user_uuid, constants.auth.tokenLifetimeSeconds);
  const session: FixtureSession = {
    token,
    user: {
      user_uuid: user.user_uuid,
      name: user.name,
      email: user.email!,
      maskedEmail: maskEmail(user.email!, { visibleChars: constants.auth.maskedEmailVisibleChars, maskChars: constants.auth.maskedEmailMaskChars }),
      mobile: user.mobile!,
      profile_image: user.profile_image,
    },
  };
  // The demo accounts of the README (tests/e2e/demoAccounts.ts), and a clean slate for codes, leads and their
  // limits: the test store is kept between runs, and one run sends more codes (and unverified leads) from
  // 127.0.0.1 than an hour's cap; a lead of an earlier run would also make a new one a duplicate.
  await seedDemoAccounts(store);
  for (const account of [portalUsers.byMobile, portalUsers.byEmail]) {
    const contact = "mobile" in account ? { mobile: account.mobile } : { email: account.email };
    if (!(await findUsersByContact(store, contact)).some((u) => u.name === account.name)) await createUser(store, account);
  }
  for (const table of ["otp_codes", "otp_send_requests", "otp_outbox", "login_grants", "leads", "lead_mobile_verifications", "captcha_tokens", "limit_counters"]) await store.query(`delete from ${table}`);
  const file = join(settings.dataDir, "fixture-session.json");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(session, null, 2) + "\n", { mode: 0o600 });
} finally {
  await store.close();
}
await startServer(settings);
