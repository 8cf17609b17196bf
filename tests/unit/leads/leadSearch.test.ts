import { describe, expect, it } from "vitest";
import { fill } from "../../../src/lib/fill.js";
import { escapeHtml } from "../../../src/server/html/escapeHtml.js";
import { fieldsFromValues } from "../../../src/server/leads/leadFields.js";
import { recordLead } from "../../../src/server/leads/leadStore.js";
import { serverDocuments } from "../testApp.js";
import { adminPassword, leadPipeline, values } from "./leadsKit.js";

// Staff find leads on /admin/leads: by a text (name, email, ticket, mobile number by its digits), a service, a status
// and the days received (India time), each alone or together; what is asked stays in the form; a wrong one is 400.
const words = serverDocuments.messages.server.leadSearch;
const shared = serverDocuments.messages.server.listingSearch;
const input = serverDocuments.messages.server.input;
const admin = { authorization: `Basic ${Buffer.from(`admin:${adminPassword}`).toString("base64")}` };

describe("finding leads on /admin/leads", () => {
  const { get, store } = leadPipeline();
  const tickets: Record<string, string> = {};
  /** A lead as the pipeline records it, received at `at` (UTC). */
  const lead = async (key: string, at: string, over: Record<string, unknown>, status: "new" | "suspect" = "new") => {
    const v = values(over);
    const { stored } = await recordLead(store(), { source: status === "new" ? "form" : "spam-check", status, fields: fieldsFromValues(v, serverDocuments.constants.mobile), submitted: v }, { now: new Date(at), windowSeconds: 600 });
    tickets[key] = stored!.ticket.ticketId;
  };
  const found = async (query: string) => {
    const res = await get(`/admin/leads?format=json&${query}`, admin);
    expect(res.statusCode, query).toBe(200);
    return (res.json() as { ticketId: string }[]).map((l) => Object.entries(tickets).find(([, t]) => t === l.ticketId)?.[0]);
  };

  it("each parameter alone and together, newest first; nothing asked is the latest leads", async () => {
    // 2026-03-01 23:30 in India is 18:00 UTC; 2026-03-02 00:10 in India is 2026-03-01 18:40 UTC.
    await lead("ravi", "2026-03-01T18:00:00Z", { name: "Ravi Kumar", email: "ravi.kumar@example.com", phone: "9876501234", serviceId: 248 });
    await lead("meera", "2026-03-01T18:40:00Z", { name: "Meera 50% Shah", email: "meera_s@example.com", phone: "9123409876", serviceId: 119 }, "suspect");
    await lead("asha", "2026-03-05T06:00:00Z", { name: "Asha Verma", email: "asha.v@example.com", phone: "9988776655", serviceId: 248 });
    expect(await found("")).toEqual(["asha", "meera", "ravi"]);
    // Text: name in any case, email, a part of the ticket, the mobile number by its digits as staff type it.
    expect(await found("q=RAVI")).toEqual(["ravi"]);
    expect(await found("q=meera_s%40")).toEqual(["meera"]);
    expect(await found(`q=${tickets.asha.slice(-5).toLowerCase()}`)).toEqual(["asha"]);
    expect(await found(`q=${encodeURIComponent("+91 98765-01234")}`)).toEqual(["ravi"]);
    expect(await found("q=50%25")).toEqual(["meera"]);
    // % and _ are the text itself, not patterns: "_" is in one email only, "%" in one name only.
    expect(await found("q=_")).toEqual(["meera"]);
    expect(await found("q=%25")).toEqual(["meera"]);
    expect(await found("q=nobody")).toEqual([]);
    expect(await found("service=248")).toEqual(["asha", "ravi"]);
    expect(await found("status=suspect")).toEqual(["meera"]);
    // Days in India time, both included: 23:30 on 1 March and 00:10 on 2 March fall on two days.
    expect(await found("from=2026-03-01&to=2026-03-01")).toEqual(["ravi"]);
    expect(await found("from=2026-03-02")).toEqual(["asha", "meera"]);
    expect(await found("to=2026-03-02")).toEqual(["meera", "ravi"]);
    expect(await found("service=248&from=2026-03-02&q=verma")).toEqual(["asha"]);
    expect(await found("service=248&status=suspect")).toEqual([]);
    // Empty fields (a form sent as it is) ask nothing; limit still counts.
    expect(await found("q=&service=&status=&from=&to=")).toEqual(["asha", "meera", "ravi"]);
    // Control characters are no part of the text: alone they ask nothing. A NUL, which no text column can hold, is
    // refused at the edge before any route (input/edgeInput.ts).
    expect(await found("q=%1F%09")).toEqual(["asha", "meera", "ravi"]);
    expect(await found("q=ra%1Fvi")).toEqual(["ravi"]);
    expect((await get("/admin/leads?q=ra%00vi", admin)).statusCode).toBe(400);
    // Any case, beyond ASCII too: the text and the column are both lowered by the store.
    expect(await found(`q=${encodeURIComponent("MEERA 50% SHAH")}`)).toEqual(["meera"]);
    expect(await found("service=248&limit=1")).toEqual(["asha"]);
  });

  it("the page: the form holds what was asked, the caption says found, and a search that finds nothing says so", async () => {
    const page = await get("/admin/leads?q=Ravi&service=248&status=new&from=2026-03-01&to=2026-03-31", admin);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="get" action="/admin/leads" role="search" aria-label="${escapeHtml(words.legend)}">`);
    expect(page.body).toContain('<input type="search" id="leads-q" name="q" value="Ravi"');
    expect(page.body).toContain('<option value="248" selected>Talk to a Lawyer</option>');
    expect(page.body).toContain(`<option value="new" selected>${escapeHtml(words.statuses.new)}</option>`);
    expect(page.body).toContain('name="from" value="2026-03-01"');
    expect(page.body).toContain(`<caption>${escapeHtml(words.captionOne)}</caption>`);
    const none = await get("/admin/leads?q=nobody", admin);
    expect(none.body).toContain(`<p>${escapeHtml(words.none)}</p>`);
    expect(none.body).toContain('value="nobody"');
    // A text that is HTML stays text.
    const html = await get(`/admin/leads?q=${encodeURIComponent('"><script>x</script>')}`, admin);
    expect(html.body).not.toContain("<script>x");
    expect(html.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it("a wrong parameter is 400 naming it, as a page or as JSON; the password first", async () => {
    const cases: [string, string][] = [
      ["service=999999", fill(shared.serviceNotValid, { service: "999999" })],
      ["service=abc", fill(shared.serviceNotValid, { service: "abc" })],
      ["status=paid", fill(shared.statusNotValid, { status: "paid", statuses: "new, suspect, verified" })],
      ["from=2026-02-30", fill(shared.dayNotValid, { parameter: "from", day: "2026-02-30" })],
      ["to=yesterday", fill(shared.dayNotValid, { parameter: "to", day: "yesterday" })],
      // A year the stores cannot hold (year 0): not a day of any lead.
      ["from=0000-01-01", fill(shared.dayNotValid, { parameter: "from", day: "0000-01-01" })],
      ["from=2026-03-05&to=2026-03-01", fill(shared.daysBackwards, { from: "2026-03-05", to: "2026-03-01" })],
      [`q=${"a".repeat(101)}`, fill(shared.textTooLong, { max: 100 })],
      ["q=a&q=b", fill(shared.givenTwice, { parameter: "q" })],
    ];
    for (const [query, sentence] of cases) {
      const page = await get(`/admin/leads?${query}`, admin);
      expect([page.statusCode, page.headers["cache-control"]], query).toEqual([400, "no-store"]);
      expect(page.body, query).toContain(`<p class="page-refusal">${escapeHtml(sentence)}</p>`);
      // Not a dead end: the way back to the listing, without what was asked, comes before the way home.
      expect(page.body, query).toContain(`<p><a href="/admin/leads">${escapeHtml(fill(input.pageRefusedAgain, { page: "/admin/leads" }))}</a></p>`);
      const data = await get(`/admin/leads?format=json&${query}`, admin);
      expect([data.statusCode, data.json()], query).toEqual([400, { status: false, error: sentence }]);
    }
    expect((await get("/admin/leads?status=paid", {})).statusCode).toBe(401);
    expect((await get("/admin/leads?q=ravi", {})).body).not.toContain("ravi.kumar");
  });
});
