import type { FastifyPluginAsync } from "fastify";
import type { ApiPaymentsWebhookEvent } from "../../contract/types.js";
import { applyPaymentEvent, type OrderChange } from "./paymentEvents.js";
import { sameSignature, webhookSignature } from "./paymentSignature.js";
import type { PaymentProvider } from "./provider.js";
import { maxBodyDepth } from "../input/edgeInput.js";
import { nestsDeeperThan } from "../input/jsonDepth.js";
import { escapeUnstorable, firstTextProblem } from "../input/unstorableText.js";
import { noStore } from "../http/noStore.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

/** Where the provider sends its events (and the embedded gateway its own). */
export const webhookPath = api.razorpayWebhookPath;

/** What each provider event does to its order; any other event is recorded and acknowledged. */
const eventChanges: Record<string, OrderChange> = { "payment.captured": "paid", "order.paid": "paid", "payment.failed": "attempted" };

/** An entity of the event's payload (payload.payment.entity, payload.order.entity), its fields unchecked until read. */
const entity = (payload: object, name: string) => ((payload as Record<string, { entity?: Record<string, unknown> } | undefined>)[name]?.entity ?? {}) as Record<string, unknown>;
// Escaped, so that a text no store keeps (U+0000, a lone surrogate: see input/unstorableText.ts) is recorded, never refused.
const text = (v: unknown) => (typeof v === "string" ? escapeUnstorable(v) : undefined);
const whole = (v: unknown) => (Number.isInteger(v) ? (v as number) : undefined);

/**
 * POST /api/razorpay/webhook: the provider's word on a payment, so that one whose browser closed before the status
 * call is not lost. The raw body is kept as sent (this plugin's own body parser): its X-Razorpay-Signature, HMAC-SHA256
 * with the webhook secret, is checked before the body is even parsed, and a missing or wrong one is 400 with nothing
 * changed. An event id (x-razorpay-event-id) seen before changes nothing; an unknown order or event is 200 and logged.
 */
export const paymentsWebhookRoute: FastifyPluginAsync<StoreRouteDeps & { provider: PaymentProvider }> = async (app, { store, documents, now, provider }) => {
  noStore(app);
  const rawBodies = new WeakMap<object, string>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (request, body, done) => {
    const words = documents.messages.server.payments;
    const refused = (message: string) => done(Object.assign(new Error(message), { statusCode: 400 }), undefined);
    if (!sameSignature(request.headers["x-razorpay-signature"], webhookSignature(body as string, provider.webhookSecret))) return refused(words.webhookSignatureNotValid);
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      refused(words.webhookNotJson);
    }
  });

  app.post<{ Body: ApiPaymentsWebhookEvent }>(webhookPath, { schema: requestSchema("razorpayWebhook"), bodyLimit: 256 * 1024 }, async (request) => {
    const { event, payload } = request.body;
    // A signed event is never refused for what it holds (the edge's rule for visitors, input/edgeInput.ts, is not
    // applied here): one the store cannot keep as parsed JSON is recorded as its raw text, which stores as it is.
    const raw = rawBodies.get(request) ?? "";
    const storable = !nestsDeeperThan(raw, maxBodyDepth) && !firstTextProblem(request.body, "body");
    const payment = entity(payload, "payment");
    const order = entity(payload, "order");
    const eventId = text(request.headers["x-razorpay-event-id"]);
    const { outcome, order: row } = await applyPaymentEvent(store, {
      providerOrderId: text(payment.order_id) ?? text(order.id),
      source: "webhook",
      event: escapeUnstorable(event),
      providerEventId: eventId,
      paymentId: text(payment.id),
      detail: storable ? request.body : { raw },
      change: eventChanges[event] ?? "none",
      amountPaise: whole(payment.amount) ?? whole(order.amount_paid) ?? null,
      at: now(),
    });
    const facts = { event, eventId, orderId: row?.provider_order_id, paymentId: text(payment.id), outcome };
    if (outcome === "amount-mismatch" || outcome === "other-payment" || outcome === "unknown-order" || outcome === "no-payment") request.log.warn(facts, "webhook changed nothing");
    else request.log.info(facts, "webhook");
    return { status: true };
  });
};
