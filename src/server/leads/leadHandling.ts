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

/** What a staff member's save of the follow-up form asks: the state, who follows it up (null for no one), a note (empty for none). */
export interface HandlingChange {
  handling: LeadHandling;
  assignedTo: string | null;
  note: string;
}

/**
 * Saves a follow-up in one transaction: the state and who follows the lead up (with who changed them and when, only
 * when one of them changes), and the note. False when no lead has the ticket.
 */
export async function saveHandling(store: Store, ticketId: string, change: HandlingChange, by: string, now: Date): Promise<boolean> {
  return store.transaction(async (query) => {
    const [lead] = await query<{ handling: string; assigned_to: string | null }>("select handling, assigned_to from leads where ticket_id = $1 for update", [ticketId]);
    if (!lead) return false;
    if (lead.handling !== change.handling || lead.assigned_to !== change.assignedTo) {
      await query("update leads set handling = $2, assigned_to = $3, handled_by = $4, handled_at = $5 where ticket_id = $1", [ticketId, change.handling, change.assignedTo, by, now]);
    }
    if (change.note) await query("insert into lead_notes (ticket_id, author, body, created_at) values ($1, $2, $3, $4)", [ticketId, by, change.note, now]);
    return true;
  });
}
