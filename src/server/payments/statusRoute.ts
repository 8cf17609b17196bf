import type { FastifyPluginAsync } from "fastify";
import type { ApiPaymentsStatusAnswer, ApiPaymentsStatusBody } from "../../contract/types.js";
import { refuseDetailed } from "../errorAnswer.js";
import { fill } from "../../lib/fill.js";
import { findOrder, orderState } from "./orderStore.js";
import { applyPaymentEvent } from "./paymentEvents.js";
import { paymentSignature, sameSignature } from "./paymentSignature.js";
import type { PaymentProvider } from "./provider.js";
import { noStore } from "../http/noStore.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

/**
 * POST /api/razorpay/status (the provider's name in the path, as the checkout's contract has it): the checkout's success response, checked
 * before anything changes. Its signature must be HMAC-SHA256 of '<our stored order id>|<payment id>' with the key
 * secret: a forged one, or one of another payment or order, is 400 and the order stays as it was. A right one marks
 * the order paid; the same payment again gets the same answer; a different payment for a paid order is 409. Every
 * call is recorded in payment_events.
 */
export const paymentsStatusRoute: FastifyPluginAsync<StoreRouteDeps & { provider: PaymentProvider }> = async (app, { store, documents, now, provider }) => {
  noStore(app);
  app.post<{ Body: ApiPaymentsStatusBody }>(
    api.paymentStatusPath,
    { schema: requestSchema("paymentStatus"), bodyLimit: 4096, config: { refusalShape: "detailed" } },
    async (request, reply) => {
      const words = documents.messages.server.payments;
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      const order = await findOrder(store, orderId);
      if (!order) return refuseDetailed(reply, 404, fill(words.orderNotFound, { orderId }));
      const verified = sameSignature(signature, paymentSignature(order.provider_order_id, paymentId, provider.keySecret));
      const event = { providerOrderId: orderId, source: "status" as const, paymentId, detail: request.body, at: now() };
      if (!verified) {
        await applyPaymentEvent(store, { ...event, event: "signature.mismatch", change: "none" });
        request.log.warn({ orderId, paymentId }, "payment status refused: the signature does not match");
        return refuseDetailed(reply, 400, words.signatureNotValid);
      }
      const { outcome, order: after } = await applyPaymentEvent(store, { ...event, event: "payment.verified", change: "paid" });
      if (outcome === "other-payment") {
        request.log.warn({ orderId, paymentId, paidBy: after?.payment_id }, "payment status refused: the order is paid by another payment");
        return refuseDetailed(reply, 409, words.paidByAnotherPayment);
      }
      request.log.info({ orderId, paymentId, outcome }, "payment verified");
      return { status: true, data: orderState(after!) } satisfies ApiPaymentsStatusAnswer;
    },
  );
};
