import type { ApiEmbeddedCheckoutFailureResponse, ApiEmbeddedCheckoutPayBody, ApiEmbeddedCheckoutSuccessResponse } from "../contract/types.js";

type WithoutOrder<T> = T extends unknown ? Omit<T, "key_id" | "order_id"> : never;
/** One payment attempt as the pop-up gathers it; the checkout adds the key and the order. */
export type Payment = WithoutOrder<ApiEmbeddedCheckoutPayBody>;

/**
 * What a payment attempt gave: paid (Razorpay's success response), failed (its failure object), refused because the
 * order is paid already (nothing charged), or no result at all.
 */
export type PayResult =
  | { kind: "paid"; response: ApiEmbeddedCheckoutSuccessResponse }
  | { kind: "failed"; failure: ApiEmbeddedCheckoutFailureResponse }
  | { kind: "alreadyPaid" }
  | { kind: "notMade" };

/**
 * POST /api/embedded-checkout/payments (schemas/api/embedded-checkout.schema.json): 200 is the signed success
 * response, 400 Razorpay's failure object, 409 an order paid already (the gateway charges an order once); any other
 * answer, or none, is a payment not made (an unknown order, a server or network failure). Neither is a
 * payment.failed: no payment was attempted.
 */
export async function pay(url: string, body: ApiEmbeddedCheckoutPayBody, fetchImpl: typeof fetch): Promise<PayResult> {
  try {
    const answer = await fetchImpl(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (answer.status === 200) return { kind: "paid", response: (await answer.json()) as ApiEmbeddedCheckoutSuccessResponse };
    if (answer.status === 409) return { kind: "alreadyPaid" };
    if (answer.status === 400) {
      const failure = (await answer.json()) as ApiEmbeddedCheckoutFailureResponse;
      if (typeof failure?.error?.description === "string") return { kind: "failed", failure };
    }
    return { kind: "notMade" };
  } catch {
    return { kind: "notMade" };
  }
}
