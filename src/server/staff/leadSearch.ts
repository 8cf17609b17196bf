import type { LeadRow } from "../leads/leadStore.js";
import type { Store } from "../store/openStore.js";
import { anywhere, mobileDigits, searchConditions, SqlParams, type ListingSearch } from "./listingSearch.js";

/** The statuses a lead has (migrations/004_leads.sql), in the order the search form offers them. */
export const leadStatuses = ["new", "suspect", "verified"] as const;
export type LeadSearch = ListingSearch<(typeof leadStatuses)[number]>;

/**
 * The leads a search finds (listingSearch.ts), newest first, at most `limit`: its text in the lead's name, email or
 * ticket in any case, or by its digits in the mobile number; the days by when the lead was received.
 */
export async function findLeads(store: Store, search: LeadSearch, limit: number, timeZone: string): Promise<LeadRow[]> {
  const params = new SqlParams();
  const textFound = (text: string, p: SqlParams) => {
    const like = `lower(${p.add(anywhere(text))})`;
    const digits = mobileDigits(text);
    return [`lower(coalesce(name, '')) like ${like}`, `coalesce(email, '') like ${like}`, `lower(ticket_id) like ${like}`, ...(digits ? [`coalesce(mobile, '') like ${p.add(anywhere(digits))}`] : [])].join(" or ");
  };
  const where = searchConditions(search, params, { textFound, serviceColumn: "service_id", statusColumn: "status", timeColumn: "created_at", timeZone });
  return store.query<LeadRow>(`select * from leads${where.length ? ` where ${where.join(" and ")}` : ""} order by created_at desc, id desc limit ${params.add(limit)}`, params.values);
}
