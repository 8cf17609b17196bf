import { readFileSync } from "node:fs";
import type { LeadRow } from "./leadStore.js";

/** The section 3 keys of a lead's values, from their schema; anything else a form sent is one of its own answers. */
const section3Keys = new Set(Object.keys((JSON.parse(readFileSync(new URL("../../../schemas/api/leads.schema.json", import.meta.url), "utf8")) as { $defs: { leadValues: { properties: object } } }).$defs.leadValues.properties));

/** A form's own questions (custom, extra and generic fields, extra data) as 'key: answer' pairs, for people to read. */
export function formAnswers(r: LeadRow): string {
  const sent = r.submitted && typeof r.submitted === "object" ? (r.submitted as Record<string, unknown>) : {};
  return Object.entries(sent)
    .filter(([k, v]) => !section3Keys.has(k) && v !== "" && v !== null && typeof v !== "object")
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join("; ");
}

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
  ["Answers", formAnswers],
  ["Page", (r) => [r.page_type, r.workflow, r.channel, r.url].filter(Boolean).join(" · ")],
];

/** The section 3 fields of a lead for `npm run leads --json`: one object per lead. */
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
export function formatLeads(rows: LeadRow[], options: { json: boolean }): string {
  if (options.json) return JSON.stringify(rows.map(leadForListing), null, 2);
  if (rows.length === 0) return "No leads yet.";
  const cells = [leadColumns.map(([h]) => h), ...rows.map((r) => leadColumns.map(([, show]) => show(r)))];
  const widths = leadColumns.map((_, i) => Math.min(40, Math.max(...cells.map((c) => c[i].length))));
  const line = (c: string[]) => c.map((x, i) => (x.length > widths[i] ? x.slice(0, widths[i] - 1) + "…" : x.padEnd(widths[i]))).join("  ").trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}
