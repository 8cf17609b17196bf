import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "../../../src/lib/fill.js";
import { serverDocuments, testApp } from "../testApp.js";

const adminPassword = "tracking-records-password";
const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`admin:${password}`).toString("base64")}` });
const words = serverDocuments.messages.server.trackListing;

describe("GET /admin/user-tracks: the visitor tracking records for the people who run the site", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ adminPassword });
  });
  afterAll(() => t.close());

  it("401 with a Basic challenge without the password", async () => {
    const res = await t.app.inject({ url: "/admin/user-tracks", headers: basic("not-the-password") });
    expect(res.statusCode).toBe(401);
    expect(res.headers["www-authenticate"]).toMatch(/^Basic /);
    expect(res.body).toBe(words.loginNeeded);
  });

  it("the records newest first, as a table and as JSON with their time", async () => {
    expect((await t.app.inject({ url: "/admin/user-tracks", headers: basic(adminPassword) })).body).toContain(words.none);
    for (const ticketId of ["T-1", "T-2"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/user-track", payload: { mode: "chat", flag: "cart", pageType: "service", channel: "chat-page-bot", serviceId: 95, email: "asha@example.in", ticketId, url: "http://127.0.0.1/gst-registration" } });
      expect(res.statusCode).toBe(200);
    }
    const json = (await t.app.inject({ url: "/admin/user-tracks?format=json", headers: basic(adminPassword) })).json();
    expect(json.map((r: { ticketId: string }) => r.ticketId)).toEqual(["T-2", "T-1"]);
    expect(json[0]).toMatchObject({ mode: "chat", flag: "cart", serviceId: 95, channel: "chat-page-bot", receivedAt: expect.any(String) });
    const page = (await t.app.inject({ url: "/admin/user-tracks", headers: basic(adminPassword) })).body;
    expect(page).toContain(words.captionMany.replace("{count}", "2"));
    expect(page).toContain("<th scope=\"row\">T-2</th>");
  });

  it("?limit=: that many of the latest records; a limit that is not a whole number from 1 is 400 naming it, not the default", async () => {
    const latest = (await t.app.inject({ url: "/admin/user-tracks?format=json&limit=1", headers: basic(adminPassword) })).json();
    expect(latest.map((r: { ticketId: string }) => r.ticketId)).toEqual(["T-2"]);
    for (const limit of ["-1", "abc"]) {
      const res = await t.app.inject({ url: `/admin/user-tracks?format=json&limit=${limit}`, headers: basic(adminPassword) });
      expect(res.statusCode, limit).toBe(400);
      const error = fill(serverDocuments.messages.server.listingLimitNotValid, { limit, max: 500, default: serverDocuments.constants.leads.listingSize });
      expect(res.json()).toEqual({ status: false, error });
    }
  });
});
