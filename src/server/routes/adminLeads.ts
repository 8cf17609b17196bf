import type { FastifyPluginAsync } from "fastify";
import { sameSecret } from "../auth/generatedSecret.js";
import { fill } from "../fillMessage.js";
import { escapeHtml } from "../html/escapeHtml.js";
import { htmlPage } from "../html/page.js";
import { leadColumns, leadForListing } from "../leads/leadListing.js";
import { latestLeads } from "../leads/leadStore.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";

/** The user name of the admin page's Basic authentication. */
export const adminUser = "admin";


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
 * the one generated into the data folder. `?format=json` gives the same leads as `npm run leads -- --json` does
 * (every section 3 field, and what the form sent). Never cached, never indexed.
 */
export const adminLeadsRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; adminPassword: string }> = async (app, { store, documents, adminPassword }) => {
  const words = documents.messages.server;
  const columns = leadColumns(words.leadListing);
  app.get<{ Querystring: { limit?: string; format?: string } }>("/admin/leads", async (request, reply) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    if (!sameSecret(basicPassword(request.headers.authorization), adminPassword)) {
      return reply.code(401).header("www-authenticate", 'Basic realm="vidhi leads", charset="UTF-8"').type("text/plain; charset=utf-8").send(words.adminLoginNeeded);
    }
    const asked = Number(request.query.limit);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 500) : documents.constants.leads.listingSize;
    const rows = await latestLeads(store, limit);
    if (request.query.format === "json") return reply.type("application/json; charset=utf-8").send(JSON.stringify(rows.map(leadForListing)));
    const table = rows.length
      ? `<table>
<caption>${escapeHtml(rows.length === 1 ? words.adminCaptionOne : fill(words.adminCaptionMany, { count: String(rows.length) }))}</caption>
<thead><tr>${columns.map(([h]) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr></thead>
<tbody>
${rows.map((r) => `<tr>${columns.map(([, show], i) => (i === 1 ? `<th scope="row">${escapeHtml(show(r))}</th>` : `<td>${escapeHtml(show(r))}</td>`)).join("")}</tr>`).join("\n")}
</tbody></table>`
      : `<p>${escapeHtml(words.adminNoLeads)}</p>`;
    return reply.type("text/html; charset=utf-8").send(htmlPage(words.adminTitle, `<h1>${escapeHtml(words.adminTitle)}</h1>\n<div style="overflow-x:auto">${table}</div>`, { wide: true }));
  });
};
