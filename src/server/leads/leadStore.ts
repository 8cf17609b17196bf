import { randomInt } from "node:crypto";
import type { ApiLeadsLeadValues, ApiLeadsProcessLeadBody, ApiLeadsTicketData } from "../../../renderer/types/documents.js";
import type { Store } from "../store/openStore.js";

export type LeadSource = "form" | "spam-check" | "captcha-fail" | "process-lead";
export type LeadStatus = "new" | "suspect" | "verified";

/** The section 3 fields of a lead, as columns. */
export interface LeadFields {
  name: string | null;
  email: string | null;
  mobile: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  service_id: number | null;
  problem_type: string | null;
  language: string | null;
  whatsapp_opt_in: boolean | null;
  brand_name: string | null;
  url: string | null;
  page_type: string | null;
  workflow: string | null;
  channel: string | null;
  iec_type: string | null;
}

export interface NewLead {
  source: LeadSource;
  status: LeadStatus;
  fields: LeadFields;
  submitted: unknown;
  extra?: unknown;
  otpVerified?: boolean;
  captchaScore?: number | null;
  csrfFailed?: boolean;
  captchaFailed?: boolean;
  clientAddress?: string;
}

export interface LeadRow extends LeadFields {
  id: number;
  lead_id: string;
  ticket_id: string;
  source: LeadSource;
  status: LeadStatus;
  otp_verified: boolean;
  captcha_score: number | null;
  csrf_failed: boolean;
  captcha_failed: boolean;
  duplicate_hits: number;
  last_duplicate_at: Date | null;
  verified_at: Date | null;
  followed_up_at: Date | null;
  submitted: unknown;
  extra: unknown;
  client_address: string | null;
  created_at: Date;
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const languageText = (v: ApiLeadsLeadValues["language"]): string | null => (typeof v === "string" ? text(v) : v ? text(v.value) ?? text(v.label) : null);

/** The columns of a lead from the lead form's values (spec section 3 'Lead form values built on submit'). */
export function fieldsFromValues(v: ApiLeadsLeadValues): LeadFields {
  return {
    name: text(v.name),
    email: v.email.trim().toLowerCase(),
    mobile: v.phone.trim(),
    city: text(v.updateCity),
    state: text(v.updateState),
    country: text(v.updateCountry),
    service_id: Number(v.serviceId),
    problem_type: text(v.problemType),
    language: languageText(v.language),
    whatsapp_opt_in: typeof v.whatsappOptIn === "boolean" ? v.whatsappOptIn : null,
    brand_name: text(v.brandName),
    url: text(v.url),
    page_type: text(v.pageType),
    workflow: text(v.workflow),
    channel: text(v.channel),
    iec_type: text(v.iecType),
  };
}

/** The columns of a lead from the process-lead payload (spec section 3 'Lead payload'). */
export function fieldsFromPayload(p: ApiLeadsProcessLeadBody): LeadFields {
  return {
    name: null,
    email: p.email.trim().toLowerCase(),
    mobile: p.mobileNumber.trim(),
    city: text(p.city),
    state: text(p.state),
    country: text(p.country),
    service_id: Number(p.serviceId),
    problem_type: text(p.problem_type),
    language: languageText(p.language),
    whatsapp_opt_in: typeof p.channel_opt_in === "boolean" ? p.channel_opt_in : null,
    brand_name: null,
    url: text(p.url) ?? text(p.page_source),
    page_type: text(p.pageType),
    workflow: text(p.workflow),
    channel: text(p.channel),
    iec_type: text(p.iecType),
  };
}

const ticketAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** A ticket people can read out: 'VL-' and 8 characters of Crockford's base 32 (no I, L, O, U). */
export function newTicketId(): string {
  let s = "VL-";
  for (let i = 0; i < 8; i++) s += ticketAlphabet[randomInt(0, 32)];
  return s;
}

export interface RecordOutcome {
  ticket: ApiLeadsTicketData;
  /** True when the lead repeated an earlier one within the window: no row was added. */
  duplicate: boolean;
  status: LeadStatus;
}

/**
 * Stores a lead in one transaction before the caller answers (so an answered lead is durable). When a lead
 * of the same contact (the same email and the same mobile number) and the same service id was stored within
 * `windowSeconds`, no row is added: the first lead's duplicate_hits grows and its ticket is returned. A visitor
 * who corrects the number or the email sends a new contact, and gets a new lead rather than losing the correction. Concurrent requests of
 * one contact are serialised by transaction-scoped advisory locks on the contact. `before` runs first in the
 * same transaction (a captcha spend, for example) and may refuse by returning false.
 */
export async function recordLead(
  store: Store,
  lead: NewLead,
  options: { now: Date; windowSeconds: number; before?: (query: Store["query"]) => Promise<boolean> },
): Promise<RecordOutcome | undefined> {
  const { now, windowSeconds } = options;
  const f = lead.fields;
  return store.transaction(async (query) => {
    const keys = [f.email && `lead:email:${f.email}:${f.service_id}`, f.mobile && `lead:mobile:${f.mobile}:${f.service_id}`].filter((k): k is string => !!k).sort();
    for (const k of keys) await query("select pg_advisory_xact_lock(hashtext($1))", [k]);
    if (options.before && !(await options.before(query))) return undefined;
    const since = new Date(now.getTime() - windowSeconds * 1000);
    const [first] = await query<{ id: number; lead_id: string; ticket_id: string; status: LeadStatus }>(
      `select id, lead_id, ticket_id, status from leads
       where service_id is not distinct from $3 and created_at > $4 and email is not distinct from $1 and mobile is not distinct from $2
       order by created_at, id limit 1`,
      [f.email, f.mobile, f.service_id, since],
    );
    if (first) {
      await query("update leads set duplicate_hits = duplicate_hits + 1, last_duplicate_at = $2 where id = $1", [first.id, now]);
      return { ticket: { ticketId: first.ticket_id, leadId: first.lead_id }, duplicate: true, status: first.status };
    }
    for (let attempt = 0; ; attempt++) {
      const ticketId = newTicketId();
      const rows = await query<{ lead_id: string }>(
        `insert into leads (ticket_id, source, status, name, email, mobile, city, state, country, service_id, problem_type, language,
           whatsapp_opt_in, brand_name, url, page_type, workflow, channel, iec_type, otp_verified, captcha_score, csrf_failed,
           captcha_failed, verified_at, submitted, extra, client_address, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)
         on conflict (ticket_id) do nothing returning lead_id`,
        [
          ticketId, lead.source, lead.status, f.name, f.email, f.mobile, f.city, f.state, f.country, f.service_id, f.problem_type, f.language,
          f.whatsapp_opt_in, f.brand_name, f.url, f.page_type, f.workflow, f.channel, f.iec_type, lead.otpVerified ?? false, lead.captchaScore ?? null,
          lead.csrfFailed ?? false, lead.captchaFailed ?? false, lead.status === "verified" ? now : null, JSON.stringify(lead.submitted),
          lead.extra === undefined ? null : JSON.stringify(lead.extra), lead.clientAddress ?? null, now,
        ],
      );
      if (rows[0]) return { ticket: { ticketId, leadId: rows[0].lead_id }, duplicate: false, status: lead.status };
      if (attempt > 5) throw new Error("Could not find a free ticket id");
    }
  });
}

/** How many unverified leads (spam-check, captcha-fail) an address sent in the last hour. */
export async function unverifiedLeadsFrom(store: Store, clientAddress: string, now: Date): Promise<number> {
  const [row] = await store.query<{ n: number }>(
    "select count(*)::int as n from leads where client_address = $1 and created_at > $2 and source in ('spam-check', 'captcha-fail')",
    [clientAddress, new Date(now.getTime() - 3600_000)],
  );
  return row.n;
}

/** Records that a mobile number was verified by the lead form's code, and turns its recent suspect leads into verified ones. */
export async function markMobileVerified(store: Store, mobile: string, now: Date, windowSeconds: number): Promise<number> {
  return store.transaction(async (query) => {
    await query("insert into lead_mobile_verifications (mobile, verified_at) values ($1, $2) on conflict (mobile) do update set verified_at = excluded.verified_at", [mobile, now]);
    const rows = await query(
      "update leads set status = 'verified', otp_verified = true, verified_at = $2 where mobile = $1 and status = 'suspect' and created_at > $3 returning id",
      [mobile, now, new Date(now.getTime() - windowSeconds * 1000)],
    );
    return rows.length;
  });
}

/** True when the number was verified by code within `windowSeconds`. */
export async function mobileRecentlyVerified(query: Store["query"], mobile: string, now: Date, windowSeconds: number): Promise<boolean> {
  const [row] = await query<{ verified_at: Date }>("select verified_at from lead_mobile_verifications where mobile = $1", [mobile]);
  return !!row && row.verified_at.getTime() > now.getTime() - windowSeconds * 1000 && row.verified_at.getTime() <= now.getTime();
}

/** Marks the lead of a ticket followed up (POST /api/leads/ticket). False when no lead has that ticket and id. */
export async function markFollowedUp(store: Store, ticket: ApiLeadsTicketData, now: Date): Promise<boolean> {
  const rows = await store.query("update leads set followed_up_at = coalesce(followed_up_at, $3) where ticket_id = $1 and lead_id = $2 returning id", [ticket.ticketId, ticket.leadId, now]);
  return rows.length > 0;
}

/** The latest leads, newest first. */
export async function latestLeads(store: Store, limit: number): Promise<LeadRow[]> {
  return store.query<LeadRow>("select * from leads order by created_at desc, id desc limit $1", [limit]);
}
