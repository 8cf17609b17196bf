import { randomInt } from "node:crypto";
import type { ApiLeadsTicketData } from "../../contract/types.js";
import type { Store } from "../store/openStore.js";
import type { LeadFields } from "./leadFields.js";
import { secondsBefore } from "../timeSpans.js";

export type LeadSource = "form" | "spam-check" | "captcha-fail" | "process-lead" | "chat";
export type LeadStatus = "new" | "suspect" | "verified";

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
  /** Where the lead stands with the staff, who follows it up, who changed that last and when (leadHandling.ts). */
  handling: "open" | "contacted" | "won" | "lost";
  assigned_to: string | null;
  handled_by: string | null;
  handled_at: Date | null;
  submitted: unknown;
  extra: unknown;
  client_address: string | null;
  created_at: Date;
}

const ticketAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** A ticket people can read out: 'VL-' and 8 characters of Crockford's base 32 (no I, L, O, U). */
export function newTicketId(): string {
  let s = "VL-";
  for (let i = 0; i < 8; i++) s += ticketAlphabet[randomInt(0, 32)];
  return s;
}

/** What a check in the lead's transaction says: whether the lead is stored, and what it changes in it when it is. */
export interface LeadAdmission {
  accepted: boolean;
  changes?: Partial<Pick<NewLead, "status" | "otpVerified" | "captchaScore">>;
}

/** recordLead's answer: the stored lead (undefined when `admit` refused it) and what `admit` said. */
export interface LeadRecord<A extends LeadAdmission> {
  stored: RecordOutcome | undefined;
  admission: A | undefined;
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
 * one contact are serialised by transaction-scoped advisory locks on the contact. `admit` (leads/leadAdmission.ts)
 * runs first in the same transaction, so that what it spends or counts (a captcha token, the unverified cap) is undone
 * with the lead; it refuses the lead or lets it in with its changes, and its answer comes back with the outcome.
 */
export async function recordLead<A extends LeadAdmission = LeadAdmission>(
  store: Store,
  lead: NewLead,
  options: { now: Date; windowSeconds: number; admit?: (query: Store["query"]) => Promise<A> },
): Promise<LeadRecord<A>> {
  const { now, windowSeconds } = options;
  const f = lead.fields;
  return store.transaction(async (query) => {
    const keys = [f.email && `lead:email:${f.email}:${f.service_id}`, f.mobile && `lead:mobile:${f.mobile}:${f.service_id}`].filter((k): k is string => !!k).sort();
    for (const k of keys) await query("select pg_advisory_xact_lock(hashtext($1))", [k]);
    const admission = options.admit && (await options.admit(query));
    if (admission && !admission.accepted) return { stored: undefined, admission };
    return { stored: await insertLead(query, { ...lead, ...admission?.changes }, now, windowSeconds), admission };
  });
}

/** The lead's row, or the repeat of an earlier one within the window (see recordLead). */
async function insertLead(query: Store["query"], lead: NewLead, now: Date, windowSeconds: number): Promise<RecordOutcome> {
  const f = lead.fields;
  const since = secondsBefore(now, windowSeconds);
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
