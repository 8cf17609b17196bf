import type { Store } from "../store/openStore.js";
import { orderColumns, type OrderRow } from "./orderStore.js";

/**
 * The order of a cart link: a customer who opens the link in their email twice must not be charged twice.
 *
 * A cart link (magic_keys) names a plan, what is known of the visitor and their lead's ticket. An order made with
 * the link's key for the link's plan is an order "through" the link: it keeps the key's SHA-256 in
 * orders.magic_key_hash (and the ticket while the link is valid). The link's order is the first paid order made
 * through it. Once there is one, the link shows that order's receipt instead of 'Pay now', no order is made through
 * it any more (POST /api/payments/orders answers 409), and the embedded gateway captures no other order of it (an
 * order opened in a second tab before the first was paid). Several unpaid orders may exist meanwhile (a payment
 * window closed, a retry): each is only a price, nothing is charged until one is captured.
 *
 * Buying the plan again is deliberate: the cart's 'Start a new order' sends newOrder, and that order keeps the
 * link's ticket but is not made through the link, so the link goes on showing its first receipt.
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
