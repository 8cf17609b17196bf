import type { Store } from "../store/openStore.js";
import { orderColumns, reopenOrder, type OrderRow } from "./orderStore.js";

/**
 * A plain cart's open order: a visitor who opens the cart in two tabs, or presses 'Pay now' again after closing the
 * payment window, must not hold two orders that can each be paid.
 *
 * Without a cart link there is no row to hold (payments/cartLinkOrders.ts does that for a link), so the buyer is: the
 * plan, the contact's email (in lower case) and mobile number. While the buyer has an open order (created or
 * attempted) of the plan at today's price, made without a link, 'Pay now' answers that order again with the name given
 * last, and the provider is asked for no other. Buying the plan twice stays possible: once the open order is paid, the
 * next 'Pay now' makes a new one. An order at another price (a publish changed the plan's) is not answered again.
 * 'Start a new order' (newOrder, beside a paid cart link's order) is such an order too: pressed, then 'Pay now' twice,
 * it holds one order.
 *
 * Held by a transaction-scoped advisory lock on the buyer, so that twenty presses at once, on one process or several
 * on one PostgreSQL, make one order (PGlite runs one transaction at a time).
 */
type Query = Store["query"];
export type Buyer = { planId: string; amountPaise: number; contact: OrderRow["contact"] };

const buyerKey = ({ planId, contact }: Buyer) => JSON.stringify(["open-order", planId, contact.email.toLowerCase(), contact.mobile]);

/** Inside a transaction: holds the buyer, and answers their open order of the plan at this price (given this contact), if any. */
export async function openPlainOrderNow(query: Query, buyer: Buyer, at: Date): Promise<OrderRow | undefined> {
  await query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [buyerKey(buyer)]);
  const [open] = await query<OrderRow>(
    `select ${orderColumns} from orders
      where magic_key_hash is null and status in ('created', 'attempted') and plan_id = $1 and lower(contact->>'email') = $2 and contact->>'mobile' = $3 and amount_paise = $4
      order by created_at desc, id desc limit 1`,
    [buyer.planId, buyer.contact.email.toLowerCase(), buyer.contact.mobile, buyer.amountPaise],
  );
  if (!open) return undefined;
  // Still open as it is written, or a new order is made (orderStore.ts reopenOrder).
  return reopenOrder(query, open.provider_order_id, buyer.contact, at);
}
