import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import { insightsBetween, type InsightsSums } from "../../../src/server/insights/insightsDaily.js";
import { markMobileVerified } from "../../../src/server/leads/leadVerification.js";
import { applyRetention } from "../../../src/server/store/retention.js";
import { paymentSignature } from "../../../src/server/payments/paymentSignature.js";
import { adminPassword, apiKey, buyer, keySecret, plan, planId, testProvider } from "../payments/paymentsKit.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";

// The insights' daily rows are counted as things happen, on the day they happen in India time, per service.
const { constants } = serverDocuments;
const person = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const service = serverDocuments.services.services.find((s) => s.route === "/talk-to-a-lawyer")!;
const paidService = plan.serviceId;
const { fieldEntered, optionSelected } = constants.leadForm.events;

/** A build whose pages are the home page and one service's page. */
function builtPages(): string {
  const dist = mkdtempSync(join(tmpdir(), "vidhi-dist-"));
  mkdirSync(join(dist, "client"));
  const pages = [
    { route: "/", file: "index.html", noindex: false, status: 200 },
    { route: service.route, file: "s/index.html", noindex: false, status: 200 },
  ];
  writeFileSync(join(dist, "pages.json"), JSON.stringify({ builtAt: "", pages }));
  return dist;
}

/** The summed totals as `step` → count, or `stop:field` → count, leaving out rows of 0. */
const counted = (sums: InsightsSums) => Object.fromEntries(sums.totals.filter((r) => r.count !== 0).map((r) => [r.step === "stop" ? `stop:${r.detail}` : r.step, r.count]));

describe("the insights' daily rows", () => {
  // 18:00 UTC is 23:30 in India: half an hour before the day changes.
  const clock = testClock("2026-05-01T18:00:00Z");
  let t: Awaited<ReturnType<typeof testApp>>;
  let address = 0;
  const inject = (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers: { "user-agent": person, ...headers }, remoteAddress: `10.27.0.${++address}` });
  const event = (eventName: string, label: string, ga: string, serviceId: number | null = service.serviceId) =>
    inject("POST", "/api/event-track", { eventName, event: "lead_form", eventProperties: { label, value: "" }, _ga: ga, platform: "website", eventTime: clock.now().toISOString(), url: `https://vidhi.example${service.route}`, serviceId });
  const day = (d: string, serviceId?: number) => insightsBetween(t.store, { from: d, to: d, serviceId });

  beforeAll(async () => {
    t = await testApp({ distDir: builtPages(), now: clock.now, payments: testProvider(), leadApiKey: apiKey, adminPassword });
  });
  afterAll(() => t.close());

  it("a person's page view counts for the page's service, a robot's does not, a page of no service counts for 0", async () => {
    for (const agent of [person, person, googlebot]) expect((await inject("POST", `/api/page-view?path=${service.route}`, undefined, { "user-agent": agent })).statusCode).toBe(204);
    await inject("POST", "/api/page-view?path=/");
    expect(counted(await day("2026-05-01", service.serviceId))).toEqual({ view: 2 });
    expect(counted(await day("2026-05-01", 0))).toEqual({ view: 1 });
    // All services' rows hold the sum of every service's.
    expect(counted(await day("2026-05-01"))).toEqual({ view: 3 });
  });

  it("the lead form: a visit's first field starts it, its last field is where it stopped, a lead sent from it stops nowhere", async () => {
    await event(fieldEntered, "name", "GA1.1.111");
    await event(fieldEntered, "email", "GA1.1.111");
    await event(optionSelected, "city", "GA1.1.222");
    await event("menu-click", "Services", "GA1.1.333");
    expect(counted(await day("2026-05-01", service.serviceId))).toMatchObject({ "form-started": 2, "stop:email": 1, "stop:city": 1 });
    // The lead request carries the analytics cookie whose id the second visit's events carried: that visit sent a lead.
    await inject("POST", "/api/leads/spam-check", { values: sampleLeadValues({ name: "Asha Verma", email: "asha.1@example.com", phone: "9876500001" }, { serviceId: service.serviceId }), csrfFailed: true }, { cookie: "_ga=GA1.1.222" });
    const after = counted(await day("2026-05-01", service.serviceId));
    expect(after).toMatchObject({ "form-started": 2, "stop:email": 1, lead: 1 });
    expect(after["stop:city"]).toBeUndefined();
    expect(after.verified).toBeUndefined();
    // The suspect lead's number verified by code later: counted once.
    await markMobileVerified(t.store, "9876500001", clock.now(), constants.leads.otpVerifiedWindowSeconds);
    await markMobileVerified(t.store, "9876500001", clock.now(), constants.leads.otpVerifiedWindowSeconds);
    expect(counted(await day("2026-05-01", service.serviceId))).toMatchObject({ lead: 1, verified: 1 });
  });

  it("orders and payments count for the plan's service on their own day: 23:59 in India the day, 00:00 the next", async () => {
    const res = await inject("POST", "/api/payments/orders", { planId, contact: buyer });
    const orderId = res.json().data.order_id as string;
    clock.advance(30 * 60);
    const paymentId = "pay_Insights000001";
    const paid = await inject("POST", "/api/razorpay/status", { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(orderId, paymentId, keySecret) });
    expect(paid.statusCode).toBe(200);
    expect(counted(await day("2026-05-01", paidService))).toMatchObject({ order: 1 });
    expect(counted(await day("2026-05-01", paidService)).paid).toBeUndefined();
    expect(counted(await day("2026-05-02", paidService))).toEqual({ paid: 1 });
  });

  it("chat: a conversation begun, handed to a person once however often its mode changes, its lead apart from the form's", async () => {
    const at = clock.now();
    await t.store.query(
      `insert into chat_conversations (id, script_id, page_url, page_type, service_id, context, state, mode, created_at, last_activity_at)
       values ('c-insights', 'default', '/x', 'service', $1, '{}', '{}', 'bot', $2, $2)`,
      [service.serviceId, at],
    );
    for (const mode of ["waiting", "agent", "closed"]) await t.store.query("update chat_conversations set mode = $1 where id = 'c-insights'", [mode]);
    await inject("POST", "/api/process-lead", { email: "chat@example.in", mobileNumber: "9876500002", serviceId: service.serviceId }, { "api-key": apiKey });
    await t.store.query("update leads set source = 'chat' where mobile = '9876500002'");
    const rows = counted(await day("2026-05-02", service.serviceId));
    // (Counted as it was sent: a partner's lead, then made the chat's by hand.)
    expect(rows).toMatchObject({ chat: 1, "chat-handed": 1, "partner-lead": 1 });
    expect((await day("2026-05-02")).byService).toEqual(
      expect.arrayContaining([
        { serviceId: service.serviceId, step: "partner-lead", detail: "", count: 1 },
        { serviceId: paidService, step: "paid", detail: "", count: 1 },
      ]),
    );
  });

  it("a partner's lead (POST /api/process-lead) is counted apart from the lead form's, so the funnel's form-to-lead share counts the form's only", async () => {
    const d = "2026-05-02";
    const before = counted(await day(d, service.serviceId));
    await inject("POST", "/api/process-lead", { email: "partner.1@example.in", mobileNumber: "9876500031", serviceId: service.serviceId }, { "api-key": apiKey });
    await inject("POST", "/api/process-lead", { email: "partner.2@example.in", mobileNumber: "9876500032", serviceId: service.serviceId }, { "api-key": apiKey });
    const after = counted(await day(d, service.serviceId));
    expect(after["partner-lead"]).toBe((before["partner-lead"] ?? 0) + 2);
    expect(after.lead).toBe(before.lead);
    // Migration 020 moves the partner leads an older store counted as 'lead' to 'partner-lead': its statement, run on
    // rows counted the old way (the same statement with the two steps swapped), gives the rows the trigger counts now.
    const migration = readFileSync("src/server/store/migrations/020_insights_partner_leads.sql", "utf8");
    const backfill = migration.slice(migration.indexOf("insert into insights_daily")).trim().replace(/;$/, "");
    const oldWay = backfill.replace("(values ('lead', -1), ('partner-lead', 1))", "(values ('lead', 1), ('partner-lead', -1))");
    expect(oldWay).not.toBe(backfill);
    const all = counted(await day(d));
    await t.store.query(oldWay);
    // The two partner leads above are still 'process-lead' in the store (the chat test's made its own the chat's).
    expect(counted(await day(d, service.serviceId)).lead).toBe((after.lead ?? 0) + 2);
    await t.store.query(backfill);
    expect(counted(await day(d, service.serviceId))).toEqual(after);
    expect(counted(await day(d))).toEqual(all);
  });

  it("one visit's events at once: the form started once, the visit stopped at one field; its key names no one", async () => {
    const before = counted(await day("2026-05-02", 0));
    await Promise.all(["name", "email", "phone", "city", "language", "name", "email", "phone"].map((field) => event(fieldEntered, field, "GA1.1.444", null)));
    const after = counted(await day("2026-05-02", 0));
    expect(after["form-started"]).toBe((before["form-started"] ?? 0) + 1);
    const stops = Object.entries(after).filter(([k]) => k.startsWith("stop:")).reduce((sum, [, n]) => sum + n, 0);
    expect(stops).toBe(1);
    const keys = await t.store.query<{ visit_key: string }>("select visit_key from insights_form_visits where service_id = 0");
    expect(keys).toHaveLength(1);
    expect(keys[0].visit_key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(keys[0].visit_key).not.toContain("GA1");
  });

  it("concurrent views of one page from any connection all count", async () => {
    await Promise.all(Array.from({ length: 25 }, () => inject("POST", `/api/page-view?path=${service.route}`)));
    expect(counted(await day("2026-05-02", service.serviceId)).view).toBe(25);
  });

  it("retention deletes the lead form's visits with the raw events and keeps every daily row", async () => {
    const before = await insightsBetween(t.store, { from: "2026-01-01", to: "2026-12-31" });
    clock.advance((constants.retention.eventDays + 1) * 86_400);
    const gone = await applyRetention(t.store, constants.retention, clock.now());
    expect(gone.formVisits).toBeGreaterThan(0);
    expect(await t.store.query("select * from insights_form_visits")).toEqual([]);
    expect(await insightsBetween(t.store, { from: "2026-01-01", to: "2026-12-31" })).toEqual(before);
  });
});
