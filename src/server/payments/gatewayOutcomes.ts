import type { MessagesDocument } from "../../documents/types.js";
import type { ApiEmbeddedCheckoutFailureResponse, ApiEmbeddedCheckoutPayBody } from "../../contract/types.js";

/** Why a test payment failed: each has its description in messages.json server.payments.failures. */
export type FailureKind = keyof MessagesDocument["server"]["payments"]["failures"];
type Method = ApiEmbeddedCheckoutPayBody["method"];
type PaymentBy<M extends Method> = Extract<ApiEmbeddedCheckoutPayBody, { method: M }>;

export interface GatewayRules {
  /** constants payment.hiddenNetbankingBanks: not offered, so a payment with one fails. */
  hiddenBanks: readonly string[];
  /** constants payment.highlightedMethods: the UPI apps offered. */
  apps: readonly string[];
  now: Date;
}

/** A card number's Luhn check digit is right. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
const notExpired = (card: PaymentBy<"card">["card"], now: Date) => card.expiry_year * 12 + card.expiry_month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/** UPI ids of Razorpay's test mode; any other UPI id fails, as it does there. */
const upiTestIds: Record<string, boolean> = { "success@razorpay": true, "failure@razorpay": false };

/**
 * Razorpay's test mode, as data: for each method its checks in order, the first one that fails saying why. UPI: only
 * success@razorpay succeeds. Card: a Luhn-valid number and an expiry not past, then the bank page's OTP of 4 to 10
 * digits (the schema allows 1 to 10: fewer than 4 fails). Net banking: a bank that is offered, then what the visitor
 * chose on the test bank page. UPI app: an app that is offered, then the test bank page.
 */
const testMode: { [M in Method]: [passes: (payment: PaymentBy<M>, rules: GatewayRules) => boolean, otherwise: FailureKind][] } = {
  upi: [[(p) => upiTestIds[p.vpa] === true, "upi"]],
  app: [
    [(p, r) => r.apps.includes(p.app), "app"],
    [(p) => p.outcome === "success", "app"],
  ],
  card: [
    [(p) => passesLuhn(p.card.number), "cardNumber"],
    [(p, r) => notExpired(p.card, r.now), "cardExpired"],
    [(p) => p.otp.length >= 4, "otp"],
  ],
  netbanking: [
    [(p, r) => !r.hiddenBanks.includes(p.bank), "bank"],
    [(p) => p.outcome === "success", "bank"],
  ],
};

/** What a test payment comes to: undefined when it succeeds, otherwise why it failed. */
export function testPaymentFailure(payment: ApiEmbeddedCheckoutPayBody, rules: GatewayRules): FailureKind | undefined {
  const checks = testMode[payment.method] as [(p: ApiEmbeddedCheckoutPayBody, r: GatewayRules) => boolean, FailureKind][];
  return checks.find(([passes]) => !passes(payment, rules))?.[1];
}

/** Razorpay's error fields for each failure (its error codes, sources, steps and reasons). */
const errorFields: Record<FailureKind, Pick<ApiEmbeddedCheckoutFailureResponse["error"], "source" | "step" | "reason">> = {
  upi: { source: "customer", step: "payment_authorization", reason: "payment_failed" },
  app: { source: "customer", step: "payment_authorization", reason: "payment_failed" },
  cardNumber: { source: "customer", step: "payment_initiation", reason: "invalid_card_number" },
  cardExpired: { source: "customer", step: "payment_initiation", reason: "card_expired" },
  otp: { source: "customer", step: "payment_authentication", reason: "incorrect_otp" },
  bank: { source: "bank", step: "payment_authorization", reason: "payment_failed" },
};

/** The failure object the checkout hands its payment.failed handlers (Razorpay's error object). */
export function failureResponse(why: FailureKind, descriptions: Record<FailureKind, string>, ids: { order_id: string; payment_id: string }): ApiEmbeddedCheckoutFailureResponse {
  return { error: { code: "BAD_REQUEST_ERROR", description: descriptions[why], ...errorFields[why], metadata: ids } };
}
