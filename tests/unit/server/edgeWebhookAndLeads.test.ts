import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import { fill } from "../../../src/lib/fill.js";
import { providerId } from "../../../src/server/payments/providerIds.js";
import { webhookSignature } from "../../../src/server/payments/paymentSignature.js";
import { apiKey, paymentsApp, webhookSecret } from "../payments/paymentsKit.js";
import { serverDocuments } from "../testApp.js";

/** The signed webhook is never refused for what its payload holds, and its effect applies; a lead's mobile needs a digit. */
describe("the edge's exceptions and its lead rule", () => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    t = await paymentsApp();
  });
  afterAll(() => t.close());
  const recorded = async (orderId: string) =>
    t.store.query<{ event: string; payment_id: string; detail: { raw?: string; payload?: unknown } }>(
      "select e.event, e.payment_id, e.detail from payment_events e join orders o on o.id = e.order_id where o.provider_order_id = $1 and e.source = 'webhook' order by e.id",
      [orderId],
    );
  /** A payment.captured event of the order whose payment carries `notes`, as its signed body is sent. */
  const captured = (orderId: string, paymentId: string, notes: unknown) => {
    const event = t.paymentEvent("payment.captured", orderId, paymentId);
    return { ...event, payload: { payment: { entity: { ...event.payload.payment.entity, notes } } } };
  };
  const bodyOf = (event: object) => JSON.stringify({ entity: "event", account_id: "acc_test", contains: ["payment"], created_at: 1_777_000_000, ...event });

  it("a signed event holding U+0000 and a lone surrogate: taken, the order paid, the event recorded as its exact raw text", async () => {
    const orderId = await t.order();
    const paymentId = providerId("pay_");
    const event = captured(orderId, paymentId, { address: "Flat 4\u0000B", name: "Asha \ud800" });
    const res = await t.webhook(event);
    expect(res.statusCode).toBe(200);
    expect(await t.orderRow(orderId)).toMatchObject({ status: "paid", payment_id: paymentId });
    const [row] = await recorded(orderId);
    expect(row).toMatchObject({ event: "payment.captured", payment_id: paymentId });
    expect(row.detail.raw).toBe(bodyOf(event));
    expect(JSON.parse(row.detail.raw!).payload.payment.entity.notes).toEqual({ address: "Flat 4\u0000B", name: "Asha \ud800" });
  });

  it("a signed event nested 10,000 deep: taken and applied, recorded as its raw text", async () => {
    const orderId = await t.order();
    const paymentId = providerId("pay_");
    // Written as text: JSON.stringify itself overflows on such nesting, which is why the route must not call it.
    const body = bodyOf(captured(orderId, paymentId, "deep")).replace('"deep"', "[".repeat(10_000) + "]".repeat(10_000));
    const res = await t.post("/api/razorpay/webhook", body, { "content-type": "application/json", "x-razorpay-signature": webhookSignature(body, webhookSecret), "x-razorpay-event-id": providerId("evt_") });
    expect(res.statusCode).toBe(200);
    expect((await t.orderRow(orderId)).status).toBe("paid");
    expect((await recorded(orderId))[0].detail.raw).toBe(body);
  });

  it("text the store cannot keep in the fields it files the event by is recorded escaped", async () => {
    const orderId = await t.order();
    const event = t.paymentEvent("payment.failed", orderId, "pay_\u0000x");
    expect((await t.webhook({ ...event, event: "payment.failed\ud800" })).statusCode).toBe(200);
    expect(await recorded(orderId)).toMatchObject([{ event: "payment.failed\\ud800", payment_id: "pay_\\u0000x" }]);
  });

  it("an event the store keeps as it is stays recorded as parsed JSON", async () => {
    const orderId = await t.order();
    expect((await t.webhook(captured(orderId, providerId("pay_"), { name: "Asha" }))).statusCode).toBe(200);
    expect((await recorded(orderId))[0].detail).toMatchObject({ payload: { payment: { entity: { notes: { name: "Asha" } } } } });
  });

  describe("a mobile number of only spaces or punctuation", () => {
    const refusal = (field: string) => ({ status: false, error: fill(serverDocuments.messages.api.mobileWithoutDigits, { field }) });
    const leads = async () => (await t.store.query<{ n: number }>("select count(*)::int as n from leads"))[0].n;
    const partnerLead = (mobileNumber: string) => ({ email: "asha.partner@example.in", mobileNumber, serviceId: 95, city: "Pune" });
    const values = (phone: string) => sampleLeadValues({ name: "Asha Verma", email: "asha.mobile@example.in", phone });

    it("is refused by process-lead and the visitors' lead routes with where it is; nothing stored", async () => {
      const before = await leads();
      for (const mobile of ["   ", "()-+", " - "]) {
        const partner = await t.post("/api/process-lead", partnerLead(mobile), { "api-key": apiKey });
        expect(partner.statusCode, mobile).toBe(400);
        expect(partner.json()).toEqual(refusal("body/mobileNumber"));
        expect((await t.post("/api/leads", { values: values(mobile), otpVerifiedStatus: false })).json()).toEqual(refusal("body/values/phone"));
        expect((await t.post("/api/leads/spam-check", { values: values(mobile) })).json()).toEqual(refusal("body/values/phone"));
        expect((await t.post("/api/captcha-fail-lead", { data: values(mobile) })).json()).toEqual(refusal("body/data/phone"));
      }
      expect(await leads()).toBe(before);
    });

    it("a number written with spaces, brackets and a plus is still taken: an Indian mobile number as its ten digits, another as written", async () => {
      const mobileOf = async (written: string) => {
        const res = await t.post("/api/process-lead", partnerLead(written), { "api-key": apiKey });
        expect(res.statusCode).toBe(200);
        return (await t.store.query<{ mobile: string }>("select mobile from leads where lead_id = $1", [res.json().data.leadId]))[0].mobile;
      };
      expect(await mobileOf("+91 (98765) 01234")).toBe("9876501234");
      expect(await mobileOf("+44 (20) 7946 0958")).toBe("+44 (20) 7946 0958");
    });
  });
});
