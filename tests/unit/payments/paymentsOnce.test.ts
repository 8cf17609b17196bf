import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerId } from "../../../src/server/payments/providerIds.js";
import { serverDocuments } from "../testApp.js";
import { apiKey, buyer, paymentsApp, planId, testProvider } from "./paymentsKit.js";

const { constants, messages } = serverDocuments;
const alreadyPaid = { status: 409, message: messages.server.payments.alreadyPaid };
const linkAlreadyPaid = { status: 409, message: messages.server.payments.linkAlreadyPaid };
const keyId = testProvider().keyId;
const upi = { method: "upi", vpa: "success@razorpay" };

/** A customer is charged once, whatever is sent twice, in parallel or by reopening a cart link. */
describe("a customer is charged once", () => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    t = await paymentsApp();
  });
  afterAll(() => t.close());
  const charge = (orderId: string, payment: object = upi) => t.post("/api/embedded-checkout/payments", { key_id: keyId, order_id: orderId, ...payment });
  const gatewayPayments = (orderId: string) =>
    t.store.query<{ payment_id: string; status: string }>("select g.payment_id, g.status from gateway_payments g join orders o on o.id = g.order_id where o.provider_order_id = $1 order by g.created_at", [orderId]);
  const link = async (body: object = {}) => (await t.post("/api/cart/magic-key", { planId, contact: { name: buyer.name }, ticketId: "TCK-21", ...body }, { "api-key": apiKey })).json().magicKey as string;

  it("20 parallel payments of one order: one captured (200), 19 refused (409) before any money moved", async () => {
    const orderId = await t.order();
    const answers = await Promise.all(Array.from({ length: 20 }, () => charge(orderId)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().error).toEqual(alreadyPaid);
    const captured = answers.find((a) => a.statusCode === 200)!.json();
    expect(await gatewayPayments(orderId)).toEqual([{ payment_id: captured.razorpay_payment_id, status: "captured" }]);
    expect(await t.orderRow(orderId)).toMatchObject({ status: "paid", payment_id: captured.razorpay_payment_id });
    const status = await t.post("/api/razorpay/status", captured);
    expect(status.json().data).toMatchObject({ orderStatus: "paid", paymentId: captured.razorpay_payment_id });
  });

  it("a failed payment and then one that succeeds: both recorded, the order paid once; a failure after that is refused too", async () => {
    const orderId = await t.order();
    expect((await charge(orderId, { method: "upi", vpa: "failure@razorpay" })).statusCode).toBe(400);
    expect((await charge(orderId)).statusCode).toBe(200);
    expect((await charge(orderId, { method: "upi", vpa: "failure@razorpay" })).statusCode).toBe(409);
    expect((await gatewayPayments(orderId)).map((p) => p.status)).toEqual(["failed", "captured"]);
  });

  it("20 parallel status calls, each with another signed payment of one order: one paid record, 19 × 409", async () => {
    const orderId = await t.order();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post("/api/razorpay/status", t.success(orderId, providerId("pay_")))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const paidBy = answers.find((a) => a.statusCode === 200)!.json().data.paymentId;
    expect((await t.orderRow(orderId)).payment_id).toBe(paidBy);
  });

  it("a paid cart link answers its order (receipt and payment id); Pay now through it again is 409 and makes no order", async () => {
    const magicKey = await link();
    const orderId = await t.order({ magicKey });
    const paid = (await charge(orderId)).json();
    const opened = await t.get(`/api/cart/magic-key/${magicKey}`);
    expect(opened.statusCode).toBe(200);
    const receipt = (await t.orderRow(orderId)).receipt;
    expect(opened.json().paidOrder).toMatchObject({ orderId, receipt, orderStatus: "paid", paymentId: paid.razorpay_payment_id, planId });
    const [{ n: before }] = await t.store.query<{ n: number }>("select count(*)::int as n from orders");
    const again = await t.post("/api/payments/orders", { planId, contact: buyer, magicKey });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual(linkAlreadyPaid);
    const [{ n: after }] = await t.store.query<{ n: number }>("select count(*)::int as n from orders");
    expect(after).toBe(before);
  });

  it("'Start a new order' on a paid link: a new order with the link's ticket, paid on its own; the link keeps its first receipt", async () => {
    const magicKey = await link();
    const first = await t.order({ magicKey });
    await charge(first);
    const second = await t.order({ magicKey, newOrder: true });
    expect(await t.orderRow(second)).toMatchObject({ status: "created", ticket_id: "TCK-21", magic_key_hash: null });
    expect((await charge(second)).statusCode).toBe(200);
    expect((await t.get(`/api/cart/magic-key/${magicKey}`)).json().paidOrder.orderId).toBe(first);
  });

  it("two orders opened through one link before either was paid (two tabs): only the first paid is captured", async () => {
    const magicKey = await link();
    const [tabA, tabB] = [await t.order({ magicKey }), await t.order({ magicKey })];
    const answers = await Promise.all([charge(tabA), charge(tabB)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // The refused tab's own order is unpaid: what is paid is the link's order, and the refusal says so.
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toEqual(linkAlreadyPaid);
    const captured = await t.store.query("select g.payment_id from gateway_payments g join orders o on o.id = g.order_id where o.magic_key_hash is not null and o.provider_order_id in ($1, $2)", [tabA, tabB]);
    expect(captured).toHaveLength(1);
  });

  it("20 parallel payments spread over five orders opened through one link: one captured, for one of them", async () => {
    const magicKey = await link();
    const orders = await Promise.all(Array.from({ length: 5 }, () => t.order({ magicKey })));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => charge(orders[i % 5])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const rows = await t.store.query<{ status: string }>("select o.status from orders o where o.magic_key_hash is not null and o.provider_order_id = any($1::text[])", [orders]);
    expect(rows.map((r) => r.status).sort()).toEqual(["created", "created", "created", "created", "paid"]);
    const captured = await t.store.query("select g.payment_id from gateway_payments g join orders o on o.id = g.order_id where o.provider_order_id = any($1::text[])", [orders]);
    expect(captured).toHaveLength(1);
  });

  it("a paid link shows its receipt after it expires; an unpaid expired one is still 410", async () => {
    const paidKey = await link();
    await charge(await t.order({ magicKey: paidKey }));
    const unpaidKey = await link();
    t.clock.advance(constants.payment.magicKeyLifetimeHours * 3600);
    const paid = await t.get(`/api/cart/magic-key/${paidKey}`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().paidOrder.orderStatus).toBe("paid");
    expect((await t.get(`/api/cart/magic-key/${unpaidKey}`)).statusCode).toBe(410);
    expect((await t.post("/api/payments/orders", { planId, contact: buyer, magicKey: paidKey })).statusCode).toBe(409);
  });
});
