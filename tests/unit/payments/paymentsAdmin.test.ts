import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "../../../src/lib/fill.js";
import { formatOrders } from "../../../src/server/staff/orderListing.js";
import { planPrice } from "../../../src/rules/planPrice.js";
import { insertOrder, latestOrders, nextReceipt } from "../../../src/server/payments/orderStore.js";
import { paymentProviderFromEnv } from "../../../src/server/payments/provider.js";
import { contentSecurityPolicy } from "../../../src/server/security/contentSecurityPolicy.js";
import { openStore } from "../../../src/server/store/openStore.js";
import { applyRetention } from "../../../src/server/store/retention.js";
import { projectRoot } from "../fixtureSite.js";
import { serverDocuments } from "../testApp.js";
import { adminPassword, buyer, paymentsApp, plan, testProvider } from "./paymentsKit.js";

const { constants, messages } = serverDocuments;
const words = messages.server.payments;
const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`admin:${password}`).toString("base64")}` });

describe("the payments page and npm run payments", () => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    t = await paymentsApp();
  });
  afterAll(() => t.close());

  it("401 without the admin password, never cached", async () => {
    for (const headers of [{}, basic("wrong-password-0123")]) {
      const res = await t.get("/admin/payments", headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Basic /);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).toBe(words.adminLoginNeeded);
    }
  });

  it("orders newest first with their state, as a page and as JSON; npm run payments shows the same", async () => {
    expect((await t.get("/admin/payments", basic(adminPassword))).body).toContain(words.adminNoOrders);
    const first = await t.order();
    t.clock.advance(60);
    const second = await t.order();
    await t.post("/api/razorpay/status", t.success(second));
    const page = await t.get("/admin/payments", basic(adminPassword));
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    // Created 2026-05-01 10:01 UTC is 15:31 in India; ₹2,768.82 is the Basic plan's total (276,882 paise).
    expect(page.body).toContain("2026-05-01 15:31");
    expect(page.body).toContain("₹2,768.82");
    expect(page.body).toContain(`<caption>${words.adminCaptionMany.replace("{count}", "2")}</caption>`);
    // Each row is named by its receipt number, and its state is told in the receipt's words.
    const rowHeaders = [...page.body.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(rowHeaders).toHaveLength(2);
    expect(rowHeaders.every((h) => h.startsWith(constants.payment.receiptPrefix))).toBe(true);
    expect(page.body).toContain(`<td>${messages.cart.receipt.states.paid}</td>`);
    expect(page.body).toContain(`<td>${messages.cart.receipt.states.created}</td>`);
    const json = (await t.get("/admin/payments?format=json", basic(adminPassword))).json();
    expect(json.map((o: { orderId: string }) => o.orderId)).toEqual([second, first]);
    expect(json[0]).toMatchObject({ status: "paid", planName: plan.plan.name, name: buyer.name, email: buyer.email, mobileNumber: (await t.orderRow(second)).contact.mobile, paymentId: expect.stringMatching(/^pay_/) });
    expect(json[1]).toMatchObject({ status: "created", paymentId: null, paidAt: null });
    const text = formatOrders(await latestOrders(t.store, 10), { json: false, words, timeZone: constants.payment.timeZone, states: messages.cart.receipt.states });
    expect(text.split("\n")[0]).toMatch(new RegExp(`^${words.columns.receipt}\\s+${words.columns.created}`));
    expect(text).toContain(messages.cart.receipt.states.paid);
  });

  it("?limit=: that many of the latest orders; a limit that is not a whole number from 1 is 400 naming it, not the default", async () => {
    const all = (await t.get("/admin/payments?format=json", basic(adminPassword))).json();
    expect(all.length).toBeGreaterThan(1);
    expect((await t.get("/admin/payments?format=json&limit=1", basic(adminPassword))).json()).toEqual(all.slice(0, 1));
    for (const limit of ["-1", "abc"]) {
      const res = await t.get(`/admin/payments?format=json&limit=${limit}`, basic(adminPassword));
      expect(res.statusCode, limit).toBe(400);
      expect(res.json()).toEqual({ status: false, error: fill(messages.server.listingLimitNotValid, { limit, max: 500, default: constants.payment.listingSize }) });
      expect((await t.get(`/admin/payments?limit=${limit}`, basic(adminPassword))).statusCode, limit).toBe(400);
    }
  });

  it("finding orders: by receipt, order or payment id, ticket, the buyer's name, email or mobile digits; by service, state and days (India time); a wrong one 400", async () => {
    const admin = basic(adminPassword);
    const find = async (query: string) => {
      const res = await t.get(`/admin/payments?format=json&${query}`, admin);
      expect(res.statusCode, query).toBe(200);
      return (res.json() as { orderId: string }[]).map((o) => o.orderId);
    };
    const buy = async (contact: object, planId = plan.plan.id) => {
      const res = await t.post("/api/payments/orders", { planId, contact });
      expect(res.statusCode).toBe(200);
      return res.json().data.order_id as string;
    };
    // 2026-05-01 is where the clock starts; a day later, 18:45 UTC is 00:15 on 3 May in India.
    t.clock.advance(86_400 + 8 * 3600 + 45 * 60);
    const kiran = await buy({ name: "Kiran Rao", email: "kiran_rao@example.in", mobile: "9811122233" });
    const paid = (await t.post("/api/razorpay/status", t.success(kiran))).json().data as { paymentId: string };
    t.clock.advance(3600);
    const neha = await buy({ name: "Neha Iyer", email: "neha@example.in", mobile: "9700011122" }, "llp-basic");
    const { receipt } = await t.orderRow(neha);
    expect(await find(`q=${receipt.toLowerCase()}`)).toEqual([neha]);
    expect(await find(`q=${paid.paymentId}`)).toEqual([kiran]);
    expect(await find(`q=${neha.slice(-8)}`)).toEqual([neha]);
    expect(await find("q=KIRAN")).toEqual([kiran]);
    expect(await find("q=kiran_")).toEqual([kiran]);
    expect(await find(`q=${encodeURIComponent("+91 97000 11122")}`)).toEqual([neha]);
    expect(await find("status=paid&from=2026-05-03")).toEqual([kiran]);
    expect(await find("status=created&from=2026-05-03")).toEqual([neha]);
    expect(await find(`service=${plan.serviceId}&from=2026-05-03`)).toEqual([kiran]);
    expect(await find("from=2026-05-03&to=2026-05-03")).toEqual([neha, kiran]);
    expect(await find("to=2026-05-02")).not.toContain(kiran);
    // The page: the form keeps what was asked, the states in the receipt's words, the caption says found.
    const page = await t.get("/admin/payments?q=Neha&status=created", admin);
    expect(page.body).toContain('<input type="search" id="payments-q" name="q" value="Neha"');
    expect(page.body).toContain(`<option value="created" selected>${messages.cart.receipt.states.created}</option>`);
    expect(page.body).toContain(`<caption>${words.search.captionOne}</caption>`);
    expect((await t.get("/admin/payments?q=nobody", admin)).body).toContain(`<p>${words.search.none}</p>`);
    const wrong = await t.get("/admin/payments?format=json&status=refunded", admin);
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { status: false, error: fill(messages.server.listingSearch.statusNotValid, { status: "refunded", statuses: "created, attempted, paid" }) }]);
    expect((await t.get("/admin/payments?status=refunded", {})).statusCode).toBe(401);
  });

  it("retention never deletes orders", async () => {
    await t.order();
    const before = await t.store.query("select receipt from orders");
    t.clock.advance(10 * 365 * 86400);
    await applyRetention(t.store, constants.retention, t.clock.now());
    expect(await t.store.query("select receipt from orders")).toEqual(before);
  });
});

describe("npm run payments", () => {
  it("lists the latest orders of the store as a table or as JSON", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vidhi-payments-"));
    const store = await openStore({ dataDir: join(dataDir, "pglite") });
    const price = planPrice(plan.plan);
    const receipt = await nextReceipt(store, constants.payment.receiptPrefix);
    const order = { receipt, provider: "embedded", provider_order_id: "order_Cli00000000000", plan_id: plan.plan.id, plan_name: plan.plan.name, service_id: plan.serviceId, service_name: "Private Limited Company", amount_paise: price.totalPaise, currency: "INR", price, contact: buyer, ticket_id: null, magic_key_hash: null } as const;
    await insertOrder(store, order, new Date("2026-05-01T10:00:00Z"));
    await store.close();
    const run = (args: string[]) => spawnSync(process.execPath, ["--import", "tsx", join(projectRoot, "src/cli/payments.ts"), ...args], { cwd: projectRoot, encoding: "utf8", env: { ...process.env, VIDHI_DATA_DIR: dataDir } });
    const table = run([]);
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/^Receipt\s+Created/);
    expect(table.stdout).toContain(receipt);
    expect(table.stdout).toContain("2026-05-01 15:30");
    const json = run(["--json", "--limit", "5"]);
    expect(json.status, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ receipt, orderId: "order_Cli00000000000", status: "created", amountPaise: price.totalPaise, mobileNumber: buyer.mobile })]);
    expect(run(["--limit", "none"]).status).toBe(2);
  });
});

describe("the provider", () => {
  it("embedded without Razorpay's keys: a rzp_test_ key id and secrets generated once into the data folder", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vidhi-payments-"));
    const first = paymentProviderFromEnv(dataDir, { VIDHI_RAZORPAY_KEY_SECRET: "a-secret-without-its-key-id" });
    expect(first.provider.kind).toBe("embedded");
    expect(first.provider.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(first.provider.keySecret).not.toBe("a-secret-without-its-key-id");
    expect(first.generated).toHaveLength(3);
    expect(readFileSync(join(dataDir, "embedded-payment-key-id"), "utf8").trim()).toBe(first.provider.keyId);
    const again = paymentProviderFromEnv(dataDir, {});
    expect(again.generated).toEqual([]);
    expect([again.provider.keyId, again.provider.keySecret, again.provider.webhookSecret]).toEqual([first.provider.keyId, first.provider.keySecret, first.provider.webhookSecret]);
  });

  it("razorpay with VIDHI_RAZORPAY_KEY_ID and VIDHI_RAZORPAY_KEY_SECRET, the webhook secret from its variable", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vidhi-payments-"));
    const { provider } = paymentProviderFromEnv(dataDir, { VIDHI_RAZORPAY_KEY_ID: "rzp_test_Abc12345678901", VIDHI_RAZORPAY_KEY_SECRET: "razorpay-key-secret", VIDHI_RAZORPAY_WEBHOOK_SECRET: "razorpay-webhook-secret" });
    expect(provider).toMatchObject({ kind: "razorpay", keyId: "rzp_test_Abc12345678901", keySecret: "razorpay-key-secret", webhookSecret: "razorpay-webhook-secret" });
  });
});

describe("the Content-Security-Policy with Razorpay", () => {
  const inputs = { https: true, inlineScriptHashes: [], inlineStyleHashes: [], captcha: "embedded", maps: "embedded" } as const;
  it("opens exactly what Razorpay's checkout needs, and nothing with the embedded checkout", () => {
    const razorpay = contentSecurityPolicy({ ...inputs, payment: "razorpay" });
    expect(razorpay["script-src"]).toEqual(["'self'", "https://checkout.razorpay.com"]);
    expect(razorpay["frame-src"]).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
    expect(razorpay["connect-src"]).toEqual(["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"]);
    expect(razorpay["img-src"]).toEqual(["'self'", "https://cdn.razorpay.com"]);
    const embedded = contentSecurityPolicy({ ...inputs, payment: "embedded" });
    expect(Object.values(embedded).flat().filter((s) => s.includes("razorpay"))).toEqual([]);
    expect(embedded["frame-src"]).toEqual(["'none'"]);
  });

  it("the server's answers carry it when the provider is Razorpay", async () => {
    const t = await paymentsApp(testProvider({ kind: "razorpay" }));
    try {
      expect((await t.get("/api/health")).headers["content-security-policy"]).toContain("script-src 'self' https://checkout.razorpay.com");
    } finally {
      await t.close();
    }
  });
});
