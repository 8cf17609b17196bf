import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleProcessLead } from "../../../src/cli/sampleLead.js";
import { fill } from "../../../src/lib/fill.js";
import { escapeHtml } from "../../../src/server/html/escapeHtml.js";
import { formatLeads, serviceLabel } from "../../../src/server/staff/leadListing.js";
import { serviceNames } from "../../../src/server/insights/insightsServices.js";
import { fieldsFromValues } from "../../../src/server/leads/leadFields.js";
import { latestLeads, recordLead } from "../../../src/server/leads/leadStore.js";
import { openStore } from "../../../src/server/store/openStore.js";
import { projectRoot } from "../fixtureSite.js";
import { serverDocuments } from "../testApp.js";
import { answer, apiKey, adminPassword, values, leadPipeline } from "./leadsKit.js";

// The other lead calls (tickets, codes, process-lead, user-track), the staff's list of leads and `npm run leads`.
const { messages } = serverDocuments;

describe("the lead pipeline on the store", () => {
  const { post, get, token, leadRows, store } = leadPipeline();

  describe("other lead calls", () => {
    const payload = () => {
      const v = values();
      return sampleProcessLead({ email: v.email, mobileNumber: v.phone });
    };

    it("POST /api/process-lead needs the api-key: 401 without or wrong (before the body is read), 200 and a stored lead with it", async () => {
      const p = payload();
      for (const headers of [{}, { "api-key": "wrong" }, { "api-key": apiKey + "x" }] as Record<string, string>[]) {
        const res = await post("/api/process-lead", p, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: false, error: messages.api.leadApiKeyNotValid });
      }
      expect((await post("/api/process-lead", { nonsense: true }, {})).statusCode).toBe(401);
      const res = await post("/api/process-lead", p, { "api-key": apiKey });
      expect(res.statusCode).toBe(200);
      expect(answer("leads", "processLeadAnswer")(res.json())).toBe(true);
      const [row] = await leadRows("lead_id = $1", [res.json().data.leadId]);
      expect(row).toMatchObject({ source: "process-lead", status: "new", email: p.email.toLowerCase(), mobile: p.mobileNumber, city: "Pune", language: "English", whatsapp_opt_in: true, service_id: 95, channel: "partner" });
      expect((await post("/api/process-lead", { ...p, extra: 1 }, { "api-key": apiKey })).statusCode).toBe(400);
    });

    it("POST /api/captcha-fail-lead stores a suspect lead flagged captchaFailed", async () => {
      const v = values();
      const res = await post("/api/captcha-fail-lead", { data: v });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true });
      expect((await leadRows("mobile = $1", [v.phone]))[0]).toMatchObject({ source: "captcha-fail", status: "suspect", captcha_failed: true });
      expect((await post("/api/captcha-fail-lead", { values: v })).statusCode).toBe(400);
    });

    it("POST /api/user-track stores the record and answers the text ok", async () => {
      const body = { cookie: "_ga=GA1.1.1", referrer: "", url: "http://127.0.0.1:4173/", localreferrer: "", userAgent: "test", ticketId: "VL-1", mode: "chat", pageType: "service", flag: "cart", email: "a@example.com", mobile: "9812345670", city: "Other Cities", language: "English", serviceId: 95, channel: "service-form-primary" };
      const res = await post("/api/user-track", body);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe("ok");
      const [row] = await store().query<{ payload: unknown }>("select payload from user_tracks order by id desc limit 1");
      expect(row.payload).toEqual(body);
      expect((await post("/api/user-track", { unknown: 1 })).statusCode).toBe(400);
    });
  });

  describe("the people who run the site see the leads", () => {
    const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` });

    it("GET /admin/leads: 401 with a Basic challenge without the password or with a wrong one; 200 and a table of leads with it", async () => {
      for (const headers of [{}, basic("admin", "wrong"), basic("root", adminPassword), { authorization: "Bearer x" }]) {
        const res = await get("/admin/leads", headers);
        expect(res.statusCode).toBe(401);
        expect(res.headers["www-authenticate"]).toMatch(/^Basic realm=/);
        expect(res.body).not.toContain("@example.com");
      }
      const v = values({ name: "<script>alert(1)</script>", turnover: "Above ₹1 crore", businesspan: "ABCDE1234F", constitution: "" });
      const { ticketData } = (await post("/api/leads", { values: v, otpVerifiedStatus: false, captchaToken: await token() })).json();
      const res = await get("/admin/leads", basic("admin", adminPassword));
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<caption>");
      expect(res.body).toContain('<th scope="col">Mobile</th>');
      // The form's own questions, answered, in one column.
      // Each answer by the question the form asked it with (config/lead-forms/gst-registration.json), as staff read it.
      expect(res.body).toContain("<td>Yearly turnover: Above ₹1 crore; PAN of the business: ABCDE1234F</td>");
      expect(res.body).toContain(`<th scope="row"><a href="/admin/leads/${ticketData.ticketId}">${ticketData.ticketId}</a></th>`);
      expect(res.body).toContain(v.email.toLowerCase());
      expect(res.body).toContain("&lt;script&gt;");
      expect(res.body).not.toContain("<script>alert");
      // The same leads as JSON, with every field of the lead; still behind the password.
      expect((await get("/admin/leads?format=json", {})).statusCode).toBe(401);
      const json = await get("/admin/leads?format=json", basic("admin", adminPassword));
      expect(json.headers["content-type"]).toContain("application/json");
      const [lead] = json.json();
      expect(lead).toMatchObject({ ticketId: ticketData.ticketId, email: v.email.toLowerCase(), mobileNumber: v.phone, name: v.name, serviceId: v.serviceId, whatsappOptIn: v.whatsappOptIn });
      expect(lead.submitted).toEqual(expect.objectContaining({ name: v.name }));
    });

    it("GET /admin/leads?limit=: that many of the latest (a larger one 500), the default without it; any other value is 400 naming limit, as a page or as JSON", async () => {
      const admin = basic("admin", adminPassword);
      const all = (await get("/admin/leads?format=json", admin)).json();
      expect(all.length).toBeGreaterThan(1);
      expect((await get("/admin/leads?format=json&limit=1", admin)).json()).toEqual(all.slice(0, 1));
      expect((await get("/admin/leads?format=json&limit=99999999999999999999", admin)).json()).toEqual(all);
      for (const [query, sent] of [["-1", "-1"], ["0", "0"], ["abc", "abc"], ["1e2", "1e2"], ["2.5", "2.5"], ["", ""], ["2&limit=3", "2,3"]]) {
        const sentence = fill(messages.server.listingLimitNotValid, { limit: sent, max: 500, default: serverDocuments.constants.leads.listingSize });
        const page = await get(`/admin/leads?limit=${query}`, admin);
        expect([page.statusCode, page.headers["content-type"], page.headers["cache-control"]], query).toEqual([400, "text/html; charset=utf-8", "no-store"]);
        expect(page.body, query).toContain(`<p class="page-refusal">${escapeHtml(sentence)}</p>`);
        const data = await get(`/admin/leads?format=json&limit=${query}`, admin);
        expect([data.statusCode, data.json()], query).toEqual([400, { status: false, error: sentence }]);
      }
      // The password first: without it, 401 whatever the limit.
      expect((await get("/admin/leads?limit=abc", {})).statusCode).toBe(401);
    });
  });
});


describe("npm run leads", () => {
  it("lists the latest leads of the store as a table or as JSON", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vidhi-leads-"));
    const store = await openStore({ dataDir: join(dataDir, "pglite") });
    const v = values();
    await recordLead(store, { source: "form", status: "new", fields: fieldsFromValues(v, serverDocuments.constants.mobile), submitted: v }, { now: new Date("2026-05-01T10:00:00Z"), windowSeconds: 600 });
    const rows = await latestLeads(store, 10);
    const listed = formatLeads(rows, { json: false, words: messages.server, timeZone: serverDocuments.constants.leads.timeZone }).split("\n");
    expect(listed[0]).toMatch(/^Received\s+Ticket\s+Status/);
    // In the listings' time zone with its offset (India time in the documents), not UTC unsaid.
    expect(serverDocuments.constants.leads.timeZone).toBe("Asia/Kolkata");
    expect(listed[2]).toMatch(/^2026-05-01 15:30:00 \+05:30 /);
    await store.close();
    const run = (args: string[]) => spawnSync(process.execPath, ["--import", "tsx", join(projectRoot, "src/cli/leads.ts"), ...args], { cwd: projectRoot, encoding: "utf8", env: { ...process.env, VIDHI_DATA_DIR: dataDir } });
    const table = run([]);
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toContain(rows[0].ticket_id);
    expect(table.stdout).toContain(v.phone);
    expect(table.stdout).toContain("2026-05-01 15:30:00 +05:30");
    // The service by its catalogue name and id; an id the catalogue has not, as it is.
    expect(table.stdout).toContain("GST Registration (95)");
    expect(serviceLabel(99999, serviceNames(serverDocuments.services))).toBe("99999");
    const json = run(["--json", "--limit", "5"]);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)[0]).toMatchObject({ ticketId: rows[0].ticket_id, email: v.email.toLowerCase(), mobileNumber: v.phone, city: "Pune", state: "Maharashtra", country: "India", serviceId: 95, status: "new" });
    expect(run(["--limit", "none"]).status).toBe(2);
  });
});

describe("the bundled city list stays on the server", () => {
  it("no browser code imports country-state-city or src/server", () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : /\.(ts|tsx)$/.test(n) ? [join(dir, n)] : []));
    const browser = [...files(join(projectRoot, "src/blocks")), ...files(join(projectRoot, "renderer")), ...files(join(projectRoot, "src/rules"))];
    const offenders = browser.filter((f) => /from\s+["'](country-state-city|[./]+\/server\/)/.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});
