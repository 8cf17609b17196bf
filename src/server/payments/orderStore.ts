import type { ApiPaymentsContact, ApiPaymentsPaidOrder } from "../../contract/types.js";
import type { PlanPrice } from "../../rules/planPrice.js";
import type { Store } from "../store/openStore.js";

export type OrderStatus = ApiPaymentsPaidOrder["orderStatus"];

export interface OrderRow {
  receipt: string;
  provider: "embedded" | "razorpay";
  provider_order_id: string;
  plan_id: string;
  plan_name: string;
  service_id: number;
  service_name: string;
  amount_paise: number;
  currency: string;
  price: PlanPrice;
  contact: ApiPaymentsContact;
  ticket_id: string | null;
  /** The cart link it was made through (payments/cartLinkOrders.ts), as its key's SHA-256. */
  magic_key_hash: string | null;
  status: OrderStatus;
  payment_id: string | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type NewOrder = Omit<OrderRow, "status" | "payment_id" | "paid_at" | "created_at" | "updated_at">;

export const orderColumns = "receipt, provider, provider_order_id, plan_id, plan_name, service_id, service_name, amount_paise, currency, price, contact, ticket_id, magic_key_hash, status, payment_id, paid_at, created_at, updated_at";

/** The next receipt number: the prefix and the order's number in at least six digits (VDH-000123). Numbers a failed order took are not reused. */
export async function nextReceipt(store: Store, prefix: string): Promise<string> {
  const [row] = await store.query<{ n: string }>("select nextval('order_receipt_numbers')::text as n");
  return prefix + row.n.padStart(6, "0");
}

/**
 * Writes a new order (status created) in a transaction, before its payment parameters are answered. `instead` runs
 * first in the same transaction (a cart link's paid or open order, payments/cartLinkOrders.ts): what it gives is
 * answered and nothing is written; else the answer is "inserted".
 */
export async function insertOrder<T>(store: Store, order: NewOrder, at: Date, instead?: (query: Store["query"]) => Promise<T | undefined>): Promise<T | "inserted"> {
  return store.transaction(async (query) => {
    const other = instead && (await instead(query));
    if (other !== undefined) return other;
    await query(
      `insert into orders (receipt, provider, provider_order_id, plan_id, plan_name, service_id, service_name, amount_paise, currency, price, contact, ticket_id, magic_key_hash, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'created', $14, $14)`,
      [order.receipt, order.provider, order.provider_order_id, order.plan_id, order.plan_name, order.service_id, order.service_name, order.amount_paise, order.currency, JSON.stringify(order.price), JSON.stringify(order.contact), order.ticket_id, order.magic_key_hash, at],
    );
    return "inserted" as const;
  });
}

export async function findOrder(store: Store, providerOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await store.query<OrderRow>(`select ${orderColumns} from orders where provider_order_id = $1`, [providerOrderId]);
  return row;
}

/** The latest orders, newest first (the payments page and npm run payments). */
export const latestOrders = (store: Store, limit: number) => store.query<OrderRow>(`select ${orderColumns} from orders order by created_at desc, id desc limit $1`, [limit]);

/** An order as the receipt page and the success callback read it. */
export function orderState(row: OrderRow): ApiPaymentsPaidOrder {
  return {
    orderId: row.provider_order_id,
    receipt: row.receipt,
    orderStatus: row.status,
    amount: row.amount_paise,
    currency: row.currency as ApiPaymentsPaidOrder["currency"],
    planId: row.plan_id,
    planName: row.plan_name,
    serviceName: row.service_name,
    ...(row.payment_id ? { paymentId: row.payment_id } : {}),
    ...(row.paid_at ? { paidAt: row.paid_at.toISOString() } : {}),
  };
}

/**
 * Gives an open order (created or attempted) the contact of the request answered with it again, and returns it; nothing
 * when it is no longer open (a status call or a webhook, which hold only the order's row, paid it since it was looked up).
 */
export async function reopenOrder(query: Store["query"], providerOrderId: string, contact: OrderRow["contact"], at: Date): Promise<OrderRow | undefined> {
  const [row] = await query<OrderRow>(`update orders set contact = $2, updated_at = $3 where provider_order_id = $1 and status in ('created', 'attempted') returning ${orderColumns}`, [
    providerOrderId,
    JSON.stringify(contact),
    at,
  ]);
  return row;
}
