import Razorpay from "razorpay";
import type { PaymentProvider } from "./provider.js";

/** Razorpay: orders are created through its official SDK with the account's key id and secret. */
export function razorpayProvider(secrets: Pick<PaymentProvider, "keyId" | "keySecret" | "webhookSecret">): PaymentProvider {
  const api = new Razorpay({ key_id: secrets.keyId, key_secret: secrets.keySecret });
  return {
    kind: "razorpay",
    ...secrets,
    createOrder: async ({ amount, currency, receipt, notes }) => {
      const order = await api.orders.create({ amount, currency, receipt, notes });
      return { id: order.id };
    },
  };
}
