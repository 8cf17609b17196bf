import { formatInTimeZone } from "date-fns-tz";
import type { ApiPaymentsOrderStateAnswer } from "../../../contract/types.js";
import type { JsonAnswer } from "../../../api/httpTypes.js";
import { formatRupees } from "../../../lib/rupees.js";
import type { CartMessages } from "../words.js";

/** The receipt's lines, or the sentence to show instead. */
export type ReceiptView = { kind: "loading" } | { kind: "message"; text: string } | { kind: "receipt"; lines: { label: string; value: string }[]; paid: boolean };

/** The order id of the address (?order=), if any. */
export const orderOf = (search: string): string | null => new URLSearchParams(search).get("order");

const strings = (...v: unknown[]) => v.every((s) => typeof s == "string");

/** The receipt of the server's answer: each line in words, the amount in rupees, the payment time in the site's zone (constants.payment.timeZone). */
export function receiptView(answer: JsonAnswer<ApiPaymentsOrderStateAnswer>, m: CartMessages["receipt"], timeZone: string): ReceiptView {
  if (!answer.ok || !answer.body.status) return { kind: "message", text: answer.status === 404 || answer.status === 400 ? m.noOrder : m.failed };
  const order = answer.body.data;
  // What is drawn, checked as it is read: a 2xx without it (a proxy's `{ "status": true }`, a field missing or of another
  // kind, an unknown state, a paidAt that is no date, on which formatInTimeZone throws) is the failure's message, never
  // "Loading…" forever.
  if (!order || typeof order.amount != "number" || !strings(order.receipt, order.serviceName, order.planName, m.states[order.orderStatus], order.paymentId ?? "") || (order.paidAt && isNaN(Date.parse(order.paidAt))))
    return { kind: "message", text: m.failed };
  const lines = [
    { label: m.receiptNumber, value: order.receipt },
    { label: m.service, value: order.serviceName },
    { label: m.plan, value: order.planName },
    { label: m.amount, value: formatRupees(order.amount) },
    { label: m.state, value: m.states[order.orderStatus] },
  ];
  if (order.paidAt) lines.push({ label: m.paidAt, value: formatInTimeZone(new Date(order.paidAt), timeZone, m.paidAtFormat) });
  // The provider's id of the payment (pay_…): what a customer quotes to support.
  if (order.paymentId) lines.push({ label: m.paymentId, value: order.paymentId });
  return { kind: "receipt", lines, paid: order.orderStatus === "paid" };
}
