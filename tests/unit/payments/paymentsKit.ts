import { findPlan, planPrice } from "../../../src/rules/planPrice.js";
import { embeddedProvider } from "../../../src/server/payments/embeddedProvider.js";
import type { OrderRow } from "../../../src/server/payments/orderStore.js";
import { paymentSignature, webhookSignature } from "../../../src/server/payments/paymentSignature.js";
import type { PaymentProvider } from "../../../src/server/payments/provider.js";
import { providerId } from "../../../src/server/payments/providerIds.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";

/** The payment tests' shared setting: the real app on a fresh store with an embedded provider whose secrets the tests know. */
export const keySecret = "test-key-secret-0123456789";
export const webhookSecret = "test-webhook-secret-0123456789";
export const apiKey = "partner-key-0123456789";
export const adminPassword = "admin-password-0123456789";
export const testProvider = (over: Partial<PaymentProvider> = {}): PaymentProvider => ({ ...embeddedProvider({ keyId: "rzp_test_Kit00000000000", keySecret, webhookSecret }), ...over });

export const planId = "private-limited-basic";
export const plan = findPlan(serverDocuments.plans, planId)!;
export const planTotal = planPrice(plan.plan).totalPaise;
export const buyer = { name: "Asha Verma", email: "asha.verma@example.in", mobile: "9876501234" };
/** `buyer` as another buyer, the n-th (1, 2…): another mobile number, since one buyer's open order is answered again (payments/openOrders.ts). */
export const anotherBuyer = (n: number) => ({ ...buyer, mobile: `98765${String(n).padStart(5, "0")}` });

let address = 0;
const newAddress = () => `10.12.${Math.floor(++address / 250)}.${address % 250}`;

export async function paymentsApp(provider = testProvider(), documents = serverDocuments) {
  const clock = testClock();
  const t = await testApp({ now: clock.now, payments: provider, leadApiKey: apiKey, adminPassword, documents });
  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, headers, remoteAddress: newAddress() });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers, remoteAddress: newAddress() });
  /**
   * An order of the plan (or another); its provider order id. Without a cart link each call is a new order: the first
   * is `buyer`'s, each later one another mobile number's, since one buyer's open order is answered again
   * (payments/openOrders.ts, tested in paymentsOnce.test.ts).
   */
  let plainOrders = 0;
  const order = async (body: { magicKey?: string } & Record<string, unknown> = {}) => {
    const nth = body.magicKey ? 0 : plainOrders++;
    const contact = nth === 0 ? buyer : anotherBuyer(nth);
    const res = await post("/api/payments/orders", { planId, contact, ...body });
    if (res.statusCode !== 200) throw new Error(`order refused: ${res.body}`);
    return res.json().data.order_id as string;
  };
  const orderRow = async (orderId: string) => (await t.store.query<OrderRow>("select * from orders where provider_order_id = $1", [orderId]))[0];
  /** The checkout's success response, signed as Razorpay signs it (or with another secret). */
  const success = (orderId: string, paymentId = providerId("pay_"), secret = keySecret) => ({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(orderId, paymentId, secret) });
  /** A webhook as Razorpay sends it: the raw body signed with the webhook secret (or a given signature), and an event id. */
  const webhook = (event: object, { eventId = providerId("evt_"), signature }: { eventId?: string; signature?: string } = {}) => {
    const body = JSON.stringify({ entity: "event", account_id: "acc_test", contains: ["payment"], created_at: 1_777_000_000, ...event });
    return post("/api/razorpay/webhook", body, { "content-type": "application/json", "x-razorpay-signature": signature ?? webhookSignature(body, webhookSecret), "x-razorpay-event-id": eventId });
  };
  const paymentEvent = (event: string, orderId: string, paymentId: string, amount = planTotal) => ({
    event,
    payload: { payment: { entity: { id: paymentId, entity: "payment", amount, currency: "INR", status: event === "payment.failed" ? "failed" : "captured", order_id: orderId } } },
  });
  return { ...t, clock, post, get, order, orderRow, success, webhook, paymentEvent };
}
