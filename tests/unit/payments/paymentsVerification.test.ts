import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerId } from "../../../src/server/payments/providerIds.js";
import { serverDocuments } from "../testApp.js";
import { paymentsApp, planTotal } from "./paymentsKit.js";

const words = serverDocuments.messages.server.payments;

describe("verifying payments: the status call and the webhook", () => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    t = await paymentsApp();
  });
  afterAll(() => t.close());
  const status = (body: object) => t.post("/api/razorpay/status", body);
  const events = async (orderId: string) =>
    (await t.store.query<{ source: string; event: string }>("select e.source, e.event from payment_events e join orders o on o.id = e.order_id where o.provider_order_id = $1 order by e.id", [orderId])).map((e) => `${e.source} ${e.event}`);

  describe("POST /api/razorpay/status", () => {
    it("a right signature marks the order paid; its data is the paid order; the same payment again gets the same answer", async () => {
      const orderId = await t.order();
      const response = t.success(orderId);
      const first = await status(response);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: true, data: expect.objectContaining({ orderId, orderStatus: "paid", amount: planTotal, paymentId: response.razorpay_payment_id, paidAt: t.clock.now().toISOString() }) });
      const again = await status(response);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await events(orderId)).toEqual(["status payment.verified", "status payment.verified"]);
    });

    it("forged, signed with another secret, another payment's or another order's signature: 400, and the order unchanged", async () => {
      const orderId = await t.order();
      const otherOrder = await t.order();
      const paymentId = providerId("pay_");
      const genuine = t.success(orderId, paymentId);
      const tries = [
        { ...genuine, razorpay_signature: "0".repeat(64) },
        t.success(orderId, paymentId, "someone-else's-secret"),
        { ...genuine, razorpay_payment_id: providerId("pay_") },
        { ...t.success(otherOrder, paymentId), razorpay_order_id: orderId },
      ];
      for (const body of tries) {
        const res = await status(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: false, error: { status: 400, message: words.signatureNotValid } });
      }
      expect(await t.orderRow(orderId)).toMatchObject({ status: "created", payment_id: null, paid_at: null });
      expect(await events(orderId)).toEqual(Array(4).fill("status signature.mismatch"));
      expect((await status({ ...genuine, razorpay_signature: "not hex" })).statusCode).toBe(400);
    });

    it("a second, different payment for a paid order: 409, the first payment kept; an unknown order: 404", async () => {
      const orderId = await t.order();
      const first = t.success(orderId);
      await status(first);
      const second = await status(t.success(orderId));
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toEqual({ status: 409, message: words.paidByAnotherPayment });
      expect((await t.orderRow(orderId)).payment_id).toBe(first.razorpay_payment_id);
      const unknown = await status(t.success("order_00000000000000"));
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe("POST /api/razorpay/webhook", () => {
    it("a missing or wrong signature: 400 and nothing changed, not even recorded", async () => {
      const orderId = await t.order();
      const event = t.paymentEvent("payment.captured", orderId, providerId("pay_"));
      for (const signature of ["", "f".repeat(64)]) {
        const res = await t.webhook(event, { signature });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: false, error: words.webhookSignatureNotValid });
      }
      expect(await t.orderRow(orderId)).toMatchObject({ status: "created" });
      expect(await events(orderId)).toEqual([]);
    });

    it("payment.captured for a browser that never called status marks the order paid; the status call then agrees", async () => {
      const orderId = await t.order();
      const paymentId = providerId("pay_");
      const res = await t.webhook(t.paymentEvent("payment.captured", orderId, paymentId));
      expect(res.statusCode).toBe(200);
      expect(await t.orderRow(orderId)).toMatchObject({ status: "paid", payment_id: paymentId });
      expect((await status(t.success(orderId, paymentId))).json().data.orderStatus).toBe("paid");
    });

    it("the status call and the webhook of one payment racing: both answered, the order paid once by that payment", async () => {
      const orderId = await t.order();
      const paymentId = providerId("pay_");
      const [byStatus, byWebhook] = await Promise.all([status(t.success(orderId, paymentId)), t.webhook(t.paymentEvent("payment.captured", orderId, paymentId))]);
      expect([byStatus.statusCode, byWebhook.statusCode]).toEqual([200, 200]);
      expect(byStatus.json().data).toMatchObject({ orderStatus: "paid", paymentId });
      expect((await events(orderId)).sort()).toEqual(["status payment.verified", "webhook payment.captured"]);
    });

    it("order.paid with the payment marks the order paid too", async () => {
      const orderId = await t.order();
      const paymentId = providerId("pay_");
      const event = t.paymentEvent("order.paid", orderId, paymentId);
      expect((await t.webhook({ ...event, payload: { ...event.payload, order: { entity: { id: orderId, amount_paid: planTotal, status: "paid" } } } })).statusCode).toBe(200);
      expect((await t.orderRow(orderId)).status).toBe("paid");
    });

    it("a signed paid event that names no payment (order.paid without it, payment.captured without its id) is acknowledged and recorded, and pays nothing", async () => {
      const orderId = await t.order();
      const alone = await t.webhook({ entity: "event", event: "order.paid", payload: { order: { entity: { id: orderId, amount_paid: planTotal, status: "paid" } } } });
      expect(alone.statusCode).toBe(200);
      const captured = t.paymentEvent("payment.captured", orderId, providerId("pay_"));
      const { id: _, ...noId } = (captured.payload as { payment: { entity: Record<string, unknown> } }).payment.entity;
      expect((await t.webhook({ ...captured, payload: { payment: { entity: noId } } })).statusCode).toBe(200);
      expect((await t.orderRow(orderId)).status).toBe("created");
      expect(await events(orderId)).toEqual(["webhook order.paid", "webhook payment.captured"]);
      // The real payment's event still pays it.
      await t.webhook(t.paymentEvent("payment.captured", orderId, providerId("pay_")));
      expect((await t.orderRow(orderId)).status).toBe("paid");
    });

    it("the same event id twice changes nothing the second time", async () => {
      const orderId = await t.order();
      const eventId = providerId("evt_");
      await t.webhook(t.paymentEvent("payment.failed", orderId, providerId("pay_")), { eventId });
      const attempted = await t.orderRow(orderId);
      expect(attempted.status).toBe("attempted");
      const replay = await t.webhook(t.paymentEvent("payment.captured", orderId, providerId("pay_")), { eventId });
      expect(replay.statusCode).toBe(200);
      expect(await t.orderRow(orderId)).toEqual(attempted);
      expect(await events(orderId)).toEqual(["webhook payment.failed"]);
    });

    it("payment.failed after paid leaves it paid; a captured amount other than the order's changes nothing", async () => {
      const paid = await t.order();
      await status(t.success(paid));
      await t.webhook(t.paymentEvent("payment.failed", paid, providerId("pay_")));
      expect((await t.orderRow(paid)).status).toBe("paid");
      const cheap = await t.order();
      await t.webhook(t.paymentEvent("payment.captured", cheap, providerId("pay_"), 100));
      expect((await t.orderRow(cheap)).status).toBe("created");
    });

    it("an unknown order or event is acknowledged; a body that is not the event schema is refused after its signature", async () => {
      expect((await t.webhook(t.paymentEvent("payment.captured", "order_00000000000000", providerId("pay_")))).statusCode).toBe(200);
      expect((await t.webhook({ event: "refund.created", payload: {} })).statusCode).toBe(200);
      expect((await t.webhook({ entity: "thing", event: "payment.captured" })).statusCode).toBe(400);
    });
  });
});
