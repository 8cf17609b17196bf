import { afterEach, describe, expect, it } from "vitest";
import { planPrice } from "../../../src/rules/planPrice.js";
import { insertOrder, nextReceipt } from "../../../src/server/payments/orderStore.js";
import { migrate, type Store } from "../../../src/server/store/openStore.js";
import { serverDocuments } from "../testApp.js";
import { openTestStore } from "../testStore.js";
import { buyer, plan } from "./paymentsKit.js";

// Migration 009 (a customer is charged once) on the store itself: one captured gateway payment per order, whatever the code above says,
// and a store that already holds the bug's duplicates still migrates.
const at = new Date("2026-05-01T10:00:00Z");
const price = planPrice(plan.plan);

async function newOrder(store: Store, providerOrderId: string): Promise<string> {
  const receipt = await nextReceipt(store, serverDocuments.constants.payment.receiptPrefix);
  const order = { receipt, provider: "embedded", provider_order_id: providerOrderId, plan_id: plan.plan.id, plan_name: plan.plan.name, service_id: plan.serviceId, service_name: "Private Limited Company", amount_paise: price.totalPaise, currency: "INR", price, contact: buyer, ticket_id: null, magic_key_hash: null } as const;
  await insertOrder(store, order, at);
  return (await store.query<{ id: string }>("select id::text as id from orders where provider_order_id = $1", [providerOrderId]))[0].id;
}
const capture = (store: Store, paymentId: string, orderId: string, capturedOrderId: string | null = orderId) =>
  store.query("insert into gateway_payments (payment_id, order_id, method, status, amount_paise, created_at, captured_order_id) values ($1, $2, 'upi', 'captured', $3, $4, $5)", [paymentId, orderId, price.totalPaise, at, capturedOrderId]);

describe("migration 009: an order is captured once", () => {
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it("a second captured gateway payment of one order is a unique violation; a failed one beside it is not", async () => {
    store = await openTestStore();
    const orderId = await newOrder(store, "order_Once0000000001");
    await capture(store, "pay_Once0000000001", orderId);
    await expect(capture(store, "pay_Once0000000002", orderId)).rejects.toThrow(/unique|duplicate/i);
    await store.query("insert into gateway_payments (payment_id, order_id, method, status, amount_paise, created_at) values ('pay_Once0000000003', $1, 'upi', 'failed', 1, $2)", [orderId, at]);
    const [{ n }] = await store.query<{ n: number }>("select count(*)::int as n from gateway_payments where order_id = $1", [orderId]);
    expect(n).toBe(2);
  });

  it("a store that already holds several captured payments of one order (the bug) still migrates, and keeps them", async () => {
    store = await openTestStore();
    // The store as it was before 009: the migration undone, then the bug's duplicates written.
    await store.query("alter table gateway_payments drop column captured_order_id");
    await store.query("alter table orders drop column magic_key_hash");
    await store.query("delete from schema_migrations where name = '009_payments_once.sql'");
    const receipt = await nextReceipt(store, "VDH-");
    await store.query(
      `insert into orders (receipt, provider, provider_order_id, plan_id, plan_name, service_id, service_name, amount_paise, currency, price, contact, status, created_at, updated_at)
       values ($1, 'embedded', 'order_Once0000000009', $2, $3, 1, 'Private Limited Company', $4, 'INR', $5, $6, 'created', $7, $7)`,
      [receipt, plan.plan.id, plan.plan.name, price.totalPaise, JSON.stringify(price), JSON.stringify(buyer), at],
    );
    const [{ id }] = await store.query<{ id: string }>("select id::text as id from orders where provider_order_id = 'order_Once0000000009'");
    for (const p of ["pay_Dup00000000001", "pay_Dup00000000002"]) await store.query("insert into gateway_payments (payment_id, order_id, method, status, amount_paise, created_at) values ($1, $2, 'upi', 'captured', 1, $3)", [p, id, at]);
    expect(await migrate(store)).toEqual(["009_payments_once.sql"]);
    const [{ n }] = await store.query<{ n: number }>("select count(*)::int as n from gateway_payments where order_id = $1 and status = 'captured'", [id]);
    expect(n).toBe(2);
  });
});
