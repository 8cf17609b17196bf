import { escapeHtml } from "../../../src/server/html/escapeHtml.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToDay } from "../../../src/server/insights/insightsDaily.js";
import { cell, insightsCsv } from "../../../src/server/insights/insightsPage.js";
import { insightsRange } from "../../../src/server/insights/insightsRange.js";
import { insightsReport } from "../../../src/server/insights/insightsReport.js";
import { adminPassword } from "../payments/paymentsKit.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";

// /admin/insights shows the daily rows of a range and a service, as charts beside their numbers, and as CSV.
const { constants, messages } = serverDocuments;
const words = messages.server.insights;
const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`admin:${password}`).toString("base64")}` });
const [first, second] = serverDocuments.services.services;
const names = { steps: words.steps, service: (id: number) => `service ${id}` };

describe("the insights report", () => {
  it("each step's share is of the step before; after a step of 0 there is none; rankings largest first, ties by name, none of 0", () => {
    const rows = [
      { serviceId: 1, step: "view" as const, detail: "", count: 200 },
      { serviceId: 1, step: "form-started" as const, detail: "", count: 50 },
      { serviceId: 2, step: "lead" as const, detail: "", count: 10 },
      { serviceId: 1, step: "chat-lead" as const, detail: "", count: 10 },
      { serviceId: 3, step: "paid" as const, detail: "", count: 0 },
      { serviceId: 2, step: "paid" as const, detail: "", count: 3 },
      { serviceId: 1, step: "stop" as const, detail: "email", count: 4 },
      { serviceId: 2, step: "stop" as const, detail: "email", count: 2 },
      { serviceId: 2, step: "stop" as const, detail: "name", count: 7 },
    ];
    // As insightsBetween sums them: the totals of all services, the ranking steps per service.
    const sums = (r: typeof rows) => ({ totals: r.map(({ step, detail, count }) => ({ step, detail, count })), byService: r.filter((x) => ["paid", "lead", "chat-lead"].includes(x.step)) });
    const report = insightsReport(sums(rows), names, 1);
    expect(report.funnel.map((l) => [l.count, l.share])).toEqual([[200, null], [50, 0.25], [10, 0.2], [0, 0], [0, null], [3, null]]);
    expect(report.paid).toEqual([{ name: "service 2", count: 3, share: null }]);
    expect(insightsReport(sums(rows), names, 5).leads.map((l) => l.name)).toEqual(["service 1", "service 2"]);
    expect(report.stops.map((l) => [l.name, l.count])).toEqual([["name", 7], ["email", 6]]);
    const csv = insightsCsv(insightsReport(sums([{ serviceId: 1, step: "paid", detail: "", count: 1 }]), { ...names, service: () => '=HYPERLINK("x")' }, 5), words);
    expect(csv).toContain(`"${words.sections.paid}","'=HYPERLINK(""x"")","1",""`);
  });

  it("a CSV cell that starts as a formula may start is defused, Tab and CR before one too (OWASP's CSV injection)", () => {
    expect(["=1+2", "+1", "-1", "@SUM(A1)", "\t=1+2", "\r=1+2", "plain", "a=b"].map(cell)).toEqual([
      `"'=1+2"`, `"'+1"`, `"'-1"`, `"'@SUM(A1)"`, `"'\t=1+2"`, `"'\r=1+2"`, `"plain"`, `"a=b"`,
    ]);
  });

  it("a range is the last days up to today in India time unless told; wrong days, backwards, too long or an unknown service are refused", () => {
    const now = new Date("2026-05-01T19:00:00Z"); // 00:30 on 2 May in India
    const known = (id: number) => id === first.serviceId;
    const days = constants.insights.defaultDays;
    const from = new Date(Date.UTC(2026, 4, 2) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    expect(insightsRange({}, constants, now, known)).toEqual({ from, to: "2026-05-02" });
    expect(insightsRange({ from: "2026-01-01", to: "2026-01-31", service: String(first.serviceId) }, constants, now, known)).toEqual({ from: "2026-01-01", to: "2026-01-31", serviceId: first.serviceId });
    expect(insightsRange({ from: "2026-01-01", to: "2026-01-31", service: "0" }, constants, now, known)).toMatchObject({ serviceId: 0 });
    for (const query of [{ from: "2026-02-30" }, { from: "2026-03-02", to: "2026-03-01" }, { from: "1990-01-01" }, { to: "tomorrow" }]) expect(insightsRange(query, constants, now, known)).toBe("range");
    for (const service of ["99999999", "-1", "x"]) expect(insightsRange({ service }, constants, now, known)).toBe("service");
  });
});

describe("GET /admin/insights", () => {
  const clock = testClock("2026-05-01T10:00:00Z");
  let t: Awaited<ReturnType<typeof testApp>>;
  const get = (url: string, headers: Record<string, string> = basic(adminPassword)) => t.app.inject({ method: "GET", url, headers });
  beforeAll(async () => {
    t = await testApp({ now: clock.now, adminPassword });
    const count = (day: string, serviceId: number, step: Parameters<typeof addToDay>[1]["step"], n: number, detail = "") => addToDay(t.store.query, { day, serviceId, step, detail }, n);
    await count("2026-05-01", first.serviceId, "view", 40, "");
    await count("2026-04-30", first.serviceId, "view", 60, "");
    await count("2026-05-01", first.serviceId, "form-started", 20, "");
    await count("2026-05-01", first.serviceId, "lead", 5, "");
    await count("2026-05-01", second.serviceId, "lead", 7, "");
    await count("2026-05-01", first.serviceId, "partner-lead", 30, "");
    await count("2026-05-01", second.serviceId, "paid", 2, "");
    await count("2026-05-01", first.serviceId, "stop", 3, "phone");
    await count("2026-03-01", first.serviceId, "paid", 9, "");
  });
  afterAll(() => t.close());

  it("asks for the staff password, and is never cached", async () => {
    const res = await get("/admin/insights", {});
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe(words.loginNeeded);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("shows each step's count with its share and bar, for the range and service asked; the CSV holds the same numbers", async () => {
    const page = await get(`/admin/insights?from=2026-04-30&to=2026-05-01&service=${first.serviceId}`);
    expect(page.statusCode).toBe(200);
    const row = (name: string) => new RegExp(`<th scope="row">${name}</th><td data-count><svg[^]*?</svg> (\\d+)</td>(?:<td>([^<]*)</td>)?`).exec(page.body)?.slice(1);
    expect(row(words.steps.view)).toEqual(["100", ""]);
    expect(row(words.steps["form-started"])).toEqual(["20", words.share.replace("{percent}", "20.0")]);
    expect(row(words.steps.lead)).toEqual(["5", words.share.replace("{percent}", "25.0")]);
    // A partner's leads started no form: a table of their own, not the funnel's share (30 of 20 started would be 150 %).
    const asWritten = escapeHtml(words.steps["partner-lead"]).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(row(asWritten)).toEqual(["30", undefined]);
    expect(page.body).toContain(`<h2 id="insights-partners">${words.sections.partners}</h2>`);
    // A field is named by its question (the key 'phone' as the lead form's label), not by its key.
    expect(row(serverDocuments.messages.leadForm.mobileLabel)).toEqual(["3", undefined]);
    expect(page.body).toContain(`<option value="${first.serviceId}" selected>`);
    const csv = await get(`/admin/insights?format=csv&from=2026-04-30&to=2026-05-01&service=${first.serviceId}`);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body).toContain(`"${words.sections.funnel}","${words.steps.view}","100",""\r\n"${words.sections.funnel}","${words.steps["form-started"]}","20","20.0"`);
    expect(csv.body).toContain(`"${words.sections.stops}","${serverDocuments.messages.leadForm.mobileLabel}","3",""`);
  });

  it("all services rank by paid orders and by leads; days outside the range count nothing", async () => {
    const csv = (await get("/admin/insights?format=csv&from=2026-05-01&to=2026-05-01&service=all")).body;
    expect(csv).toContain(`"${words.sections.paid}","${second.name}","2",""`);
    expect(csv).not.toContain('"9"');
    const leads = csv.split("\r\n").filter((l) => l.startsWith(`"${words.sections.leads}"`));
    // Every lead ranks its service, a partner's too.
    expect(leads).toEqual([`"${words.sections.leads}","${first.name}","35",""`, `"${words.sections.leads}","${second.name}","7",""`]);
  });

  it("refuses a wrong range or service with the sentence that says so, above the form and the default days (a file: the sentence alone)", async () => {
    const sentence = words.rangeNotValid.replace("{days}", String(constants.insights.maxDays));
    for (const query of ["from=2026-05-02&to=2026-05-01", "from=2026-13-45", "from=1900-01-01&to=2999-12-31"]) {
      const wrong = await get(`/admin/insights?${query}`);
      expect(wrong.statusCode, query).toBe(400);
      expect(wrong.headers["content-type"], query).toMatch(/^text\/html/);
      expect(wrong.body, query).toContain(`<p class="refused" role="alert">${sentence}</p>`);
      expect(wrong.body, query).toContain('<form method="get" action="/admin/insights"');
      expect(wrong.body, query).toContain(`<h1>${words.title}</h1>`);
    }
    const service = await get("/admin/insights?service=123456789");
    expect(service.statusCode).toBe(400);
    expect(service.body).toContain(words.serviceNotValid.replace("{service}", "123456789"));
    const file = await get("/admin/insights?from=2026-05-02&to=2026-05-01&format=csv");
    expect([file.statusCode, file.body]).toEqual([400, sentence]);
  });
});
