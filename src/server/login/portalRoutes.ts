import type { FastifyPluginAsync } from "fastify";
import { verifyToken } from "./tokens.js";
import { openLoginParameter } from "../../contract/apiCalls.js";
import { fill } from "../../lib/fill.js";
import { escapeHtml } from "../html/escapeHtml.js";
import { htmlPage } from "../html/page.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";

export interface PortalOptions extends StoreRouteDeps {
  signingKey: Uint8Array;
}

const one = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/** A page of the site named by `page_source` (a path such as /gst-registration), or the home page for anything else. */
const sitePath = (path: string | undefined): string => (path && /^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(path) ? path : "/");

/**
 * The embedded stand-in of the customer portal (config/site.json portalSite, by default {mainSite}/portal),
 * so that the login hand-off can be seen end to end on one machine:
 * - GET /portal/?token=… (or c=…): checks the login token on the server and greets the account by name and
 *   email (200), says the login is not valid (401), or that the visitor is not signed in (200, no token).
 * - GET /portal/login?mobile=… or ?email=…: the sign-up page a new visitor is sent to, naming the contact.
 * The words are `portal` in config/messages.json. Never cached; the token is never sent on as a referrer.
 */
export const portalRoutes: FastifyPluginAsync<PortalOptions> = async (app, { store, signingKey, documents, now }) => {
  // The words as they are now (a publish applies without a restart) and the links back to the site in them, to the
  // page the visitor came from (page_source, which the header's Login and every hand-off carry): a visit signed out
  // or refused may go back there with the site's login panel open (the header's Login button led here).
  const words = (query: Record<string, unknown>) => {
    const m = documents.messages.portal;
    const from = sitePath(one(query.page_source));
    const back = `<p><a href="${escapeHtml(from)}">${escapeHtml(m.backToSite)}</a></p>`;
    return { m, back, logIn: `<p><a href="${escapeHtml(from)}?${openLoginParameter}">${escapeHtml(m.logIn)}</a></p>\n${back}` };
  };
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    return payload;
  });

  app.get<{ Querystring: Record<string, unknown> }>("/portal", { config: { refusalShape: "page" } }, async (request, reply) => {
    reply.type("text/html; charset=utf-8");
    const { m, back, logIn } = words(request.query);
    const token = one(request.query.token) ?? one(request.query.c);
    if (!token) return htmlPage(m.pageTitle, `<h1>${escapeHtml(m.pageTitle)}</h1>\n<p>${escapeHtml(m.notSignedIn)}</p>\n${logIn}`);
    const check = token.length <= 4096 ? await verifyToken(store, signingKey, token, now()) : ({ valid: false, reason: "malformed" } as const);
    if (!check.valid) {
      request.log.info({ reason: check.reason }, "portal: login token refused");
      reply.code(401);
      return htmlPage(m.pageTitle, `<h1>${escapeHtml(m.pageTitle)}</h1>\n<p class="portal-refused">${escapeHtml(m.loginNotValid)}</p>\n${logIn}`);
    }
    const { name, email } = check.user;
    const who = email === null ? m.signedInWithoutEmail : fill(m.signedInAs, { email });
    return htmlPage(m.pageTitle, `<h1 class="portal-greeting">${escapeHtml(fill(m.greeting, { name }))}</h1>\n<p class="portal-account">${escapeHtml(who)}</p>\n${back}`);
  });

  app.get<{ Querystring: Record<string, unknown> }>("/portal/login", { config: { refusalShape: "page" } }, async (request, reply) => {
    reply.type("text/html; charset=utf-8");
    const { m, back } = words(request.query);
    const contact = one(request.query.mobile) ?? one(request.query.email) ?? one(request.query.contact_number);
    const named = contact ? fill(m.signupContact, { contact: contact.slice(0, 254) }) : m.signupNoContact;
    return htmlPage(m.signupTitle, `<h1>${escapeHtml(m.signupTitle)}</h1>\n<p class="portal-contact">${escapeHtml(named)}</p>\n<p>${escapeHtml(m.signupSentence)}</p>\n${back}`);
  });
};
