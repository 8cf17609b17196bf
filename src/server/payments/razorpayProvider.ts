import Razorpay from "razorpay";
import type { PaymentProvider } from "./paymentProvider.js";

/** Razorpay: orders are created through its official SDK with the account's key id and secret. */
export function razorpayProvider(secrets: Pick<PaymentProvider, "keyId" | "keySecret" | "webhookSecret">): PaymentProvider {
  const api = new Razorpay({ key_id: secrets.keyId, key_secret: secrets.keySecret });
  return {
    kind: "razorpay",
    ...secrets,
    createOrder: async ({ amount, currency, receipt, notes }) => {
      try {
        const order = await api.orders.create({ amount, currency, receipt, notes });
        return { id: order.id };
      } catch (e) {
        // The SDK rejects with Razorpay's answer ({ statusCode, error }), not an Error: its status is not ours to
        // answer the buyer with, so it becomes a plain failure (a 5xx, logged with Razorpay's description).
        const answer = e as { statusCode?: number; error?: { code?: string; description?: string } };
        throw new Error(`Razorpay did not create order ${receipt}: ${answer.statusCode ?? "no status"} ${answer.error?.code ?? ""} ${answer.error?.description ?? String(e)}`, { cause: e });
      }
    },
  };
}
