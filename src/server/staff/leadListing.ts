import { readFileSync } from "node:fs";
import type { MessagesDocument } from "../../documents/types.js";
import { fill } from "../../lib/fill.js";
import { fillCount } from "../../lib/fillCount.js";
import { listedTime, textListing, type ListingColumns } from "../html/listingTable.js";
import type { LeadRow } from "../leads/leadStore.js";
import type { ServerDocuments } from "../serverDocuments.js";
import { serviceNames } from "../insights/insightsServices.js";
import { formQuestions } from "./formQuestions.js";

/** The keys a lead's values schema names (schemas/api/leads.schema.json); anything else a form sent is one of its own answers. */
const section3Keys = new Set(Object.keys((JSON.parse(readFileSync(new URL("../../../schemas/api/leads.schema.json", import.meta.url), "utf8")) as { $defs: { leadValues: { properties: object } } }).$defs.leadValues.properties));

/**
 * A form's own questions (custom, extra and generic fields, extra data) as 'question: answer' pairs, for people to
 * read: each key by its question (`question`, formQuestions.ts), or as it was sent.
 */
export function formAnswers(r: LeadRow, question: (key: string) => string = (key) => key): string {
  const sent = r.submitted && typeof r.submitted === "object" ? (r.submitted as Record<string, unknown>) : {};
  return Object.entries(sent)
    .filter(([k, v]) => !section3Keys.has(k) && v !== "" && v !== null && typeof v !== "object")
    .map(([k, v]) => `${question(k)}: ${String(v)}`)
    .join("; ");
}

/**
 * A chat visitor's request for an expert's call (chat/chatEffects.ts keeps it in the lead's `extra`), said where staff
 * read a lead: when it was asked and within how many minutes the chat promised the call.
 */
function expertCallNote(r: LeadRow, w: LeadListingWords, timeZone: string): string | undefined {
  const call = (r.extra as { expertCall?: { requestedAt?: unknown; callWithinMinutes?: unknown } } | null)?.expertCall;
  if (!call || typeof call.requestedAt !== "string" || typeof call.callWithinMinutes !== "number") return undefined;
  const at = new Date(call.requestedAt);
  if (Number.isNaN(at.getTime())) return undefined;
  return fill(w.expertCall, { time: listedTime(at, timeZone), minutes: call.callWithinMinutes });
}

/** A chat visitor's hand-over to the live agents (chat/chatEffects.ts, `extra.agentAsked`): when it was asked. */
function agentAskedNote(r: LeadRow, w: LeadListingWords, timeZone: string): string | undefined {
  const asked = (r.extra as { agentAsked?: { requestedAt?: unknown; whileClosed?: unknown } } | null)?.agentAsked;
  const at = typeof asked?.requestedAt === "string" ? new Date(asked.requestedAt) : undefined;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  return fill(asked?.whileClosed === true ? w.agentAskedWhileClosed : w.agentAsked, { time: listedTime(at, timeZone) });
}

/** The words of the leads listing (messages.server.leadListing). */
export type LeadListingWords = MessagesDocument["server"]["leadListing"];

/** A service as people read it: its name and id from the catalogue ("GST Registration (95)"), or the id alone when the catalogue has none. */
export const serviceLabel = (id: number | null, names: ReadonlyMap<number, string>): string =>
  id === null ? "" : names.has(id) ? `${names.get(id)} (${id})` : String(id);

/** The names of the follow-up states (messages.server.leadHandling.states). */
export type HandlingWords = MessagesDocument["server"]["leadHandling"]["states"];

/** Where a lead stands with the staff and who follows it up: "Contacted · Meera". */
export const handlingOf = (r: Pick<LeadRow, "handling" | "assigned_to">, states?: HandlingWords): string =>
  [states?.[r.handling] ?? r.handling, r.assigned_to].filter(Boolean).join(" · ");

/**
 * The lead's columns people read, in order: heading (from the documents) and how a row shows it; the ticket links to
 * the lead's page (adminLeadRoute.ts), where the staff follow it up.
 */
export function leadColumns(
  w: LeadListingWords,
  timeZone: string,
  serviceNames: ReadonlyMap<number, string> = new Map(),
  question?: (key: string) => string,
  states?: HandlingWords,
): ListingColumns<LeadRow> {
  const h = w.columns;
  const notes = (r: LeadRow) => [
    r.csrf_failed && w.refused,
    r.captcha_failed && w.captchaFailed,
    r.captcha_score !== null && fill(w.score, { score: Number(r.captcha_score).toFixed(2) }),
    r.followed_up_at && w.followedUp,
    expertCallNote(r, w, timeZone),
    agentAskedNote(r, w, timeZone),
  ];
  return [
    [h.received, (r) => listedTime(r.created_at, timeZone)],
    [h.ticket, (r) => r.ticket_id, (r) => `/admin/leads/${encodeURIComponent(r.ticket_id)}`],
    [h.status, (r) => r.status + (r.duplicate_hits ? ` ${fillCount(w.repeats, r.duplicate_hits)}` : "")],
    [h.handling, (r) => handlingOf(r, states)],
    [h.source, (r) => r.source + notes(r).filter(Boolean).map((x) => `, ${x}`).join("")],
    [h.service, (r) => serviceLabel(r.service_id, serviceNames)],
    [h.name, (r) => r.name ?? ""],
    [h.email, (r) => r.email ?? ""],
    [h.mobile, (r) => r.mobile ?? ""],
    [h.city, (r) => [r.city, r.state, r.country].filter(Boolean).join(", ")],
    [h.problemType, (r) => r.problem_type ?? ""],
    [h.language, (r) => r.language ?? ""],
    [h.whatsapp, (r) => (r.whatsapp_opt_in === null ? "" : r.whatsapp_opt_in ? w.yes : w.no)],
    [h.brand, (r) => r.brand_name ?? ""],
    [h.iec, (r) => r.iec_type ?? ""],
    [h.answers, (r) => formAnswers(r, question)],
    [h.page, (r) => [r.page_type, r.workflow, r.channel, r.url].filter(Boolean).join(" · ")],
  ];
}

/** The fields of a lead for `npm run leads --json`: one object per lead. */
export function leadForListing(r: LeadRow) {
  return {
    ticketId: r.ticket_id,
    leadId: r.lead_id,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    source: r.source,
    duplicateHits: r.duplicate_hits,
    otpVerified: r.otp_verified,
    csrfFailed: r.csrf_failed,
    captchaFailed: r.captcha_failed,
    captchaScore: r.captcha_score,
    followedUpAt: r.followed_up_at?.toISOString() ?? null,
    handling: r.handling,
    assignedTo: r.assigned_to,
    handledBy: r.handled_by,
    handledAt: r.handled_at ? new Date(r.handled_at).toISOString() : null,
    name: r.name,
    email: r.email,
    mobileNumber: r.mobile,
    city: r.city,
    state: r.state,
    country: r.country,
    serviceId: r.service_id,
    problemType: r.problem_type,
    language: r.language,
    whatsappOptIn: r.whatsapp_opt_in,
    brandName: r.brand_name,
    iecType: r.iec_type,
    pageType: r.page_type,
    workflow: r.workflow,
    channel: r.channel,
    url: r.url,
    submitted: r.submitted,
    extra: r.extra,
  };
}

/** The leads as a plain-text table (the admin page's columns), or as JSON. */
export function formatLeads(
  rows: LeadRow[],
  options: { json: boolean; words: MessagesDocument["server"]; timeZone: string; serviceNames?: ReadonlyMap<number, string> },
): string {
  if (options.json) return JSON.stringify(rows.map(leadForListing), null, 2);
  if (rows.length === 0) return options.words.adminNoLeads;
  return textListing(leadColumns(options.words.leadListing, options.timeZone, options.serviceNames, undefined, options.words.leadHandling.states), rows);
}

/** The columns the staff pages show a lead by (the listing, a lead's page), from the documents as they are now. */
export function staffLeadColumns(documents: ServerDocuments): ListingColumns<LeadRow> {
  const w = documents.messages.server;
  const questions = formQuestions(documents.leadForms, documents.messages.leadForm).answer;
  return leadColumns(w.leadListing, documents.constants.leads.timeZone, serviceNames(documents.services), questions, w.leadHandling.states);
}
