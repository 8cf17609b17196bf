import type { PaymentProvider } from "./paymentProvider.js";
import { providerId } from "./providerIds.js";

/**
 * The embedded provider: orders are ours alone, so creating one is giving it an id in Razorpay's shape
 * (order_ and 14 letters or digits). Its payments are taken by the embedded gateway (payments/gatewayRoute.ts).
 */
export function embeddedProvider(secrets: Pick<PaymentProvider, "keyId" | "keySecret" | "webhookSecret">): PaymentProvider {
  return { kind: "embedded", ...secrets, createOrder: async () => ({ id: providerId("order_") }) };
}
