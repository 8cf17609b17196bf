import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { addressLimits } from "./addressLimits.js";
import { captchaLedger } from "./captcha/captchaLedger.js";
import { liveCaptchaRules, type CaptchaProvider } from "./captcha/captchaProvider.js";
import { embeddedCaptcha } from "./captcha/embeddedCaptcha.js";
import { compressAnswers } from "./compressAnswers.js";
import type { MxLookup } from "./email/emailCheck.js";
import { addSchemaKeywords } from "../documents/schemaKeywords.js";
import { describeApiErrors } from "./apiErrors.js";
import { answerErrors, refusalShapeAt } from "./errorAnswer.js";
import { edgeInput } from "./input/edgeInput.js";
import { answerClientError } from "./http/clientError.js";
import { staffPasswordGate } from "./staff/staffPassword.js";
import { securityHeaders } from "./security/securityHeaders.js";
import { clickPixelOrigin } from "./insights/clickPixel.js";
import { analyticsPlugin } from "./insights/analyticsPlugin.js";
import { chatPlugin } from "./chat/chatPlugin.js";
import { leadsPlugin } from "./leads/leadsPlugin.js";
import { loginPlugin } from "./login/loginPlugin.js";
import { paymentsPlugin } from "./payments/paymentsPlugin.js";
import { staffPlugin } from "./staff/staffPlugin.js";
import { embeddedMaps } from "./maps/embeddedMaps.js";
import type { MapsProvider } from "./maps/maps.js";
import { outboxDelivery, type OtpDelivery } from "./login/delivery.js";
import { randomEmbeddedProvider, type PaymentProvider } from "./payments/provider.js";
import { editorPlugin } from "./editor/editorPlugin.js";
import { createEditorSite } from "./editor/editorSite.js";
import { devClockRoute, type movableClock } from "./dev/devClock.js";
import { devOutboxRoute, outboxServed } from "./dev/devOutbox.js";
import { retentionTimer } from "./retentionTimer.js";
import type { ServerDocuments } from "./serverDocuments.js";
import { siteAddresses } from "./site/builtSite.js";
import { fixedSite } from "./site/fixedSite.js";
import type { LiveSite, ServedSite } from "./site/liveSite.js";
import { siteAnswers } from "./site/siteAnswers.js";
import { appliedMigrations, type Store } from "./store/openStore.js";
import * as api from "../contract/apiCalls.js";

export interface AppOptions {
  store: Store;
  /** The build output (dist/): prerendered pages under client/, the page list in pages.json. */
  distDir: string;
  /** The build served, which a publish replaces without a restart (site/liveBuilds.ts). Default: distDir as it is, never rebuilt. */
  liveSite?: LiveSite & ServedSite;
  /** Where the documents (config/, pages-json/) are read, written and committed: VIDHI_DOCUMENTS_DIR or the project (site/documentsRoot.ts). */
  documentsRoot?: string;
  schemasDir: string;
  /** The business constants and messages (config/), checked against their schemas. */
  documents: ServerDocuments;
  /** The HS256 key that signs and checks login tokens (see security/signingKey.ts). */
  signingKey: Uint8Array;
  logger?: FastifyServerOptions["logger"];
  /** The clock of every rule with a time in it (codes, limits, tokens, grants). Tests pass one they move. */
  now?: () => Date;
  /** Where login codes go (login/delivery.ts). Default: the local outbox. */
  otpDelivery?: OtpDelivery;
  /** Production hides the local outbox page (dev/devOutbox.ts outboxServed). Default: NODE_ENV === "production". */
  production?: boolean;
  /** A movable clock for the browser tests: used as `now` and moved by POST /dev/clock (never in production). */
  devClock?: ReturnType<typeof movableClock>;
  /** The city search (maps/maps.ts). Default: the bundled city list. */
  maps?: MapsProvider;
  /** The captcha (captcha/captchaProvider.ts). Default: the embedded provider, signing with signingKey. */
  captcha?: CaptchaProvider;
  /** Let GET /api/captcha/token honour x-vidhi-captcha-test-score (ignored in production). Default false. */
  captchaTestScores?: boolean;
  /** The api-key of POST /api/process-lead. Default: a random key nobody knows (the route then refuses every call). */
  leadApiKey?: string;
  /** The password of GET /admin/leads (user 'admin'). Default: a random one nobody knows. */
  adminPassword?: string;
  /** The DNS mail-server look-up of the email check, when config/email-checks.json turns it on. */
  mxLookup?: MxLookup;
  /** Fastify's trustProxy: the reverse proxies whose X-Forwarded-For gives request.ip (trustProxy.ts). Default false. */
  trustProxy?: boolean | number | string[];
  /** Who takes payments (payments/provider.ts). Default: the embedded provider with secrets nobody knows (tests that sign pass their own). */
  payments?: PaymentProvider;
  /** The site is served over https (VIDHI_HTTPS=1): HSTS and upgrade-insecure-requests (security/securityHeaders.ts). Default false. */
  https?: boolean;
  /** How long a request may take to arrive whole, headers and body (408 after it). Default requestTimeoutMs; tests pass less. */
  requestTimeoutMs?: number;
}

/**
 * A request that has not arrived whole after a minute is answered 408 and its connection closed: a body sent a byte at
 * a time, or a Content-Length that is never reached, would otherwise hold a connection (and its socket and memory) for
 * as long as the sender likes. Fastify turns Node's limit (300 s) off unless told; the slowest request a visitor sends is a
 * lead or an editor's document, at most a few hundred KB (the body limits), which a phone sends in far less. Node
 * looks for such requests every connectionsCheckingInterval, here half the limit, so one is refused within 1.5 times it.
 * An answer that lasts (a chat's stream) is not a request still arriving: the limit does not end it.
 */
export const requestTimeoutMs = 60_000;

/**
 * One Fastify process: the prerendered site and /api/*. Request bodies are
 * validated by schemas from schemas/api with Ajv set deliberately: all errors,
 * no silent stripping of unknown fields, no type coercion, no injected defaults.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { store, distDir, schemasDir, documents, signingKey, logger = false } = options;
  const production = options.production ?? process.env.NODE_ENV === "production";
  const devClock = production ? undefined : options.devClock;
  const now = devClock?.now ?? options.now ?? (() => new Date());
  const timeoutMs = options.requestTimeoutMs ?? requestTimeoutMs;
  // The app itself, once made: its /api calls' refusal shapes, for a request Node cannot read (below).
  let made: FastifyInstance | undefined = undefined;
  const app = Fastify({
    requestTimeout: timeoutMs,
    // Node's own rule for the headers' limit (at most the request's: above it, the request's limit is not kept). Node
    // looks for late requests every connectionsCheckingInterval: every 5 s at most, so that a 408 comes within 5 s of the
    // limit (every 30 s, it came up to 30 s after it).
    http: { connectionsCheckingInterval: Math.min(5_000, Math.ceil(timeoutMs / 2)), headersTimeout: Math.min(60_000, timeoutMs) },
    logger: logger && typeof logger === "object" ? { ...logger, serializers: { req: requestForLog, ...logger.serializers } } : logger,
    // A parameter of any length reaches its route, whose schema refuses it in the route's own shape. find-my-way's
    // default (100 characters) answered a longer one with Fastify's own 414, before every hook, or, past the route it
    // was meant for, with another route's 405 or 404. The whole address is bounded anyway: Node's 16 KB of headers (431).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // A number of hops as the function Fastify's types accept for it (its docs allow the number itself).
    trustProxy: typeof options.trustProxy === "number" ? ((hops: number) => (_address: string, hop: number) => hop < hops)(options.trustProxy) : (options.trustProxy ?? false),
    schemaErrorFormatter: describeApiErrors,
    // An address that is not valid percent-encoding (`/%ff`) names no page and no route. Fastify's router would answer it
    // with its own JSON, before any hook (no security headers); with each % written as %25 it is routed as the literal
    // text it is, and gets the site's 404: the HTML page, or { status: false, error } under /api.
    rewriteUrl: (request) => readableAddress(request.url ?? "/"),
    // A request Node cannot read as HTTP is answered in the site's words, not Fastify's, in its /api call's shape (http/clientError.ts).
    clientErrorHandler: answerClientError(() => documents.messages.server.input, (path) => made && refusalShapeAt(made, path)),
  });
  made = app;
  // Our schemas are JSON Schema 2020-12, so the server gets its own Ajv for them rather than Fastify's draft-07 default.
  // Verbose: each error carries its schema, so a pattern's sentence can replace the pattern (apiErrors.ts).
  const ajv = addSchemaKeywords(new Ajv2020({ allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: false, strict: true, verbose: true, discriminator: true }));
  addFormats(ajv);
  const apiDir = join(schemasDir, "api");
  for (const file of readdirSync(apiDir).filter((f) => f.endsWith(".schema.json"))) ajv.addSchema(JSON.parse(readFileSync(join(apiDir, file), "utf8")));
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  await compressAnswers(app);
  await addressLimits(app, documents, store, now);
  const captchaRules = liveCaptchaRules(documents);
  const captcha = options.captcha ?? embeddedCaptcha(signingKey, captchaRules);
  const provider = options.payments ?? randomEmbeddedProvider();
  const site = options.liveSite ?? fixedSite(distDir);
  // Before every route: a root hook added later runs after a plugin's own onRequest hooks, so an answer those send
  // (the admin pages' 401) would go out without the headers.
  await securityHeaders(app, { https: options.https === true, inlineScriptHashes: () => site.current().manifest.inlineScriptHashes ?? [], captcha: captcha.kind, maps: options.maps?.kind ?? "embedded", payment: provider.kind, clickPixel: () => clickPixelOrigin(documents.site) });

  answerErrors(app, () => documents.messages.server);
  edgeInput(app, () => documents.messages.server.input);
  retentionTimer(app, store, () => documents.constants.retention, now);

  app.get(api.healthPath, async () => {
    return { status: "ok", store: { kind: store.kind, migrations: await appliedMigrations(store) } };
  });
  const unknowable = () => randomBytes(24).toString("base64url");
  // One plugin per feature (src/server/<feature>/); each route file inside is its own encapsulated plugin, as before.
  const staffGate = staffPasswordGate({ store, password: options.adminPassword ?? unknowable(), rules: () => documents.constants.limits.staffPassword, words: () => documents.messages.server, now });
  const isPage = (path: string) => siteAddresses(site.current()).pages.has(path);
  await app.register(analyticsPlugin, { store, documents, now, isPage, staffGate });
  const delivery = options.otpDelivery ?? outboxDelivery(store, app.log, { production });
  await app.register(loginPlugin, { store, signingKey, documents, delivery, now });
  const ledger = captchaLedger(store, captcha, captchaRules);
  const leadApiKey = options.leadApiKey ?? unknowable();
  const captchaTestScores = !production && options.captchaTestScores === true;
  await app.register(leadsPlugin, { store, documents, now, captcha, ledger, captchaTestScores, mxLookup: options.mxLookup, maps: options.maps ?? embeddedMaps(), leadApiKey, delivery, signingKey });
  await app.register(paymentsPlugin, { store, documents, now, provider, leadApiKey });
  await app.register(staffPlugin, { store, documents, staffGate, now });
  const codeRoot = resolve(schemasDir, ".."); // schemas/ sits at the code root
  await app.register(editorPlugin, { store, documents, staffGate, distDir, liveSite: options.liveSite, editorSite: createEditorSite(options.documentsRoot ?? codeRoot, schemasDir), codeRoot, now });
  await app.register(chatPlugin, { store, documents, now, signingKey, staffGate, distDir });
  if (outboxServed({ production, https: options.https === true, delivery })) await app.register(devOutboxRoute, { store });
  if (devClock) await app.register(devClockRoute, { clock: devClock });
  await siteAnswers(app, site, documents);
  return app;
}

/**
 * What the request log says about a request: its address without secrets. A login token in the query (auth_token, or
 * the portal's token or c) and a cart link's key (the cart page's magicKey, the cart call's last segment: the store
 * keeps only its hash, so that no copy opens a cart) are never logged.
 */
export function requestForLog(request: { method: string; url: string; host?: string; ip?: string }) {
  const url = request.url.replace(/([?&](?:auth_token|token|c|magicKey)=)[^&#]*/g, "$1[hidden]").replace(/^(\/api\/cart\/magic-key\/)[^/?#]+/, "$1[hidden]");
  return { method: request.method, url, host: request.host, remoteAddress: request.ip };
}

/** The address as given when its path decodes, else with each % written as %25 (the router then reads it as text). */
export function readableAddress(url: string): string {
  const path = url.split("?")[0];
  // Most addresses have no escape at all: nothing to decode.
  if (!path.includes("%")) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replace(/%/g, "%25") + url.slice(path.length);
  }
}
