import { orderColumns, type OrderRow, type OrderStatus } from "../payments/orderStore.js";
import type { Store } from "../store/openStore.js";
import { anywhere, mobileDigits, searchConditions, SqlParams, type ListingSearch } from "./listingSearch.js";

/** The states an order has (migrations/006_payments.sql), in the order the search form offers them. */
export const orderStatuses: readonly OrderStatus[] = ["created", "attempted", "paid"];
export type OrderSearch = ListingSearch<OrderStatus>;

/**
 * The orders a search finds (listingSearch.ts), newest first, at most `limit`: its text in the receipt, the provider's
 * order id, the payment id, the lead's ticket, or the buyer's name or email, in any case, or by its digits in the
 * buyer's mobile number; the days by when the order was made.
 */
export async function findOrders(store: Store, search: OrderSearch, limit: number, timeZone: string): Promise<OrderRow[]> {
  const params = new SqlParams();
  const textFound = (text: string, p: SqlParams) => {
    const like = `lower(${p.add(anywhere(text))})`;
    const digits = mobileDigits(text);
    const columns = ["receipt", "provider_order_id", "coalesce(payment_id, '')", "coalesce(ticket_id, '')", "coalesce(contact->>'name', '')", "coalesce(contact->>'email', '')"];
    return [...columns.map((c) => `lower(${c}) like ${like}`), ...(digits ? [`coalesce(contact->>'mobile', '') like ${p.add(anywhere(digits))}`] : [])].join(" or ");
  };
  const where = searchConditions(search, params, { textFound, serviceColumn: "service_id", statusColumn: "status", timeColumn: "created_at", timeZone });
  return store.query<OrderRow>(`select ${orderColumns} from orders${where.length ? ` where ${where.join(" and ")}` : ""} order by created_at desc, id desc limit ${params.add(limit)}`, params.values);
}
