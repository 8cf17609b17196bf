import type { Store } from "../store/openStore.js";
import type { LeadRow } from "./leadStore.js";

/** Where a lead stands with the staff (migration 021): not yet contacted, contacted, became a customer, not going ahead. */
export const leadHandlings = ["open", "contacted", "won", "lost"] as const;
export type LeadHandling = (typeof leadHandlings)[number];
export const isLeadHandling = (value: unknown): value is LeadHandling => typeof value === "string" && (leadHandlings as readonly string[]).includes(value);

/** A staff member's note on a lead. */
export interface LeadNote {
  id: number;
  author: string;
  body: string;
  created_at: Date;
}

/** The lead of a ticket, or undefined. */
export async function leadByTicket(store: Store, ticketId: string): Promise<LeadRow | undefined> {
  return (await store.query<LeadRow>("select * from leads where ticket_id = $1", [ticketId]))[0];
}

/** A lead's notes, oldest first. */
export async function notesOf(store: Store, ticketId: string): Promise<LeadNote[]> {
  const rows = await store.query<LeadNote & { id: number | string }>("select id, author, body, created_at from lead_notes where ticket_id = $1 order by id", [ticketId]);
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at) }));
}

/** The notes of several leads, oldest first, by ticket (one query: the listing's JSON gives each lead's notes). */
export async function notesByTicket(store: Store, ticketIds: readonly string[]): Promise<Map<string, LeadNote[]>> {
  const found = new Map<string, LeadNote[]>();
  if (!ticketIds.length) return found;
  const rows = await store.query<LeadNote & { id: number | string; ticket_id: string }>(
    "select id, ticket_id, author, body, created_at from lead_notes where ticket_id = any($1::text[]) order by id",
    [ticketIds],
  );
  for (const r of rows) found.set(r.ticket_id, [...(found.get(r.ticket_id) ?? []), { id: Number(r.id), author: r.author, body: r.body, created_at: new Date(r.created_at) }]);
  return found;
}

/**
 * What a staff member's save of the follow-up form asks: the state, who follows it up (null for no one), a note (empty
 * for none), and what the page showed of the first two when it was opened (`was`; absent from a script's call).
 */
export interface HandlingChange {
  handling: LeadHandling;
  assignedTo: string | null;
  note: string;
  was?: { handling: string; assignedTo: string | null };
}

/** Where a lead stands now, and who changed that last and when. */
export type HandlingNow = Pick<LeadRow, "handling" | "assigned_to" | "handled_by" | "handled_at">;

export type SaveOutcome = { kind: "saved" } | { kind: "missing" } | { kind: "changedMeanwhile"; now: HandlingNow };

/**
 * Saves a follow-up in one transaction, the lead's row locked. Each of the state and who follows it up is what this
 * save changed, compared with what its page showed (`was`): a field left as shown keeps what it is now (someone else's
 * change meanwhile stays); a field changed over someone else's change meanwhile to another value refuses the whole
 * save (changedMeanwhile), note included, so that neither change is lost unawares. Without `was` (a script), the save
 * is the lead's new state. Who changed and when are set only when one of the two changes; the note is added.
 */
export async function saveHandling(store: Store, ticketId: string, change: HandlingChange, by: string, now: Date): Promise<SaveOutcome> {
  return store.transaction(async (query) => {
    const [lead] = await query<HandlingNow>("select handling, assigned_to, handled_by, handled_at from leads where ticket_id = $1 for update", [ticketId]);
    if (!lead) return { kind: "missing" };
    const merged = (mine: string | null, was: string | null | undefined, current: string | null) =>
      was === undefined ? mine : mine === was ? current : current === was || current === mine ? mine : undefined;
    const handling = merged(change.handling, change.was?.handling, lead.handling);
    const assignedTo = merged(change.assignedTo, change.was?.assignedTo, lead.assigned_to);
    if (handling === undefined || assignedTo === undefined) return { kind: "changedMeanwhile", now: lead };
    if (lead.handling !== handling || lead.assigned_to !== assignedTo) {
      await query("update leads set handling = $2, assigned_to = $3, handled_by = $4, handled_at = $5 where ticket_id = $1", [ticketId, handling, assignedTo, by, now]);
    }
    if (change.note) await query("insert into lead_notes (ticket_id, author, body, created_at) values ($1, $2, $3, $4)", [ticketId, by, change.note, now]);
    return { kind: "saved" };
  });
}
