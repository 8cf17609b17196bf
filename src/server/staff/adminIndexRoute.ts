import type { FastifyPluginAsync } from "fastify";
import { fill } from "../../lib/fill.js";
import { escapeHtml } from "../html/escapeHtml.js";
import { htmlPage } from "../html/page.js";
import type { ServerDocuments } from "../serverDocuments.js";
import { adminAllowed, staffOf } from "./adminAuth.js";
import type { StaffGate } from "./staffPassword.js";

/** The staff's pages, in the order the index lists them, each named by its own page's title (config/messages.json). */
export function staffPages(m: ServerDocuments["messages"]): { path: string; title: string }[] {
  return [
    { path: "/admin/leads", title: m.server.adminTitle },
    { path: "/admin/payments", title: m.server.payments.adminTitle },
    { path: "/admin/user-tracks", title: m.server.trackListing.title },
    { path: "/admin/insights", title: m.server.insights.title },
    { path: "/admin/chat", title: m.adminChat.title },
    { path: "/admin/editor", title: m.adminEditorPage.title },
  ];
}

/**
 * GET /admin: the index of the staff's pages, behind the staff password (any staff account, or `admin`), with the
 * account it was opened as. Before it, /admin was the visitors' 404 page and a person had to know each address.
 */
export const adminIndexRoute: FastifyPluginAsync<{ documents: ServerDocuments; staffGate: StaffGate }> = async (app, { documents, staffGate }) => {
  app.get("/admin", { config: { refusalShape: "page" } }, async (request, reply) => {
    // The documents as they are now: a publish applies without a restart.
    const m = documents.messages;
    const w = m.server.staffIndex;
    if (!(await adminAllowed(request, reply, { gate: staffGate, realm: "vidhi staff", loginNeeded: w.loginNeeded }))) return reply;
    const links = staffPages(m).map((p) => `<li><a href="${p.path}">${escapeHtml(p.title)}</a></li>`);
    const who = `<p>${escapeHtml(fill(w.signedInAs, { name: staffOf(request) ?? "" }))}</p>`;
    return reply.type("text/html; charset=utf-8").send(htmlPage(w.title, `<h1>${escapeHtml(w.title)}</h1>\n${who}\n<ul class="staff-pages">\n${links.join("\n")}\n</ul>`));
  });
};
