import type { Store } from "../store/openStore.js";
import { orderColumns, type OrderRow } from "./orderStore.js";

/** What an event asks of its order: to be paid, to be marked attempted (a payment failed), or nothing (recorded only). */
export type OrderChange = "paid" | "attempted" | "none";

/** One thing the browser's status call, the provider's webhook or the embedded gateway said about an order. */
export interface PaymentEvent {
  providerOrderId: string | undefined;
  source: "status" | "webhook" | "gateway";
  event: string;
  /** A webhook's event id: an event seen before changes nothing. */
  providerEventId?: string;
  paymentId?: string;
  detail: unknown;
  change: OrderChange;
  /** For "paid": what the payment captured (null: the event did not say, which changes nothing); another amount than the order's changes nothing. Left out when a signed success response stands for the amount. */
  amountPaise?: number | null;
  at: Date;
}

/** "no-payment": a "paid" event that names no payment (a malformed signed webhook), which cannot pay an order. */
export type EventOutcome = "unknown-order" | "replay" | "paid" | "already-paid" | "other-payment" | "amount-mismatch" | "no-payment" | "attempted" | "unchanged";

/**
 * Records the event and applies it to its order in one transaction, the order's row locked, so that the status call
 * and the webhook racing for the same payment make one change. Idempotent: the same payment for a paid order is
 * "already-paid"; a different one is "other-payment" and changes nothing; a failure never unpays an order.
 */
export function applyPaymentEvent(store: Store, e: PaymentEvent): Promise<{ outcome: EventOutcome; order?: OrderRow }> {
  return store.transaction((query) => applyPaymentEventIn(query, e));
}

/** applyPaymentEvent inside a transaction already open (the embedded gateway's capture, payments/gatewayCapture.ts). */
export async function applyPaymentEventIn(query: Store["query"], e: PaymentEvent): Promise<{ outcome: EventOutcome; order?: OrderRow }> {
  const [order] = e.providerOrderId ? await query<OrderRow & { id: string }>(`select id::text as id, ${orderColumns} from orders where provider_order_id = $1 for update`, [e.providerOrderId]) : [];
  const recorded = await query(
    `insert into payment_events (order_id, source, event, provider_event_id, payment_id, detail, at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (provider_event_id) do nothing returning id`,
    [order?.id ?? null, e.source, e.event, e.providerEventId ?? null, e.paymentId ?? null, JSON.stringify(e.detail ?? {}), e.at],
  );
  if (recorded.length === 0) return { outcome: "replay", order };
  if (!order) return { outcome: "unknown-order" };
  const update = async (set: string, params: unknown[]) => (await query<OrderRow>(`update orders set ${set}, updated_at = $2 where id = $1 returning ${orderColumns}`, [order.id, e.at, ...params]))[0];
  if (e.change === "paid") {
    if (!e.paymentId) return { outcome: "no-payment", order };
    if (order.status === "paid") return { outcome: order.payment_id === e.paymentId ? "already-paid" : "other-payment", order };
    if (e.amountPaise !== undefined && e.amountPaise !== order.amount_paise) return { outcome: "amount-mismatch", order };
    return { outcome: "paid", order: await update("status = 'paid', payment_id = $3, paid_at = $2", [e.paymentId]) };
  }
  if (e.change === "attempted" && order.status === "created") return { outcome: "attempted", order: await update("status = 'attempted'", []) };
  return { outcome: "unchanged", order };
}
