import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { razorpayProvider } from "../../../src/server/payments/razorpayProvider.js";
import { serverDocuments } from "../testApp.js";
import { apiKey, buyer, paymentsApp, plan, planId, planTotal } from "./paymentsKit.js";

const { constants, messages } = serverDocuments;
const words = messages.server.payments;

describe("orders and cart links", () => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    t = await paymentsApp();
  });
  afterAll(() => t.close());

  describe("POST /api/payments/orders", () => {
    it("answers the checkout's payment parameters with the plan's total from config/plans.json, and stores the order as created", async () => {
      const res = await t.post("/api/payments/orders", { planId, contact: { ...buyer, name: "  Asha Verma " } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const { data } = res.json();
      expect(data).toMatchObject({ key: "rzp_test_Kit00000000000", amount: planTotal, currency: "INR", name: words.merchantName, prefill: { name: "Asha Verma", email: buyer.email, contact: buyer.mobile } });
      // Basic: ₹1,499 fee + 18% GST + ₹1,000 government fees.
      expect(planTotal).toBe(149900 + 26982 + 100000);
      expect(data.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
      expect(data.description).toContain(plan.plan.name);
      expect(data.notes).toEqual({ receipt: expect.stringMatching(/^VDH-\d{6}$/), planId, serviceId: 1 });
      const row = await t.orderRow(data.order_id);
      expect(row).toMatchObject({ status: "created", amount_paise: planTotal, plan_id: planId, service_id: 1, receipt: data.notes.receipt, provider: "embedded", payment_id: null });
      expect(row.price.totalPaise).toBe(planTotal);
    });

    it("receipt numbers follow each other", async () => {
      const a = (await t.orderRow(await t.order())).receipt;
      const b = (await t.orderRow(await t.order())).receipt;
      expect(Number(b.slice(constants.payment.receiptPrefix.length))).toBe(Number(a.slice(constants.payment.receiptPrefix.length)) + 1);
    });

    it("an amount in the body is refused by the schema: the browser cannot say what is charged", async () => {
      const res = await t.post("/api/payments/orders", { planId, contact: buyer, amount: 100 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, error: { status: 400 } });
      const [{ n }] = await t.store.query<{ n: number }>("select count(*)::int as n from orders where amount_paise = 100");
      expect(n).toBe(0);
    });

    it("a contact that breaks the lead form's rules: 400 with the lead form's message per field (the messages' texts)", async () => {
      const res = await t.post("/api/payments/orders", { planId, contact: { name: "As", email: "asha@example.c", mobile: "5876501234" } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: false,
        error: { status: 400, message: words.contactNotValid, fields: { name: "Name should be atleast 3 characters", email: "Please enter your email address", mobile: "Please enter a valid mobile number" } },
      });
      const blocked = await t.post("/api/payments/orders", { planId, contact: { ...buyer, mobile: constants.mobile.blockedNumbers[0] } });
      expect(blocked.json().error.fields).toEqual({ mobile: "Please enter a valid mobile number" });
    });

    it("an unknown plan is 404", async () => {
      const res = await t.post("/api/payments/orders", { planId: "no-such-plan", contact: buyer });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: false, error: { status: 404, message: "There is no plan 'no-such-plan'. Please choose a plan on the service's page." } });
    });
  });

  it("when Razorpay does not create the order (here: unreachable, or the keys refused), a plain 500 and no order stored", async () => {
    const razorpay = await paymentsApp(razorpayProvider({ keyId: "rzp_test_Unknown0000000", keySecret: "not-a-real-secret", webhookSecret: "not-a-real-secret" }));
    try {
      const res = await razorpay.post("/api/payments/orders", { planId, contact: buyer });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: false, error: { status: 500, message: messages.server.unexpectedError } });
      expect(await razorpay.store.query("select * from orders")).toEqual([]);
    } finally {
      await razorpay.close();
    }
  });

  describe("GET /api/payments/orders/:orderId (the receipt page)", () => {
    it("the order's state; 404 for an order nobody made", async () => {
      const orderId = await t.order();
      const res = await t.get(`/api/payments/orders/${orderId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, data: { orderId, receipt: expect.stringMatching(/^VDH-/), orderStatus: "created", amount: planTotal, currency: "INR", planId, planName: plan.plan.name, serviceName: expect.any(String) } });
      const unknown = await t.get("/api/payments/orders/order_00000000000000");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toEqual({ status: 404, message: "There is no order order_00000000000000." });
    });
  });

  describe("magic keys", () => {
    const issue = (body: object, key = apiKey) => t.post("/api/cart/magic-key", body, key ? { "api-key": key } : {});

    it("issuing needs the api-key of POST /api/process-lead", async () => {
      for (const key of ["", "wrong-key-0123456789"]) {
        const res = await issue({ planId }, key);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: false, error: messages.api.leadApiKeyNotValid });
      }
    });

    it("a key of 43 characters, its cart link and expiry; read back with the contact and ticket; stored only as its SHA-256", async () => {
      const res = await issue({ planId, contact: { name: "Asha Verma", mobile: buyer.mobile }, ticketId: "TCK-42" });
      expect(res.statusCode).toBe(200);
      const { magicKey, cartUrl, expiresAt } = res.json();
      expect(magicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cartUrl).toBe(`/cart?magicKey=${magicKey}`);
      expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(constants.payment.magicKeyLifetimeHours * 3_600_000);
      const read = await t.get(`/api/cart/magic-key/${magicKey}`);
      expect(read.json()).toEqual({ status: true, planId, serviceId: 1, contact: { name: "Asha Verma", mobile: buyer.mobile }, ticketId: "TCK-42", expiresAt });
      const stored = await t.store.query<Record<string, unknown>>("select * from magic_keys");
      expect(JSON.stringify(stored)).not.toContain(magicKey);
      expect(stored.map((r) => r.key_hash)).toContain(createHash("sha256").update(magicKey).digest("hex"));
    });

    it("what is given of the contact meets the lead form's rules: a blank name, a blocked or malformed mobile, a bad email are 400 naming each, and no key is stored", async () => {
      const before = (await t.store.query<{ n: number }>("select count(*)::int as n from magic_keys"))[0].n;
      const lf = messages.leadForm;
      const cases: [object, string][] = [
        [{ name: "   " }, `body/contact/name ${lf.nameRequired}`],
        [{ mobile: "0000000000" }, `body/contact/mobile ${lf.mobileInvalid}`],
        [{ name: "A", mobile: "9999999999" }, `body/contact/name ${lf.nameTooShort}; body/contact/mobile ${lf.mobileInvalid}`],
        [{ email: "asha@example.c" }, `body/contact/email ${lf.emailRequired}`],
      ];
      for (const [contact, error] of cases) {
        const res = await issue({ planId, contact });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: false, error });
      }
      expect((await t.store.query<{ n: number }>("select count(*)::int as n from magic_keys"))[0].n).toBe(before);
      // A name given with spaces around it is kept without them.
      const { magicKey } = (await issue({ planId, contact: { name: "  Asha Verma " } })).json();
      expect((await t.get(`/api/cart/magic-key/${magicKey}`)).json().contact).toEqual({ name: "Asha Verma" });
    });

    it("an order with a valid key for its plan carries the key's ticket; a key for another plan does not", async () => {
      const { magicKey } = (await issue({ planId, ticketId: "TCK-77" })).json();
      const withKey = await t.orderRow(await t.order({ magicKey }));
      expect(withKey.ticket_id).toBe("TCK-77");
      const other = (await issue({ planId: "private-limited-standard", ticketId: "TCK-78" })).json().magicKey;
      expect((await t.orderRow(await t.order({ magicKey: other }))).ticket_id).toBeNull();
    });

    it("an unknown key is 404 'unknown'; an expired one 410 'expired' with its service; an unknown plan is not issued", async () => {
      const unknown = await t.get(`/api/cart/magic-key/${"A".repeat(43)}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: false, error: { status: 404, reason: "unknown" } });
      expect((await t.get("/api/cart/magic-key/short")).statusCode).toBe(404);
      expect((await issue({ planId: "no-such-plan" })).statusCode).toBe(404);
      const { magicKey } = (await issue({ planId })).json();
      t.clock.advance(constants.payment.magicKeyLifetimeHours * 3600);
      const expired = await t.get(`/api/cart/magic-key/${magicKey}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ status: false, error: { status: 410, reason: "expired" }, serviceId: 1 });
    });
  });
});
