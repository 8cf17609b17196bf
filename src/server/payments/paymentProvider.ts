/** What an order is created with at the provider: the amount in paise, our receipt number, and notes kept with it. */
export interface ProviderOrderRequest {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string | number>;
}

/**
 * Who takes the payment. "razorpay": Razorpay's checkout and API (orders through its SDK). "embedded": our own
 * stand-in, which speaks the same contract (ids, signatures, webhooks) with locally generated secrets. The key id is
 * public (the browser opens the checkout with it); the key secret signs payments, the webhook secret signs webhooks.
 */
export interface PaymentProvider {
  kind: "embedded" | "razorpay";
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  createOrder(request: ProviderOrderRequest): Promise<{ id: string }>;
}
