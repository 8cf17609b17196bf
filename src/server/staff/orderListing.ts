import { formatInTimeZone } from "date-fns-tz";
import type { MessagesDocument } from "../../documents/types.js";
import { formatRupees } from "../../lib/rupees.js";
import { textListing, type ListingColumns } from "../html/listingTable.js";
import type { OrderRow } from "../payments/orderStore.js";

type PaymentWords = MessagesDocument["server"]["payments"];
/** An order's state in words: the receipt's own (messages cart.receipt.states), so staff and customers read the same. */
type StateWords = MessagesDocument["cart"]["receipt"]["states"];

/**
 * The columns of the payments page and npm run payments, dates in the payments' time zone (constants payment.timeZone),
 * states in the receipt's words. The receipt number comes first: it names each row.
 */
export function orderColumns(words: PaymentWords, timeZone: string, states: StateWords): ListingColumns<OrderRow> {
  const h = words.columns;
  const when = (d: Date | null) => (d ? formatInTimeZone(d, timeZone, "yyyy-MM-dd HH:mm") : "");
  return [
    [h.receipt, (r) => r.receipt],
    [h.created, (r) => when(r.created_at)],
    [h.service, (r) => r.service_name],
    [h.plan, (r) => r.plan_name],
    [h.amount, (r) => formatRupees(r.amount_paise)],
    [h.name, (r) => r.contact.name],
    [h.email, (r) => r.contact.email],
    [h.mobile, (r) => r.contact.mobile],
    [h.state, (r) => states[r.status]],
    [h.paymentId, (r) => r.payment_id ?? ""],
    [h.paidAt, (r) => when(r.paid_at)],
  ];
}

/** An order for `?format=json` and `npm run payments -- --json`: everything the store keeps of it. */
export function orderForListing(r: OrderRow) {
  return {
    receipt: r.receipt,
    orderId: r.provider_order_id,
    provider: r.provider,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    serviceId: r.service_id,
    serviceName: r.service_name,
    planId: r.plan_id,
    planName: r.plan_name,
    amountPaise: r.amount_paise,
    currency: r.currency,
    price: r.price,
    name: r.contact.name,
    email: r.contact.email,
    mobileNumber: r.contact.mobile,
    ticketId: r.ticket_id,
    paymentId: r.payment_id,
    paidAt: r.paid_at?.toISOString() ?? null,
  };
}

/** The orders as a plain-text table (the payments page's columns), or as JSON. */
export function formatOrders(rows: OrderRow[], options: { json: boolean; words: PaymentWords; timeZone: string; states: StateWords }): string {
  if (options.json) return JSON.stringify(rows.map(orderForListing), null, 2);
  return rows.length ? textListing(orderColumns(options.words, options.timeZone, options.states), rows) : options.words.adminNoOrders;
}
