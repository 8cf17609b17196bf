import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { fill } from "../../lib/fill.js";
import { shortPath } from "../apiErrors.js";
import { escapeHtml } from "../html/escapeHtml.js";
import { listedTime } from "../html/listingTable.js";
import { htmlPage } from "../html/page.js";
import { firstTextProblem } from "../input/unstorableText.js";
import { isLeadHandling, leadByTicket, leadHandlings, notesOf, saveHandling } from "../leads/leadHandling.js";
import type { LeadRow } from "../leads/leadStore.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { adminAllowed, staffOf } from "./adminAuth.js";
import { staffLeadColumns } from "./leadListing.js";
import type { StaffGate } from "./staffPassword.js";

type Words = ServerDocuments["messages"]["server"];
type Params = { Params: { ticket: string } };
/** The follow-up form as a browser posts it (application/x-www-form-urlencoded), each field once. */
/** What a refused save puts back in the form: the state chosen, the name and the note typed. */
type Typed = { handling: string; assignedTo: string; note: string };

/**
 * A lead's page, /admin/leads/<ticket>: everything the lead holds (the listing's columns), where it stands with the
 * staff and who follows it up (a form: the state, the name, a note), and the staff's notes, oldest first. A plain HTML
 * form, no script: its POST saves (leadHandling.ts, one transaction) and answers 303 back to the page, which says it
 * was saved. The form also sends what it showed (wasHandling, wasAssignedTo): a field left as shown keeps someone
 * else's change meanwhile, and a change over theirs is refused (409) with what was typed kept. Behind the staff password like the listing; a POST that another site's page sent (Sec-Fetch-Site, or an
 * Origin that is not this site's) is refused, since the browser sends the staff's Basic credentials with it too.
 */
export const adminLeadRoute: FastifyPluginAsync<{ store: Store; documents: ServerDocuments; staffGate: StaffGate; now?: () => Date }> = async (app, { store, documents, staffGate, now = () => new Date() }) => {
  const words = () => documents.messages.server;
  // A browser's form, in this plugin only: every other route takes JSON (input/edgeInput.ts). UTF-8 only, each
  // field's first value, percent-encoding read strictly (a broken one is refused, never kept as U+FFFD); own keys
  // only (a field named toString is a field like any other).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (request, body, done) => {
    const refuse = (reason: string, statusCode = 400) => done(Object.assign(new Error(fill(words().leadHandling.formNotUtf8, { reason })), { statusCode }), undefined);
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers["content-type"] ?? "")?.[1];
    if (charset && !/^utf-?8$/i.test(charset)) return refuse(`charset ${charset}`, 415);
    const fields = new Map<string, string>();
    for (const pair of (body as string).split("&")) {
      if (pair === "") continue;
      const at = pair.indexOf("=");
      const [rawKey, rawValue] = at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
      let key: string;
      let value: string;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, " "));
        value = decodeURIComponent(rawValue.replace(/\+/g, " "));
      } catch {
        return refuse(`'${rawKey.slice(0, 40)}'`);
      }
      if (!fields.has(key)) fields.set(key, value);
    }
    const form = Object.fromEntries(fields) as Record<string, string>;
    const problem = firstTextProblem(form, "body");
    if (problem) return done(Object.assign(new Error(fill(words().input[problem.kind], { field: shortPath(problem.path) })), { statusCode: 400 }), undefined);
    done(null, form);
  });
  const gate = (request: FastifyRequest, reply: FastifyReply) => adminAllowed(request, reply, { gate: staffGate, realm: "vidhi leads", loginNeeded: words().adminLoginNeeded });
  // Tickets are written in capitals (leadStore.ts newTicketId); one typed in small letters is the same ticket.
  const ticketOf = (request: FastifyRequest<Params>) => request.params.ticket.toUpperCase();

  app.get<Params & { Querystring: { saved?: string } }>("/admin/leads/:ticket", { config: { refusalShape: "page" } }, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    const lead = await leadByTicket(store, ticketOf(request));
    if (!lead) return notFound(reply, words(), request.params.ticket);
    return reply.type("text/html; charset=utf-8").send(await leadPage(lead, { saved: request.query.saved === "1" }));
  });

  app.post<Params & { Body: unknown }>("/admin/leads/:ticket", { config: { refusalShape: "page" }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    if (!(await gate(request, reply))) return reply;
    const w = words().leadHandling;
    const { noteMaxLength, assigneeMaxLength, timeZone } = documents.constants.leads;
    const lead = await leadByTicket(store, ticketOf(request));
    if (!lead) return notFound(reply, words(), request.params.ticket);
    const page = async (status: number, refused: string, typed?: Typed) => reply.code(status).type("text/html; charset=utf-8").send(await leadPage(lead, { refused, typed }));
    if (fromAnotherSite(request)) return page(403, w.crossSite);
    const body = request.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) return page(400, w.nothingSent);
    const fields = ["handling", "assignedTo", "note", "wasHandling", "wasAssignedTo"] as const;
    const sent: Partial<Record<(typeof fields)[number], string>> = {};
    for (const field of fields) {
      if (!Object.hasOwn(body, field)) continue;
      const value = (body as Record<string, unknown>)[field];
      if (typeof value !== "string") return page(400, fill(w.fieldNotText, { field }));
      sent[field] = value;
    }
    if (sent.handling === undefined && sent.assignedTo === undefined && sent.note === undefined) return page(400, w.nothingSent);
    // A browser sends a line break as CR LF, which the text box counted as one character: kept as LF, counted so.
    const text = (value: string) => value.replace(/\r\n?/g, "\n").trim();
    const typed: Typed = { handling: sent.handling ?? lead.handling, assignedTo: text(sent.assignedTo ?? lead.assigned_to ?? ""), note: text(sent.note ?? "") };
    const refused = !isLeadHandling(typed.handling)
      ? fill(w.handlingNotValid, { value: typed.handling })
      : [...typed.assignedTo].length > assigneeMaxLength
        ? fill(w.assignedTooLong, { max: assigneeMaxLength })
        : [...typed.note].length > noteMaxLength
          ? fill(w.noteTooLong, { max: noteMaxLength })
          : undefined;
    if (refused || !isLeadHandling(typed.handling)) return page(400, refused ?? "", typed);
    const was =
      sent.wasHandling === undefined && sent.wasAssignedTo === undefined
        ? undefined
        : { handling: sent.wasHandling ?? lead.handling, assignedTo: sent.wasAssignedTo === undefined ? lead.assigned_to : text(sent.wasAssignedTo) || null };
    const outcome = await saveHandling(store, lead.ticket_id, { handling: typed.handling, assignedTo: typed.assignedTo || null, note: typed.note, was }, staffOf(request) ?? "admin", now());
    if (outcome.kind === "missing") return notFound(reply, words(), request.params.ticket);
    if (outcome.kind === "changedMeanwhile") {
      const current = { ...lead, ...outcome.now };
      const said = fill(w.changedMeanwhile, {
        who: current.handled_by ?? w.someone,
        time: current.handled_at ? listedTime(new Date(current.handled_at), timeZone) : "",
        state: w.states[current.handling],
        assigned: current.assigned_to ?? w.noOne,
      });
      return reply.code(409).type("text/html; charset=utf-8").send(await leadPage(current, { refused: said, typed }));
    }
    return reply.code(303).header("location", `/admin/leads/${encodeURIComponent(lead.ticket_id)}?saved=1`).send();
  });

  /** The lead's page: a refusal or the word that it was saved, what it holds, the follow-up form (what was typed, when refused) and the notes. */
  async function leadPage(lead: LeadRow, state: { saved?: boolean; refused?: string; typed?: Typed }): Promise<string> {
    const w = words();
    const h = w.leadHandling;
    const { timeZone, noteMaxLength, assigneeMaxLength } = documents.constants.leads;
    const e = escapeHtml;
    const title = fill(h.title, { ticket: lead.ticket_id });
    const columns = staffLeadColumns(documents);
    const details = columns
      .map(([heading, show]) => [heading, show(lead)] as const)
      .filter(([, value]) => value !== "")
      .map(([heading, value]) => `<dt>${e(heading)}</dt><dd>${e(value)}</dd>`)
      .join("\n");
    const notes = await notesOf(store, lead.ticket_id);
    const noteList = notes.length
      ? `<ol class="notes">${notes.map((n) => `<li><p><strong>${e(fill(h.noteBy, { author: n.author, time: listedTime(n.created_at, timeZone) }))}</strong></p><p class="note">${e(n.body)}</p></li>`).join("\n")}</ol>`
      : `<p>${e(h.noNotes)}</p>`;
    const status = state.refused
      ? `<div class="refused" role="alert"><h2>${e(h.refusedHeading)}</h2><p>${e(state.refused)}</p></div>`
      : `<p role="status">${state.saved ? e(h.saved) : ""}</p>`;
    const last = lead.handled_by && lead.handled_at ? `<p>${e(fill(h.lastChange, { who: lead.handled_by, time: listedTime(new Date(lead.handled_at), timeZone) }))}</p>` : "";
    const assigned = state.typed?.assignedTo ?? lead.assigned_to ?? "";
    const chosen = state.typed?.handling ?? lead.handling;
    const options = leadHandlings.map((s) => `<option value="${s}"${s === chosen ? " selected" : ""}>${e(h.states[s])}</option>`).join("");
    const form = `<form method="post" action="/admin/leads/${e(encodeURIComponent(lead.ticket_id))}" class="follow-up">
<input type="hidden" name="wasHandling" value="${e(lead.handling)}"><input type="hidden" name="wasAssignedTo" value="${e(lead.assigned_to ?? "")}">
<p><label for="handling">${e(h.handlingLabel)}</label><select id="handling" name="handling">${options}</select></p>
<p><label for="assigned-to">${e(h.assignedLabel)}</label><input id="assigned-to" name="assignedTo" value="${e(assigned)}" maxlength="${assigneeMaxLength}" autocomplete="off" aria-describedby="assigned-hint"><span id="assigned-hint" class="hint">${e(fill(h.assignedHint, { max: assigneeMaxLength }))}</span></p>
<p><label for="note">${e(h.noteLabel)}</label><textarea id="note" name="note" rows="4" maxlength="${noteMaxLength}" aria-describedby="note-hint">${e(state.typed?.note ?? "")}</textarea><span id="note-hint" class="hint">${e(fill(h.noteHint, { max: noteMaxLength }))}</span></p>
<p><button type="submit">${e(h.save)}</button></p>
</form>`;
    const body = `<p><a href="/admin/leads">${e(h.back)}</a></p>
<h1>${e(title)}</h1>
${status}
<section aria-labelledby="follow-up-heading"><h2 id="follow-up-heading">${e(h.handlingHeading)}</h2>
${last}
${form}
<h3>${e(h.notesHeading)}</h3>
${noteList}
</section>
<section aria-labelledby="details-heading"><h2 id="details-heading">${e(h.detailsHeading)}</h2>
<dl class="lead-details">
${details}
</dl>
</section>`;
    // After a save the page is new, so its status line is not announced as a change: the title says it too, which a
    // screen reader reads as the page loads (the heading stays the lead's).
    return htmlPage(state.saved ? `${h.saved} ${title}` : title, body);
  }
};

/** A lead's page for a ticket no lead has: 404 in the site's words, with the way back to the listing. */
function notFound(reply: FastifyReply, w: Words, ticket: string): FastifyReply {
  const sentence = fill(w.leadHandling.notFound, { ticket });
  return reply
    .code(404)
    .type("text/html; charset=utf-8")
    .send(htmlPage(w.input.pageRefusedTitle, `<h1>${escapeHtml(w.input.pageRefusedTitle)}</h1>\n<p>${escapeHtml(sentence)}</p>\n<p><a href="/admin/leads">${escapeHtml(w.leadHandling.back)}</a></p>`));
}

/**
 * Whether a POST came from another site's page: the browser says so (Sec-Fetch-Site other than same-origin, or none
 * for a typed address), or its Origin is not this site's address. A request that says neither (a script, curl with
 * the password) is the staff's own.
 */
function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    // Compared as addresses of the same scheme, so that a default port written or not is the same host.
    const from = new URL(origin);
    return from.host !== new URL(`${from.protocol}//${request.headers.host ?? ""}`).host;
  } catch {
    return true;
  }
}
