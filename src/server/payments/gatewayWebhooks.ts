import type { OrderRow } from "./orderStore.js";
import { webhookSignature } from "./paymentSignature.js";
import { providerId } from "./providerIds.js";

/** One webhook the embedded gateway sends, as Razorpay would: the raw body, its signature and its event id. */
export interface GatewayWebhook {
  body: string;
  signature: string;
  eventId: string;
}

/** A payment of the embedded gateway, as its webhooks describe it. */
export interface GatewayPayment {
  paymentId: string;
  method: string;
  captured: boolean;
  at: Date;
  error?: { code: string; description: string; reason: string };
}

/**
 * The webhooks Razorpay sends after a payment, in its event shape: payment.captured and order.paid for a captured
 * payment, payment.failed for a failed one, each signed with the webhook secret and with an event id of its own.
 */
export function gatewayWebhooks(order: OrderRow, payment: GatewayPayment, webhookSecret: string): GatewayWebhook[] {
  const createdAt = Math.floor(payment.at.getTime() / 1000);
  const paymentEntity = {
    id: payment.paymentId,
    entity: "payment",
    amount: order.amount_paise,
    currency: order.currency,
    status: payment.captured ? "captured" : "failed",
    order_id: order.provider_order_id,
    method: payment.method,
    captured: payment.captured,
    email: order.contact.email,
    contact: order.contact.mobile,
    error_code: payment.error?.code ?? null,
    error_description: payment.error?.description ?? null,
    error_reason: payment.error?.reason ?? null,
    created_at: createdAt,
  };
  const orderEntity = { id: order.provider_order_id, entity: "order", amount: order.amount_paise, amount_paid: order.amount_paise, amount_due: 0, currency: order.currency, receipt: order.receipt, status: "paid", created_at: Math.floor(order.created_at.getTime() / 1000) };
  const events = payment.captured
    ? [
        { event: "payment.captured", contains: ["payment"], payload: { payment: { entity: paymentEntity } } },
        { event: "order.paid", contains: ["payment", "order"], payload: { payment: { entity: paymentEntity }, order: { entity: orderEntity } } },
      ]
    : [{ event: "payment.failed", contains: ["payment"], payload: { payment: { entity: paymentEntity } } }];
  return events.map((e) => {
    const body = JSON.stringify({ entity: "event", account_id: "acc_embedded", ...e, created_at: createdAt });
    return { body, signature: webhookSignature(body, webhookSecret), eventId: providerId("evt_") };
  });
}
