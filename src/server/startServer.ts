import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildApp } from "./app.js";
import { gracefulStop } from "./gracefulStop.js";
import { adminPasswordEnv, adminPasswordFile, leadApiKeyEnv, leadApiKeyFile, loadGeneratedSecret } from "./security/generatedSecret.js";
import { loadSigningKey } from "./security/signingKey.js";
import { captchaTestEnv, liveCaptchaRules } from "./captcha/captchaProvider.js";
import { captchaFromEnv } from "./captcha/recaptchaCaptcha.js";
import { googleMaps } from "./maps/googleMaps.js";
import { mapsKeyEnv } from "./maps/maps.js";
import { devClockEnv, movableClock } from "./dev/devClock.js";
import { outboxServed } from "./dev/devOutbox.js";
import { otpWebhookUrlEnv, webhookDeliveryFromEnv } from "./login/delivery.js";
import { paymentProviderFromEnv, razorpayKeyIdEnv, razorpayKeySecretEnv } from "./payments/provider.js";
import { seedDemoAccounts, storeHasNoUsers } from "./seed/demoAccounts.js";
import { staffPages } from "./staff/adminIndexRoute.js";
import { loadServerDocuments } from "./serverDocuments.js";
import { httpsEnv } from "./security/securityHeaders.js";
import { distDirEnv, documentsDirEnv, documentsRootOf } from "./site/documentsRoot.js";
import { fleetSite } from "./site/fleetSite.js";
import { liveSite } from "./site/liveBuilds.js";
import { openStore } from "./store/openStore.js";
import { scheduleRefresh } from "./schedules/scheduleRefresh.js";
import { parseTrustProxy, trustProxyEnv } from "./trustProxy.js";

/** Where and how the server runs, from the environment. */
export interface ServerSettings {
  /** The code: src/, index.html, vite.config.ts, public/, schemas/ (the folder npm start runs in). */
  root: string;
  /** The documents, config/ and pages-json/: VIDHI_DOCUMENTS_DIR, default the root (site/documentsRoot.ts). */
  documentsRoot: string;
  /** The build served and rebuilt: VIDHI_DIST_DIR, default dist/ (site/documentsRoot.ts says why another). */
  distDir: string;
  /** The data folder: VIDHI_DATA_DIR, default .data/ (the PGlite store and the generated token signing key). */
  dataDir: string;
  /** The PGlite folder inside the data folder. */
  storeDir: string;
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl?: string;
  host: string;
  port: number;
  logLevel: string;
  /** NODE_ENV === "production": no demo seed, no local outbox page. */
  production: boolean;
  /** VIDHI_TRUST_PROXY: the reverse proxies whose X-Forwarded-For gives the client's address (see trustProxy.ts). */
  trustProxy: boolean | number | string[];
  /** VIDHI_HTTPS=1: served over https (HSTS, upgrade-insecure-requests). */
  https: boolean;
}

export function serverSettings(root: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const dataDir = resolve(root, env.VIDHI_DATA_DIR ?? ".data");
  return {
    root,
    documentsRoot: documentsRootOf(root, env),
    distDir: resolve(root, env[distDirEnv] || "dist"),
    dataDir,
    storeDir: join(dataDir, "pglite"),
    databaseUrl: env.DATABASE_URL,
    host: env.HOST ?? "127.0.0.1",
    port: Number(env.PORT ?? 4173),
    logLevel: env.LOG_LEVEL ?? "info",
    production: env.NODE_ENV === "production",
    trustProxy: parseTrustProxy(env[trustProxyEnv]),
    https: env[httpsEnv] === "1",
  };
}

/**
 * What `npm start` does: serves the built site and /api/* on HOST (default 127.0.0.1) and PORT
 * (default 4173), building first if there is no build. The store is PGlite in VIDHI_DATA_DIR
 * (default .data/) unless DATABASE_URL names a PostgreSQL server. Stops gracefully on SIGINT and SIGTERM (gracefulStop.ts).
 */
export async function startServer(settings: ServerSettings = serverSettings()): Promise<void> {
  const { root, distDir, documentsRoot } = settings;
  if (!existsSync(join(distDir, "pages.json"))) {
    console.log("No build found: building the site first (npm run build).");
    const built = spawnSync(process.execPath, ["--import", "tsx", "src/cli/build.ts", "--out", distDir], { stdio: "inherit", cwd: root, env: { ...process.env, [documentsDirEnv]: documentsRoot } });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const schemasDir = resolve(root, "schemas");
  const documents = loadServerDocuments(documentsRoot, schemasDir);
  const { key: signingKey } = loadSigningKey(settings.dataDir);
  // Login codes go to the webhook when VIDHI_OTP_WEBHOOK_URL is set (a bad setting stops here), otherwise to the local outbox.
  const otpDelivery = webhookDeliveryFromEnv(process.env);
  const { production } = settings;
  // The browser tests' server has a clock they can move (POST /dev/clock); never in production.
  const devClock = !production && process.env[devClockEnv] === "1" ? movableClock() : undefined;
  const store = await openStore({ dataDir: settings.storeDir, databaseUrl: settings.databaseUrl });
  // A fresh store gets the demo accounts of the README (never in production).
  if (!settings.production && (await storeHasNoUsers(store))) {
    const { created } = await seedDemoAccounts(store);
    console.log(`Empty store: ${created.length} demo accounts created (see README, 'Demo accounts').`);
  }
  // The lead API key and the admin password: from the environment, or generated once into the data folder.
  const leadApiKey = loadGeneratedSecret(settings.dataDir, leadApiKeyEnv, leadApiKeyFile);
  const adminPassword = loadGeneratedSecret(settings.dataDir, adminPasswordEnv, adminPasswordFile);
  if (leadApiKey.source === "generated") console.log(`Generated the api-key of POST /api/process-lead into ${leadApiKey.file} (or set ${leadApiKeyEnv}).`);
  if (adminPassword.source === "generated")
    console.log(
      `The staff pages /admin (${staffPages(documents.messages).map((p) => p.path.replace("/admin/", "")).join(", ")}): user 'admin', password ${adminPassword.secret} (kept in ${adminPassword.file}; or set ${adminPasswordEnv}).`,
    );
  // Razorpay when its keys are set; otherwise the embedded checkout, its key id and secrets generated once.
  const { provider: payments, generated } = paymentProviderFromEnv(settings.dataDir);
  if (generated.length) console.log(`Payments (${payments.kind}): generated ${generated.join(", ")} (the embedded checkout's key id and secrets, or Razorpay's webhook secret to enter in its dashboard).`);
  // Production adapters when their keys are set; the bundled city list and the local captcha otherwise.
  const mapsKey = process.env[mapsKeyEnv];
  const maps = mapsKey ? googleMaps(mapsKey) : undefined;
  const captcha = captchaFromEnv(process.env, signingKey, liveCaptchaRules(documents));
  // A publish in the document editor rebuilds into it (site/liveBuilds.ts); on PostgreSQL it reaches every process
  // of the site, and this one first serves the newest publish stored (site/fleetSite.ts).
  const folders = { codeRoot: root, documentsRoot, distDir, schemasDir, documents, now: devClock?.now };
  const local = liveSite(folders);
  const fleet = store.kind === "postgres" ? await fleetSite(local, store, folders, (message) => console.warn(message)) : undefined;
  const app = await buildApp({
    store,
    distDir,
    liveSite: fleet ?? local,
    documentsRoot,
    schemasDir,
    documents,
    signingKey,
    logger: { level: settings.logLevel },
    production,
    trustProxy: settings.trustProxy,
    https: settings.https,
    otpDelivery,
    devClock,
    maps,
    captcha,
    captchaTestScores: !production && process.env[captchaTestEnv] === "1",
    leadApiKey: leadApiKey.secret,
    adminPassword: adminPassword.secret,
    payments,
  });
  // Its timer and its listening stop with the app, before the store closes (gracefulStop.ts).
  if (fleet) app.addHook("onClose", () => fleet.close());
  // The pages are rendered again at each moment a schedule shows or hides something (schedules/scheduleRefresh.ts).
  const refresh = scheduleRefresh({ site: fleet ?? local, documentsRoot, now: devClock?.now ?? (() => new Date()), settings: () => documents.constants.schedules, log: (m) => app.log.info(m) });
  app.addHook("onClose", () => refresh.close());
  if (production && payments.kind === "embedded") app.log.warn(`${razorpayKeyIdEnv} and ${razorpayKeySecretEnv} are not set: payments go to the embedded test checkout, which takes no money`);
  if (production && !otpDelivery) app.log.warn(`${otpWebhookUrlEnv} is not set: login codes only reach the local outbox (the otp_outbox table), not visitors`);

  const stop = gracefulStop({ app, store, drainWithinMs: () => documents.constants.shutdown.drainWithinMs, exit: (code) => process.exit(code) });
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  await app.listen({ host: settings.host, port: settings.port });
  console.log(`vidhi is running at http://${settings.host}:${settings.port}/ (store: ${store.kind}, payments: ${payments.kind})`);
  // Where the one-time codes of logins and lead forms can be read while no SMS or email provider is set (dev/devOutbox.ts).
  if (outboxServed({ production, https: settings.https, delivery: otpDelivery ?? { kind: "outbox" } })) console.log(`One-time codes (login, lead forms) are not sent anywhere: read them at http://${settings.host}:${settings.port}/dev/otp-outbox`);
}
