import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkOrderNow } from "../../../src/server/payments/cartLinkOrders.js";
import { keyHash } from "../../../src/server/payments/magicKeys.js";
import { openPlainOrderNow } from "../../../src/server/payments/openOrders.js";
import { providerId } from "../../../src/server/payments/providerIds.js";
import type { Store } from "../../../src/server/store/openStore.js";
import { serverDocuments } from "../testApp.js";
import { apiKey, buyer, paymentsApp, planId, planTotal, testProvider } from "./paymentsKit.js";

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

  it("'Start a new order' on a paid link: a new order with the link's ticket, one however often 'Pay now' is pressed, paid on its own; the link keeps its first receipt", async () => {
    const magicKey = await link();
    const contact = { ...buyer, mobile: "9811100001" };
    const payNow = async () => (await t.post("/api/payments/orders", { planId, contact, magicKey, newOrder: true })).json().data.order_id as string;
    const first = await t.order({ magicKey });
    await charge(first);
    const second = await payNow();
    expect(second).not.toBe(first);
    expect(await t.orderRow(second)).toMatchObject({ status: "created", ticket_id: "TCK-21", magic_key_hash: null });
    // The payment window closed, 'Pay now' again, or many presses at once: the same new order, not one more that could be charged.
    expect(await payNow()).toBe(second);
    expect(new Set(await Promise.all(Array.from({ length: 10 }, payNow)))).toEqual(new Set([second]));
    expect((await charge(second)).statusCode).toBe(200);
    expect((await t.get(`/api/cart/magic-key/${magicKey}`)).json().paidOrder.orderId).toBe(first);
    // Paid, a next new order is another one (the plan can be bought again).
    expect(await payNow()).not.toBe(second);
  });

  it("the link opened in two tabs: both get the link's one order; paid in one, the other's payment is refused before any money moved", async () => {
    const magicKey = await link();
    const [tabA, tabB] = [await t.order({ magicKey }), await t.order({ magicKey })];
    expect(tabB).toBe(tabA);
    const answers = await Promise.all([charge(tabA), charge(tabB)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toEqual(alreadyPaid);
    expect(await gatewayPayments(tabA)).toHaveLength(1);
  });

  it("20 'Pay now' at once through one link: one order (one receipt, one provider order) in every answer; 20 signed payments of it by the status call: one paid record", async () => {
    const magicKey = await link();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post("/api/payments/orders", { planId, contact: buyer, magicKey })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const orderIds = new Set(answers.map((a) => a.json().data.order_id as string));
    const receipts = new Set(answers.map((a) => a.json().data.notes.receipt as string));
    expect([orderIds.size, receipts.size]).toEqual([1, 1]);
    const [orderId] = orderIds;
    const rows = await t.store.query<{ provider_order_id: string; receipt: string }>("select o.provider_order_id, o.receipt from orders o where o.magic_key_hash = (select magic_key_hash from orders where provider_order_id = $1)", [orderId]);
    expect(rows).toEqual([{ provider_order_id: orderId, receipt: [...receipts][0] }]);
    // Razorpay's way: the money is taken by Razorpay and told by the status call; one order can be paid once.
    const statuses = await Promise.all(Array.from({ length: 20 }, () => t.post("/api/razorpay/status", t.success(orderId, providerId("pay_")))));
    expect(statuses.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect((await t.get(`/api/cart/magic-key/${magicKey}`)).json().paidOrder).toMatchObject({ orderId, orderStatus: "paid" });
  });

  it("after a failed payment, Pay now through the link answers the same order again, with the contact given last", async () => {
    const magicKey = await link();
    const first = await t.order({ magicKey });
    expect((await charge(first, { method: "upi", vpa: "failure@razorpay" })).statusCode).toBe(400);
    expect((await t.orderRow(first)).status).toBe("attempted");
    const retried = await t.post("/api/payments/orders", { planId, contact: { ...buyer, email: "asha@example.in" }, magicKey });
    expect(retried.json().data).toMatchObject({ order_id: first, prefill: { email: "asha@example.in" } });
    expect((await t.orderRow(first)).contact).toMatchObject({ email: "asha@example.in" });
    expect((await charge(first)).statusCode).toBe(200);
  });

  it("an open order of the link at another price (made before a publish changed the plan's) is not answered again: a new order at today's price", async () => {
    const magicKey = await link();
    const old = await t.order({ magicKey });
    await t.store.query("update orders set amount_paise = amount_paise - 100 where provider_order_id = $1", [old]);
    const now = await t.order({ magicKey });
    expect(now).not.toBe(old);
    expect((await t.orderRow(now)).amount_paise).toBe(planTotal);
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

  describe("the cart without a link: one open order per plan and buyer", () => {
    let n = 0;
    /** A buyer of their own for each test: email and mobile number are who the buyer is. */
    const someone = () => ({ name: "Ravi Kumar", email: `ravi.kumar.${++n}@example.in`, mobile: `98400${String(10000 + n).slice(-5)}` });
    const payNow = (contact: object, body: object = {}) => t.post("/api/payments/orders", { planId, contact, ...body });
    const orderOf = async (answer: ReturnType<typeof payNow>) => {
      const res = await answer;
      expect(res.statusCode).toBe(200);
      return res.json().data as { order_id: string; prefill: { name: string; email: string } };
    };
    const ordersOf = async (contact: { mobile: string }) =>
      (await t.store.query<{ n: number }>("select count(*)::int as n from orders where contact->>'mobile' = $1", [contact.mobile]))[0].n;

    it("the cart in two tabs: one order for both; paid in one, the other's payment is refused before any money moved", async () => {
      const visitor = someone();
      const [tabA, tabB] = [await orderOf(payNow(visitor)), await orderOf(payNow({ ...visitor, name: "Ravi K", email: visitor.email.toUpperCase() }))];
      expect(tabB.order_id).toBe(tabA.order_id);
      // The name given last, as a cart link's open order does; the email is the same buyer's in any case.
      expect(tabB.prefill.name).toBe("Ravi K");
      const answers = await Promise.all([charge(tabA.order_id), charge(tabB.order_id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await gatewayPayments(tabA.order_id)).toHaveLength(1);
    });

    it("20 'Pay now' at once for one buyer: one order in every answer, one row", async () => {
      const visitor = someone();
      const orders = await Promise.all(Array.from({ length: 20 }, () => orderOf(payNow(visitor))));
      expect(new Set(orders.map((o) => o.order_id)).size).toBe(1);
      expect(await ordersOf(visitor)).toBe(1);
    });

    it("after a failed payment the same order again; once it is paid, 'Pay now' makes a new order (the plan can be bought twice)", async () => {
      const visitor = someone();
      const first = (await orderOf(payNow(visitor))).order_id;
      expect((await charge(first, { method: "upi", vpa: "failure@razorpay" })).statusCode).toBe(400);
      expect((await orderOf(payNow(visitor))).order_id).toBe(first);
      expect((await charge(first)).statusCode).toBe(200);
      const second = (await orderOf(payNow(visitor))).order_id;
      expect(second).not.toBe(first);
      expect((await charge(second)).statusCode).toBe(200);
    });

    /** The store's query inside a transaction, which pays `orderId` right after the `nth` look-up of the orders (as a status call or a webhook may, holding only the order's row). */
    const payingAfterLookUp = (query: Store["query"], orderId: string, nth = 1) => {
      let lookUps = 0;
      return (async (sql: string, params?: unknown[]) => {
        const rows = await query(sql, params);
        if (/^\s*select/.test(sql) && /from orders/.test(sql) && ++lookUps === nth)
          await query("update orders set status = 'paid', payment_id = $2, paid_at = now() where provider_order_id = $1", [orderId, providerId("pay_")]);
        return rows;
      }) as Store["query"];
    };

    it("an open order paid between the look-up and the write is not answered as open: the buyer's next order, or the link's 'paid'", async () => {
      const visitor = someone();
      const first = (await orderOf(payNow(visitor))).order_id;
      const plain = await t.store.transaction((query) => openPlainOrderNow(payingAfterLookUp(query, first), { planId, amountPaise: planTotal, contact: visitor }, new Date()));
      expect(plain).toBeUndefined();
      const magicKey = await link();
      const linked = await t.order({ magicKey });
      // The link's look-up of its paid order comes first; its open order's is the second.
      const answered = await t.store.transaction((query) => linkOrderNow(payingAfterLookUp(query, linked, 2), keyHash(magicKey), planTotal, buyer, new Date()));
      expect(answered).toBe("paid");
    });

    it("another buyer, another plan or another price: an order of its own", async () => {
      const visitor = someone();
      const first = (await orderOf(payNow(visitor))).order_id;
      expect((await orderOf(payNow({ ...visitor, mobile: someone().mobile }))).order_id).not.toBe(first);
      expect((await orderOf(payNow({ ...visitor, email: someone().email }))).order_id).not.toBe(first);
      expect((await orderOf(t.post("/api/payments/orders", { planId: "llp-basic", contact: visitor }))).order_id).not.toBe(first);
      // The open order at an old price (made before a publish changed the plan's) is not answered again.
      await t.store.query("update orders set amount_paise = amount_paise - 100 where contact->>'mobile' = $1 and plan_id = $2", [visitor.mobile, planId]);
      const atTodaysPrice = (await orderOf(payNow(visitor))).order_id;
      expect((await t.orderRow(atTodaysPrice)).amount_paise).toBe(planTotal);
      expect((await orderOf(payNow(visitor))).order_id).toBe(atTodaysPrice);
    });
  });
});
