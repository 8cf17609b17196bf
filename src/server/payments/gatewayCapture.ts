import type { Store } from "../store/openStore.js";
import { cartLinkPaid } from "./cartLinkOrders.js";
import { orderColumns, type OrderRow } from "./orderStore.js";
import { applyPaymentEventIn } from "./paymentEvents.js";

/** One payment the embedded gateway takes: captured unless `failed` says why not. */
export interface GatewayCharge {
  providerOrderId: string;
  paymentId: string;
  method: string;
  cardLast4: string | null;
  /** Why the test payment failed (payments/gatewayOutcomes.ts), or undefined when it is captured. */
  failed: string | undefined;
  at: Date;
}

export type ChargeOutcome = { outcome: "unknown-order" } | { outcome: "already-paid" } | { outcome: "link-paid" } | { outcome: "taken"; order: OrderRow };

/**
 * Takes a payment of the embedded gateway in one transaction that holds the order's row (select … for update), and
 * the row of the cart link it was made through: the gateway's payment row, its event and the order's new state
 * (paid with this payment, or attempted) are written together. An order that is paid, or whose cart link's order
 * is paid (payments/cartLinkOrders.ts), is refused before any payment row is written, so no money moves twice:
 * checking "paid" and then capturing outside the lock let 20 parallel payments of one order all be captured on
 * PostgreSQL (tests/unit/payments/paymentsOnce.test.ts). The unique gateway_payments.captured_order_id (migration 009) backs this up.
 */
export function takeGatewayPayment(store: Store, charge: GatewayCharge): Promise<ChargeOutcome> {
  return store.transaction(async (query) => {
    const [order] = await query<OrderRow & { id: string }>(`select id::text as id, ${orderColumns} from orders where provider_order_id = $1 for update`, [charge.providerOrderId]);
    if (!order) return { outcome: "unknown-order" };
    if (order.status === "paid") return { outcome: "already-paid" };
    if (order.magic_key_hash && (await cartLinkPaid(query, order.magic_key_hash))) return { outcome: "link-paid" };
    await query(
      `insert into gateway_payments (payment_id, order_id, method, status, amount_paise, card_last4, created_at, captured_order_id) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [charge.paymentId, order.id, charge.method, charge.failed ? "failed" : "captured", order.amount_paise, charge.cardLast4, charge.at, charge.failed ? null : order.id],
    );
    await applyPaymentEventIn(query, {
      providerOrderId: order.provider_order_id,
      source: "gateway",
      event: charge.failed ? "payment.failed" : "payment.captured",
      paymentId: charge.paymentId,
      detail: { method: charge.method, why: charge.failed ?? null },
      change: charge.failed ? "attempted" : "paid",
      at: charge.at,
    });
    return { outcome: "taken", order };
  });
}
