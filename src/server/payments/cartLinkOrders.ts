import type { Store } from "../store/openStore.js";
import { orderColumns, reopenOrder, type OrderRow } from "./orderStore.js";

/**
 * The order of a cart link: a customer who opens the link in their email twice must not be charged twice.
 *
 * A cart link (magic_keys) names a plan, what is known of the visitor and their lead's ticket. An order made with
 * the link's key for the link's plan is an order "through" the link: it keeps the key's SHA-256 in
 * orders.magic_key_hash (and the ticket while the link is valid). The link's order is the first paid order made
 * through it. Once there is one, the link shows that order's receipt instead of 'Pay now', no order is made through
 * it any more (POST /api/payments/orders answers 409), and the embedded gateway captures no other order of it.
 *
 * Until then a link has one open order (created or attempted) at its price: 'Pay now' again (a payment window closed,
 * a retry, the link opened in a second tab, twenty clicks at once) answers that same order, as Razorpay expects a
 * retry to be made, and a provider order is paid once. Two open orders of one link would be two orders the
 * provider can each take money for: Razorpay captures a payment itself, so the gateway's refusal above cannot hold
 * for it. A second open order is made only when the link's price changed (a publish of the plans) since the first.
 *
 * Buying the plan again is deliberate: the cart's 'Start a new order' sends newOrder, and that order keeps the
 * link's ticket but is not made through the link, so the link goes on showing its first receipt; it is the buyer's
 * open order without a link (openOrders.ts), answered again while it is open.
 *
 * Everything that decides on a link's paid order runs in a transaction holding the link's row (lockCartLink), so a
 * new order and a capture of the same link are serialised on both stores.
 */
type Query = Store["query"];

/** Holds the link's row until the transaction ends (PostgreSQL: select … for update; PGlite runs one transaction at a time). */
export async function lockCartLink(query: Query, keyHash: string): Promise<void> {
  await query("select key_hash from magic_keys where key_hash = $1 for update", [keyHash]);
}

/** The link's order: the first paid order made through it, if any. */
export async function paidOrderOfLink(query: Query, keyHash: string): Promise<OrderRow | undefined> {
  const [row] = await query<OrderRow>(`select ${orderColumns} from orders where magic_key_hash = $1 and status = 'paid' order by paid_at, id limit 1`, [keyHash]);
  return row;
}

/** Inside a transaction: holds the link and tells whether its order is paid (then nothing more is made or captured through it). */
export async function cartLinkPaid(query: Query, keyHash: string): Promise<boolean> {
  await lockCartLink(query, keyHash);
  return (await paidOrderOfLink(query, keyHash)) !== undefined;
}

/** The link's open order at this amount (created or attempted, not paid), the newest if several: what 'Pay now' answers again. */
export async function openOrderOfLink(query: Query, keyHash: string, amountPaise: number): Promise<OrderRow | undefined> {
  const [row] = await query<OrderRow>(
    `select ${orderColumns} from orders where magic_key_hash = $1 and status in ('created', 'attempted') and amount_paise = $2 order by created_at desc, id desc limit 1`,
    [keyHash, amountPaise],
  );
  return row;
}

/**
 * Inside a transaction, the link held: "paid" when the link's order is paid; else its open order at this amount, given
 * the contact of this request (the latest to ask to pay it: the receipt's and the payments page's); else nothing (an
 * order may be made).
 */
export async function linkOrderNow(query: Query, keyHash: string, amountPaise: number, contact: OrderRow["contact"], at: Date): Promise<"paid" | OrderRow | undefined> {
  if (await cartLinkPaid(query, keyHash)) return "paid";
  const open = await openOrderOfLink(query, keyHash, amountPaise);
  if (!open) return undefined;
  // Still open as it is written (orderStore.ts reopenOrder); else Razorpay's status call or webhook, which hold the
  // order's row and not the link, paid it since: the link's order is paid.
  const row = await reopenOrder(query, open.provider_order_id, contact, at);
  return row ?? ((await paidOrderOfLink(query, keyHash)) ? "paid" : undefined);
}
