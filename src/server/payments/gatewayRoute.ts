import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ApiEmbeddedCheckoutPayBody, ApiEmbeddedCheckoutSuccessResponse } from "../../contract/types.js";
import { refuseDetailed } from "../errorAnswer.js";
import { fill } from "../../lib/fill.js";
import { failureResponse, testPaymentFailure } from "./gatewayOutcomes.js";
import { gatewayWebhooks, type GatewayWebhook } from "./gatewayWebhooks.js";
import { takeGatewayPayment } from "./gatewayCapture.js";
import { paymentSignature } from "./paymentSignature.js";
import type { PaymentProvider } from "./provider.js";
import { providerId } from "./providerIds.js";
import { noStore } from "../http/noStore.js";
import { webhookPath } from "./webhookRoute.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

/**
 * POST /api/embedded-checkout/payments: the embedded provider's payment gateway, which the embedded checkout calls
 * as Razorpay's checkout calls Razorpay. It takes the test inputs of Razorpay's test mode (payments/gatewayOutcomes.ts)
 * and charges the order's stored amount, whatever the checkout was opened with; it captures the payment and marks the
 * order paid in one transaction (payments/gatewayCapture.ts), so a paid order is 409 and charged nothing. Success:
 * Razorpay's success response, signed with the key secret exactly as Razorpay signs it. Failure: the order is attempted, 400 with Razorpay's error
 * object. After answering, it sends our own webhook route the events Razorpay would send, with real signatures and
 * event ids, so that the status call and the webhook race as they do with Razorpay. With the razorpay provider the
 * route answers as if it did not exist (it is registered either way, so its address limit always has a route).
 */
export const paymentsGatewayRoute: FastifyPluginAsync<StoreRouteDeps & { provider: PaymentProvider }> = async (app, { store, documents, now, provider }) => {
  const pending = new WeakMap<FastifyRequest, GatewayWebhook[]>();
  const deliveries = new Set<Promise<unknown>>();
  noStore(app);

  app.addHook("onResponse", async (request) => {
    const webhooks = pending.get(request);
    if (!webhooks) return;
    const delivery = (async () => {
      for (const w of webhooks) {
        const answer = await app.inject({ method: "POST", url: webhookPath, payload: w.body, headers: { "content-type": "application/json", "x-razorpay-signature": w.signature, "x-razorpay-event-id": w.eventId } });
        if (answer.statusCode !== 200) request.log.error({ statusCode: answer.statusCode, eventId: w.eventId }, "the embedded gateway's webhook was refused");
      }
    })().catch((e: unknown) => request.log.error(e, "the embedded gateway's webhook could not be delivered"));
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  });
  // A closing server first lets the webhooks already under way arrive.
  app.addHook("preClose", async () => void (await Promise.all(deliveries)));

  app.post<{ Body: ApiEmbeddedCheckoutPayBody }>(
    api.embeddedCheckoutPaymentsPath,
    { schema: requestSchema("embeddedCheckoutPayments"), bodyLimit: 4096, config: { refusalShape: "detailed" } },
    async (request, reply) => {
      // The rules and words as they are now: a publish applies without a restart.
      const { constants, messages } = documents;
      const words = messages.server.payments;
      if (provider.kind !== "embedded") return refuseDetailed(reply, 404, fill(messages.server.noApiRoute, { method: request.method, path: request.url }));
      const payment = request.body;
      if (payment.key_id !== provider.keyId) return refuseDetailed(reply, 400, words.keyNotValid);
      const at = now();
      const why = testPaymentFailure(payment, { hiddenBanks: constants.payment.hiddenNetbankingBanks, apps: constants.payment.highlightedMethods, now: at });
      const paymentId = providerId("pay_");
      const ids = { order_id: payment.order_id, payment_id: paymentId };
      const failure = why && failureResponse(why, words.failures, ids);
      // Checked and written under the order's lock (payments/gatewayCapture.ts): a paid order is refused before any money moves.
      const taken = await takeGatewayPayment(store, { providerOrderId: payment.order_id, paymentId, method: payment.method, cardLast4: payment.method === "card" ? payment.card.number.slice(-4) : null, failed: why, at });
      if (taken.outcome === "unknown-order") return refuseDetailed(reply, 404, fill(words.orderNotFound, { orderId: payment.order_id }));
      if (taken.outcome === "already-paid") return refuseDetailed(reply, 409, words.alreadyPaid);
      if (taken.outcome === "link-paid") return refuseDetailed(reply, 409, words.linkAlreadyPaid);
      const { order } = taken;
      pending.set(request, gatewayWebhooks(order, { paymentId, method: payment.method, captured: !failure, at, error: failure && { code: failure.error.code, description: failure.error.description, reason: failure.error.reason } }, provider.webhookSecret));
      request.log.info({ orderId: order.provider_order_id, paymentId, method: payment.method, failed: why ?? false }, "embedded gateway payment");
      if (failure) return reply.code(400).send(failure);
      return { razorpay_payment_id: paymentId, razorpay_order_id: order.provider_order_id, razorpay_signature: paymentSignature(order.provider_order_id, paymentId, provider.keySecret) } satisfies ApiEmbeddedCheckoutSuccessResponse;
    },
  );
};
