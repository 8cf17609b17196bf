import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passesLuhn } from "../../../src/server/payments/gatewayOutcomes.js";
import { paymentSignature } from "../../../src/server/payments/paymentSignature.js";
import { serverDocuments } from "../testApp.js";
import { keySecret, paymentsApp, planTotal, testProvider } from "./paymentsKit.js";

const { constants, messages } = serverDocuments;
const failures = messages.server.payments.failures;
const keyId = testProvider().keyId;
// The test clock starts on 2026-05-01.
const card = { number: "4111111111111111", name: "Asha Verma", expiry_month: 12, expiry_year: 2030, cvv: "123" };

describe("the embedded gateway: Razorpay's test mode", () => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    t = await paymentsApp();
  });
  afterAll(() => t.close());
  const pay = async (payment: object) => {
    const orderId = await t.order();
    return { orderId, res: await t.post("/api/embedded-checkout/payments", { key_id: keyId, order_id: orderId, ...payment }) };
  };
  /** The webhooks the gateway sends after answering, as recorded once they arrive (a deadline, not a count of tries: a busy machine delivers them late). */
  const webhooksOf = async (orderId: string, count: number) => {
    for (const deadline = Date.now() + 60_000; ; ) {
      const rows = await t.store.query<{ event: string }>("select e.event from payment_events e join orders o on o.id = e.order_id where o.provider_order_id = $1 and e.source = 'webhook' order by e.id", [orderId]);
      if (rows.length >= count) return rows.map((r) => r.event);
      if (Date.now() > deadline) throw new Error(`${rows.length} of ${count} webhooks arrived within 60 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  const succeeding = {
    "UPI success@razorpay": { method: "upi", vpa: "success@razorpay" },
    "card with a 4-digit OTP": { method: "card", card, otp: "1234" },
    "card with a 10-digit OTP": { method: "card", card: { ...card, number: "5267318187975449" }, otp: "1234567890" },
    "net banking, the bank page says success": { method: "netbanking", bank: "HDFC", outcome: "success" },
    "a highlighted UPI app, the bank page says success": { method: "app", app: constants.payment.highlightedMethods[0], outcome: "success" },
  };
  it.each(Object.entries(succeeding))("%s: Razorpay's success response, signed with the key secret; the order paid by it at once, and its webhooks delivered", async (_, payment) => {
    const { orderId, res } = await pay(payment);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/), razorpay_order_id: orderId, razorpay_signature: paymentSignature(orderId, body.razorpay_payment_id, keySecret) });
    expect(await webhooksOf(orderId, 2)).toEqual(["payment.captured", "order.paid"]);
    expect(await t.orderRow(orderId)).toMatchObject({ status: "paid", payment_id: body.razorpay_payment_id });
    const status = await t.post("/api/razorpay/status", body);
    expect(status.json().data).toMatchObject({ orderStatus: "paid", paymentId: body.razorpay_payment_id });
  });

  const failing = {
    "UPI failure@razorpay": [{ method: "upi", vpa: "failure@razorpay" }, "upi"],
    "any other UPI id": [{ method: "upi", vpa: "asha@okbank" }, "upi"],
    "a card number that fails the Luhn check": [{ method: "card", card: { ...card, number: "4111111111111112" }, otp: "1234" }, "cardNumber"],
    "an expired card": [{ method: "card", card: { ...card, expiry_month: 4, expiry_year: 2026 }, otp: "1234" }, "cardExpired"],
    "an OTP of 3 digits": [{ method: "card", card, otp: "123" }, "otp"],
    "net banking, the bank page says failure": [{ method: "netbanking", bank: "HDFC", outcome: "failure" }, "bank"],
    "a UPI app that is not offered": [{ method: "app", app: "somepay", outcome: "success" }, "app"],
    "a UPI app, the bank page says failure": [{ method: "app", app: "gpay", outcome: "failure" }, "app"],
  } as const;
  it.each(Object.entries(failing))("%s: 400 with Razorpay's error object, the order attempted, and payment.failed delivered", async (_, [payment, why]) => {
    const { orderId, res } = await pay(payment);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({ code: "BAD_REQUEST_ERROR", description: failures[why], metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) } });
    expect((await t.orderRow(orderId)).status).toBe("attempted");
    expect(await webhooksOf(orderId, 1)).toEqual(["payment.failed"]);
    const [stored] = await t.store.query<{ status: string }>("select status from gateway_payments where payment_id = $1", [error.metadata.payment_id]);
    expect(stored.status).toBe("failed");
  });

  it("a card this month is still good; only the last four digits are kept; the order's stored amount is charged", async () => {
    const { res } = await pay({ method: "card", card: { ...card, expiry_month: 5, expiry_year: 2026 }, otp: "0000" });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.store.query<Record<string, unknown>>("select * from gateway_payments where payment_id = $1", [res.json().razorpay_payment_id]);
    expect(stored).toMatchObject({ card_last4: "1111", amount_paise: planTotal, status: "captured", method: "card" });
    expect(JSON.stringify(stored)).not.toContain(card.number);
  });

  it("an amount in the payment is refused by its schema; a bank of hiddenNetbankingBanks fails", async () => {
    expect((await pay({ method: "upi", vpa: "success@razorpay", amount: 100 })).res.statusCode).toBe(400);
    expect(passesLuhn("4111111111111111") && !passesLuhn("4111111111111112")).toBe(true);
    const hidden = await paymentsApp(testProvider(), { ...serverDocuments, constants: { ...constants, payment: { ...constants.payment, hiddenNetbankingBanks: ["HDFC"] } } });
    try {
      const orderId = await hidden.order();
      const res = await hidden.post("/api/embedded-checkout/payments", { key_id: keyId, order_id: orderId, method: "netbanking", bank: "HDFC", outcome: "success" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.description).toBe(failures.bank);
    } finally {
      await hidden.close();
    }
  });

  it("a key id that is not the provider's: 400; an unknown order: 404; a paid order: 409", async () => {
    const orderId = await t.order();
    const upi = { method: "upi", vpa: "success@razorpay" };
    expect((await t.post("/api/embedded-checkout/payments", { key_id: "rzp_test_Other000000000", order_id: orderId, ...upi })).statusCode).toBe(400);
    expect((await t.post("/api/embedded-checkout/payments", { key_id: keyId, order_id: "order_00000000000000", ...upi })).statusCode).toBe(404);
    const first = await t.post("/api/embedded-checkout/payments", { key_id: keyId, order_id: orderId, ...upi });
    await t.post("/api/razorpay/status", first.json());
    const again = await t.post("/api/embedded-checkout/payments", { key_id: keyId, order_id: orderId, ...upi });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ status: 409, message: messages.server.payments.alreadyPaid });
  });

  it("with the razorpay provider there is no embedded gateway", async () => {
    const razorpay = await paymentsApp(testProvider({ kind: "razorpay" }));
    try {
      const res = await razorpay.post("/api/embedded-checkout/payments", { key_id: keyId, order_id: "order_00000000000000", method: "upi", vpa: "success@razorpay" });
      expect(res.statusCode).toBe(404);
    } finally {
      await razorpay.close();
    }
  });
});
