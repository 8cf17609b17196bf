import type { FastifyPluginAsync } from "fastify";
import { escapeHtml } from "../html/escapeHtml.js";
import { htmlPage } from "../html/page.js";
import type { OtpDelivery } from "../login/delivery.js";
import type { Store } from "../store/openStore.js";

interface OutboxRow {
  channel: "sms" | "email";
  recipient: string;
  code: string;
  created_at: Date;
  expires_at: Date;
}

/**
 * Whether GET /dev/otp-outbox exists: only when codes go to the local outbox (no SMS or email provider is configured:
 * login/delivery.ts), and never in production or over https (VIDHI_HTTPS=1). A site that sends codes to real people must
 * never show them to anyone who asks, whatever NODE_ENV says: a plain `npm start` with a provider set is such a site.
 */
export function outboxServed(setting: { production: boolean; https: boolean; delivery: Pick<OtpDelivery, "kind"> }): boolean {
  return !setting.production && !setting.https && setting.delivery.kind === "outbox";
}

/**
 * GET /dev/otp-outbox: the embedded OTP provider's outbox, newest first (latest 50 messages; `?to=` keeps
 * one contact's). `?format=json` answers { messages: [{ channel, to, code, createdAt, expiresAt }] } for tests.
 * Registered only when {@link outboxServed}: otherwise the address is a 404.
 */
export const devOutboxRoute: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  app.get<{ Querystring: { to?: string; format?: string } }>("/dev/otp-outbox", { config: { refusalShape: "page" } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const to = typeof request.query.to === "string" && request.query.to !== "" ? request.query.to.trim().toLowerCase() : undefined;
    const rows = await store.query<OutboxRow>(
      `select channel, recipient, code, created_at, expires_at from otp_outbox ${to ? "where recipient = $1" : ""} order by id desc limit 50`,
      to ? [to] : [],
    );
    if (request.query.format === "json") {
      return { messages: rows.map((r) => ({ channel: r.channel, to: r.recipient, code: r.code, createdAt: r.created_at.toISOString(), expiresAt: r.expires_at.toISOString() })) };
    }
    const list = rows.length
      ? `<table><thead><tr><th scope="col">To</th><th scope="col">By</th><th scope="col">Code</th><th scope="col">Sent</th><th scope="col">Expires</th></tr></thead><tbody>
${rows.map((r) => `<tr><td>${escapeHtml(r.recipient)}</td><td>${r.channel}</td><td><code>${escapeHtml(r.code)}</code></td><td>${r.created_at.toISOString()}</td><td>${r.expires_at.toISOString()}</td></tr>`).join("\n")}
</tbody></table>`
      : "<p>No codes sent yet.</p>";
    return reply
      .type("text/html; charset=utf-8")
      .send(htmlPage("OTP outbox", `<h1>OTP outbox</h1>\n<p>One-time codes (for login and for a lead form's check) that the local provider would have sent by SMS or email, newest first. This page exists only while no SMS or email provider is configured, outside production.</p>\n${list}`));
  });
};
