import type { FastifyPluginAsync } from "fastify";
import { sameSecret } from "../auth/generatedSecret.js";
import { escapeHtml, htmlPage } from "../html/page.js";
import { latestLeads, type LeadRow } from "../leads/leadStore.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";

/** The user name of the admin page's Basic authentication. */
export const adminUser = "admin";

/** The section 3 columns people read, in order: heading and how a row shows it. */
export const leadColumns: [string, (r: LeadRow) => string][] = [
  ["Received", (r) => r.created_at.toISOString().replace("T", " ").slice(0, 19)],
  ["Ticket", (r) => r.ticket_id],
  ["Status", (r) => r.status + (r.duplicate_hits ? ` (+${r.duplicate_hits} repeats)` : "")],
  ["Source", (r) => r.source + [r.csrf_failed && "refused", r.captcha_failed && "captcha failed", r.captcha_score !== null && `score ${Number(r.captcha_score).toFixed(2)}`, r.followed_up_at && "followed up"].filter(Boolean).map((x) => `, ${x}`).join("")],
  ["Service", (r) => (r.service_id === null ? "" : String(r.service_id))],
  ["Name", (r) => r.name ?? ""],
  ["Email", (r) => r.email ?? ""],
  ["Mobile", (r) => r.mobile ?? ""],
  ["City", (r) => [r.city, r.state, r.country].filter(Boolean).join(", ")],
  ["Problem type", (r) => r.problem_type ?? ""],
  ["Language", (r) => r.language ?? ""],
  ["WhatsApp", (r) => (r.whatsapp_opt_in === null ? "" : r.whatsapp_opt_in ? "yes" : "no")],
  ["Brand", (r) => r.brand_name ?? ""],
  ["IEC", (r) => r.iec_type ?? ""],
  ["Page", (r) => [r.page_type, r.workflow, r.channel, r.url].filter(Boolean).join(" · ")],
];

/** The password of an `Authorization: Basic` header for the admin user, or undefined. */
function basicPassword(header: string | undefined): string | undefined {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? "");
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon >= 0 && decoded.slice(0, colon) === adminUser ? decoded.slice(colon + 1) : undefined;
}

/**
 * GET /admin/leads: the latest leads (`?limit=`, default leads.listingSize, at most 500) in an accessible table,
 * for the people who run the site. HTTP Basic authentication, user 'admin', password VIDHI_ADMIN_PASSWORD or
 * the one generated into the data folder. Never cached, never indexed.
 */
export const adminLeadsRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; adminPassword: string }> = async (app, { store, documents, adminPassword }) => {
  app.get<{ Querystring: { limit?: string } }>("/admin/leads", async (request, reply) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    if (!sameSecret(basicPassword(request.headers.authorization), adminPassword)) {
      return reply.code(401).header("www-authenticate", 'Basic realm="vidhi leads", charset="UTF-8"').type("text/plain; charset=utf-8").send("Log in as admin to see the leads.");
    }
    const asked = Number(request.query.limit);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 500) : documents.constants.leads.listingSize;
    const rows = await latestLeads(store, limit);
    const table = rows.length
      ? `<table>
<caption>The latest ${rows.length} lead${rows.length === 1 ? "" : "s"}, newest first</caption>
<thead><tr>${leadColumns.map(([h]) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr></thead>
<tbody>
${rows.map((r) => `<tr>${leadColumns.map(([, show], i) => (i === 1 ? `<th scope="row">${escapeHtml(show(r))}</th>` : `<td>${escapeHtml(show(r))}</td>`)).join("")}</tr>`).join("\n")}
</tbody></table>`
      : "<p>No leads yet.</p>";
    return reply.type("text/html; charset=utf-8").send(htmlPage("Leads", `<h1>Leads</h1>\n<div style="overflow-x:auto">${table}</div>`).replace("max-width: 44rem", "max-width: 96rem"));
  });
};
