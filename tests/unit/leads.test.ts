import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { SignJWT } from "jose";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidMobileNumber, mobileNumberVerdict } from "../../src/rules/mobileNumber.js";
import { checkEmail } from "../../src/server/email/emailCheck.js";
import { formatLeads } from "../../src/server/leads/leadListing.js";
import { fieldsFromValues } from "../../src/server/leads/leadFields.js";
import { latestLeads, recordLead, type LeadRow } from "../../src/server/leads/leadStore.js";
import { googleMaps } from "../../src/server/maps/googleMaps.js";
import { openStore } from "../../src/server/store/openStore.js";
import { addSchemaKeywords } from "../../renderer/load/schemaKeywords.js";
import { projectRoot, schemasDir } from "./fixtureSite.js";
import { serverDocuments, testApp, testClock } from "./testApp.js";
import { sampleLeadValues } from "../../src/cli/sampleLead.js";
import { parseTrustProxy } from "../../src/server/trustProxy.js";

const { constants, messages } = serverDocuments;
const ajv = addSchemaKeywords(new Ajv2020({ allErrors: true, strict: true, discriminator: true }));
addFormats(ajv);
for (const f of ["common", "leads", "cities", "checks"]) ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, `api/${f}.schema.json`), "utf8")));
const answer = (file: string, def: string) => ajv.getSchema(`api/${file}.schema.json#/$defs/${def}`)!;

type T = Awaited<ReturnType<typeof testApp>>;
let address = 0;
const newAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
const apiKey = "partner-key-0123456789";
const adminPassword = "admin-password-0123456789";
const clock = testClock();
let seq = 0;
/** Lead form values for a fresh contact (`leadValues` of schemas/api/leads.schema.json). */
const values = (over: Record<string, unknown> = {}) => {
  seq++;
  return sampleLeadValues({ name: "Asha Verma", email: `Asha.${seq}@Example.com`, phone: `98${String(10000000 + seq).slice(-8)}` }, over);
};

describe("the lead pipeline on the store", { timeout: 60_000 }, () => {
  let t: T;
  beforeAll(async () => {
    t = await testApp({ now: clock.now, captchaTestScores: true, leadApiKey: apiKey, adminPassword });
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = newAddress()) => t.app.inject({ method: "POST", url, payload, headers, remoteAddress });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers, remoteAddress: newAddress() });
  const token = async (score?: number) => (await get("/api/captcha/token", score === undefined ? {} : { "x-vidhi-captcha-test-score": String(score) })).json().token as string;
  const leadRows = (where = "true", params: unknown[] = []) => t.store.query<LeadRow>(`select * from leads where ${where} order by id`, params);
  const latestCode = async (to: string) => (await get(`/dev/otp-outbox?format=json&to=${to}`)).json().messages[0]?.code as string | undefined;

  describe("city search", () => {
    it("POST /api/getCity: at most 10, names starting with the text before names containing it, stable URL-safe ids, never cached", async () => {
      const res = await post("/api/getCity", { query: "pur", countryCode: "in" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json();
      expect(answer("cities", "getCityAnswer")(body)).toBe(true);
      expect(body.cities.length).toBe(constants.leads.citySuggestions);
      const names = body.cities.map((c: { description: string }) => c.description.split(",")[0].toLowerCase());
      const firstContaining = names.findIndex((n: string) => !n.startsWith("pur"));
      if (firstContaining >= 0) expect(names.slice(firstContaining).every((n: string) => !n.startsWith("pur"))).toBe(true);
      expect(names[0].startsWith("pur")).toBe(true);
      for (const c of body.cities) {
        expect(c.place_id).toMatch(/^IN-[A-Z0-9]+-[A-Za-z0-9-]+$/);
        expect(c.description.split(", ")).toHaveLength(3);
        expect(c.description.endsWith(", India")).toBe(true);
      }
      const pune = (await post("/api/getCity", { query: "Pune", countryCode: "in" })).json().cities;
      expect(pune[0]).toEqual({ place_id: "IN-MH-Pune", description: "Pune, Maharashtra, India" });
      // Substring matches come after prefix matches: 'jaipur' contains 'pur'.
      const sub = (await post("/api/getCity", { query: "aipur", countryCode: "in" })).json().cities.map((c: { description: string }) => c.description);
      expect(sub).toContain("Jaipur, Rajasthan, India");
    });

    it("refuses fewer than 3 characters, another country and malformed bodies with 400 and every problem", async () => {
      for (const query of ["pu", "  p ", ""]) {
        const res = await post("/api/getCity", { query, countryCode: "in" });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().status).toBe(false);
      }
      expect((await post("/api/getCity", { query: "pune", countryCode: "us" })).statusCode).toBe(400);
      const bad = await post("/api/getCity", { query: 5, extra: 1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain("body/query must be string");
      expect(bad.json().error).toContain("countryCode");
      expect(bad.json().error).toContain("('extra')");
      expect(bad.body).not.toMatch(/at .*\.ts/);
      expect((await get("/api/geoCity?query=pu&countryCode=in")).statusCode).toBe(400);
    });

    it("GET /api/geoCity answers 'City, State' with city and state", async () => {
      const res = await get("/api/geoCity?query=pune&countryCode=in");
      expect(res.statusCode).toBe(200);
      expect(answer("cities", "geoCityAnswer")(res.json())).toBe(true);
      expect(res.json().cities[0]).toEqual({ label: "Pune, Maharashtra", value: { city: "Pune", state: "Maharashtra" } });
    });

    it("POST /api/getCityDetails splits a place into locality, state and country as the city picker reads it; an unknown id is 404", async () => {
      const [first] = (await post("/api/getCity", { query: "bengal", countryCode: "in" })).json().cities;
      const res = await post("/api/getCityDetails", { placeId: first.place_id });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(answer("cities", "cityDetailsAnswer")(body)).toBe(true);
      const part = (type: string) => body.result.address_components.find((c: { types: string[] }) => c.types.includes(type))?.long_name;
      // What the client does (src/api/leadForm.ts): city from locality (or administrative_area_level_4), then state and country.
      const city = part("locality") ?? part("administrative_area_level_4");
      expect([city, part("administrative_area_level_1"), part("country")].join(", ")).toBe(first.description);
      expect(body.formatted).toBe(first.description);
      const unknown = await post("/api/getCityDetails", { placeId: "IN-XX-Nowhere" });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: false, error: messages.api.cityNotFound });
    });

    it("the Google adapter asks Places autocomplete and details with the key, and keeps their shapes", async () => {
      const asked: string[] = [];
      const fake = (async (url: string) => {
        asked.push(url);
        const body = url.includes("/autocomplete/")
          ? { status: "OK", predictions: [{ place_id: "ChIJ-pune", description: "Pune, Maharashtra, India" }] }
          : { status: "OK", result: { address_components: [{ long_name: "Pune", short_name: "Pune", types: ["locality", "political"] }, { long_name: "Maharashtra", short_name: "MH", types: ["administrative_area_level_1"] }, { long_name: "India", short_name: "IN", types: ["country"] }] } };
        return new Response(JSON.stringify(body), { status: 200 });
      }) as typeof fetch;
      const maps = googleMaps("maps-key", fake);
      expect(await maps.search("pun", "in", 10)).toEqual([{ place_id: "ChIJ-pune", description: "Pune, Maharashtra, India" }]);
      expect((await maps.details("ChIJ-pune"))?.formatted).toBe("Pune, Maharashtra, India");
      expect(asked[0]).toContain("input=pun");
      expect(asked[0]).toContain("components=country%3Ain");
      expect(asked.every((u) => u.includes("key=maps-key"))).toBe(true);
    });
  });

  describe("email and mobile checks", () => {
    it("GET /api/emailvalidation accepts a well-formed address and refuses malformed and disposable ones", async () => {
      const ok = await get("/api/emailvalidation?q=asha.verma%40example.com");
      expect(ok.statusCode).toBe(200);
      expect(ok.headers["cache-control"]).toBe("no-store");
      expect(ok.json()).toEqual({ status: true, data: messages.api.emailValid });
      for (const q of ["asha", "asha@", "asha@example", "a b@example.com", "x@mailinator.com", "x@eu.mailinator.com", "x@YOPMAIL.com"]) {
        const res = await get(`/api/emailvalidation?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
        expect(res.json(), q).toEqual({ status: false, data: "Please enter a valid email address" });
        expect(answer("checks", "emailValidationAnswer")(res.json())).toBe(true);
      }
      expect((await get("/api/emailvalidation")).statusCode).toBe(400);
    });

    it("the DNS mail-server look-up runs only when the document turns it on, and a slow DNS never refuses", async () => {
      const doc = serverDocuments.emailChecks;
      expect(doc.mxLookup.enabled).toBe(false);
      let asked = 0;
      const none = async () => (asked++, false);
      expect(await checkEmail("a@example.com", doc, none)).toBe("ok");
      expect(asked).toBe(0);
      const on = { ...doc, mxLookup: { enabled: true, timeoutMs: 100 } };
      expect(await checkEmail("a@example.com", on, none)).toBe("no-mail-servers");
      expect(await checkEmail("a@example.com", on, async () => undefined)).toBe("ok");
      expect(await checkEmail("a@example.com", on, async () => true)).toBe("ok");
    });

    it("POST /api/verify-mobile-number applies the mobile rule: every blocked number, the lower bound, 10 digits", async () => {
      expect(constants.mobile.blockedNumbers).toHaveLength(18);
      const cases: [string, boolean][] = [
        ...constants.mobile.blockedNumbers.map((n): [string, boolean] => [n, false]),
        ["5999999999", false],
        ["6000000000", true],
        ["6000000001", true],
        ["9812345670", true],
        ["9999999998", true],
        ["981234567", false],
        ["98123456701", false],
        ["98123x5670", false],
        ["", false],
      ];
      for (const [mobileNumber, expected] of cases) {
        const res = await post("/api/verify-mobile-number", { mobileNumber });
        expect(res.statusCode, mobileNumber).toBe(200);
        expect(res.json(), mobileNumber).toEqual({ status: expected });
        expect(isValidMobileNumber(mobileNumber, constants.mobile)).toBe(expected);
      }
      expect(mobileNumberVerdict("1234567890", constants.mobile)).toBe("below-lower-bound");
      expect(mobileNumberVerdict("9876543210", constants.mobile)).toBe("blocked");
      expect((await post("/api/verify-mobile-number", { mobileNumber: 9812345670 })).statusCode).toBe(400);
    });
  });

  describe("captcha", () => {
    const verify = (token: string) => post("/api/captcha-verification", { token });

    it("a fresh token passes once with the embedded score; the same token again fails", async () => {
      const tok = await token();
      const first = await verify(tok);
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe("no-store");
      expect(first.json()).toEqual({ status: true, success: true, score: constants.captcha.embeddedScore });
      expect(answer("checks", "captchaVerificationAnswer")(first.json())).toBe(true);
      expect((await verify(tok)).json()).toMatchObject({ status: true, success: false });
    });

    it("an expired token, a low-score token and a forged or damaged token fail", async () => {
      const old = await token();
      clock.advance(constants.captcha.tokenLifetimeSeconds);
      expect((await verify(old)).json()).toEqual({ status: true, success: false, score: 0 });
      const low = await token(0.1);
      expect((await verify(low)).json()).toEqual({ status: true, success: false, score: 0.1 });
      const forged = await new SignJWT({ score: 1 })
        .setProtectedHeader({ alg: "HS256", typ: "vidhi-captcha+jwt" })
        .setAudience("vidhi:captcha")
        .setJti("x")
        .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
        .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 60)
        .sign(new TextEncoder().encode("another-key-another-key-another-key!"));
      expect((await verify(forged)).json()).toEqual({ status: true, success: false, score: 0 });
      const good = await token();
      expect((await verify(good.slice(0, -2) + (good.endsWith("AA") ? "BB" : "AA"))).json().success).toBe(false);
      expect((await verify("not-a-token")).json().success).toBe(false);
      expect((await post("/api/captcha-verification", {})).json()).toMatchObject({ status: false, error: expect.stringContaining("token") });
      expect((await get("/api/captcha/token", { "x-vidhi-captcha-test-score": "high" })).statusCode).toBe(400);
    });

    it("the test-score header is ignored unless the app allows it, and never in production", async () => {
      for (const options of [{ captchaTestScores: false }, { captchaTestScores: true, production: true }]) {
        const other = await testApp({ ...options, now: clock.now });
        try {
          const tok = (await other.app.inject({ method: "GET", url: "/api/captcha/token", headers: { "x-vidhi-captcha-test-score": "0.1" } })).json().token;
          expect((await other.app.inject({ method: "POST", url: "/api/captcha-verification", payload: { token: tok } })).json()).toMatchObject({ success: true, score: 0.9 });
        } finally {
          await other.close();
        }
      }
    });
  });

  describe("behind a reverse proxy (VIDHI_TRUST_PROXY)", () => {
    it("the client's address comes from X-Forwarded-For only when the proxy is named, so per-address limits count visitors, not the proxy", async () => {
      const addressOf = async (trustProxy: boolean | number | string[]) => {
        const other = await testApp({ now: clock.now, trustProxy });
        try {
          const tok = (await other.app.inject({ method: "GET", url: "/api/captcha/token" })).json().token;
          const res = await other.app.inject({ method: "POST", url: "/api/leads", payload: { values: values(), otpVerifiedStatus: false, captchaToken: tok }, headers: { "x-forwarded-for": "203.0.113.9" }, remoteAddress: "10.0.0.2" });
          expect(res.statusCode).toBe(200);
          const [row] = await other.store.query<{ client_address: string }>("select client_address from leads");
          return row.client_address;
        } finally {
          await other.close();
        }
      };
      expect(await addressOf(false)).toBe("10.0.0.2");
      expect(await addressOf(parseTrustProxy("10.0.0.0/8"))).toBe("203.0.113.9");
      expect(await addressOf(parseTrustProxy("192.168.1.1"))).toBe("10.0.0.2");
      expect(await addressOf(parseTrustProxy("1"))).toBe("203.0.113.9");
    });

    it("reads true, a number of hops, or a list of addresses and ranges; anything else stops the start with a sentence", () => {
      expect([undefined, "", " false "].map(parseTrustProxy)).toEqual([false, false, false]);
      expect(parseTrustProxy("true")).toBe(true);
      expect(parseTrustProxy("2")).toBe(2);
      expect(parseTrustProxy("10.0.0.0/8, ::1")).toEqual(["10.0.0.0/8", "::1"]);
      expect(() => parseTrustProxy("loopback; rm")).toThrow("VIDHI_TRUST_PROXY must be true, a number of hops, or addresses or CIDR ranges separated by commas; 'loopback; rm' is none of these.");
    });
  });

  describe("POST /api/leads", () => {
    it("stores the lead with its fields before answering: ticket, lead id and the thank-you redirect", async () => {
      const v = values({ custom_gstin: "27ABCDE1234F1Z5", language: { label: "Hindi", value: "Hindi" }, iecType: "Both" });
      const res = await post("/api/leads", { values: v, otpVerifiedStatus: false, captchaToken: await token(), extra: { utm_source: "ads" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json();
      expect(answer("leads", "leadAnswer")(body)).toBe(true);
      expect(body.redirect).toBe(`/thank-you?ticket=${body.ticketData.ticketId}`);
      expect(body.duplicate).toBeUndefined();
      const [row] = await leadRows("lead_id = $1", [body.ticketData.leadId]);
      expect(row).toMatchObject({
        ticket_id: body.ticketData.ticketId,
        source: "form",
        status: "new",
        name: "Asha Verma",
        email: v.email.toLowerCase(),
        mobile: v.phone,
        city: "Pune",
        state: "Maharashtra",
        country: "India",
        service_id: 95,
        problem_type: "New registration",
        language: "Hindi",
        whatsapp_opt_in: true,
        iec_type: "Both",
        channel: "service-form-primary",
        page_type: "service",
        workflow: "generic",
        otp_verified: false,
        extra: { utm_source: "ads" },
      });
      expect(row.captcha_score).toBeCloseTo(0.9);
      expect((row.submitted as Record<string, unknown>).custom_gstin).toBe("27ABCDE1234F1Z5");
    });

    it("the same contact and service within the window is a duplicate: the first ticket, no second row; after the window a new lead", async () => {
      const v = values();
      const first = (await post("/api/leads", { values: v, otpVerifiedStatus: false, captchaToken: await token() })).json();
      const again = await post("/api/leads", { values: { ...v, email: v.email.toUpperCase(), name: "Another name" }, otpVerifiedStatus: false, captchaToken: await token() });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status: true, duplicate: true, ticketData: first.ticketData, redirect: first.redirect });
      const third = await post("/api/leads", { values: v, otpVerifiedStatus: false, captchaToken: await token() });
      expect(third.json()).toMatchObject({ duplicate: true, ticketData: first.ticketData });
      // A corrected number, or another email, is another contact: a new lead, so that the correction is not lost.
      const corrected = (await post("/api/leads", { values: { ...v, phone: "9700000001" }, otpVerifiedStatus: false, captchaToken: await token() })).json();
      expect(corrected.duplicate).toBeUndefined();
      expect(corrected.ticketData.ticketId).not.toBe(first.ticketData.ticketId);
      const otherEmail = (await post("/api/leads", { values: { ...v, email: "someone.else@example.com" }, otpVerifiedStatus: false, captchaToken: await token() })).json();
      expect(otherEmail.duplicate).toBeUndefined();
      // Another service is another lead.
      const other = (await post("/api/leads", { values: { ...v, serviceId: "1" }, otpVerifiedStatus: false, captchaToken: await token() })).json();
      expect(other.duplicate).toBeUndefined();
      expect(await leadRows("email = $1 and mobile = $2 and service_id = 95", [v.email.toLowerCase(), v.phone])).toHaveLength(1);
      expect((await leadRows("lead_id = $1", [first.ticketData.leadId]))[0].duplicate_hits).toBe(2);
      clock.advance(constants.leads.duplicateWindowSeconds + 1);
      const later = (await post("/api/leads", { values: v, otpVerifiedStatus: false, captchaToken: await token() })).json();
      expect(later.duplicate).toBeUndefined();
      expect(later.ticketData.ticketId).not.toBe(first.ticketData.ticketId);
    });

    it("concurrent repeats of one contact store one lead", async () => {
      const v = values();
      const tokens = await Promise.all(Array.from({ length: 5 }, () => token()));
      const answers = await Promise.all(tokens.map((captchaToken) => post("/api/leads", { values: v, otpVerifiedStatus: false, captchaToken })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.json().ticketData.ticketId)).size).toBe(1);
      expect(await leadRows("mobile = $1", [v.phone])).toHaveLength(1);
    });

    it("403 { error: { status: 403 } } without a passing captcha token: none, reused, low score, expired, forged; nothing stored", async () => {
      const spent = await token();
      expect((await post("/api/leads", { values: values(), otpVerifiedStatus: false, captchaToken: spent })).statusCode).toBe(200);
      const expired = await token();
      const low = await token(0.2);
      clock.advance(1);
      const cases: [string, () => Promise<string | undefined>][] = [
        ["none", async () => undefined],
        ["reused", async () => spent],
        ["low score", async () => low],
        ["forged", async () => "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl"],
      ];
      for (const [why, make] of cases) {
        const v = values();
        const captchaToken = await make();
        const res = await post("/api/leads", { values: v, otpVerifiedStatus: false, ...(captchaToken ? { captchaToken } : {}) });
        expect(res.statusCode, why).toBe(403);
        expect(res.json(), why).toEqual({ status: false, error: { status: 403 } });
        expect(answer("leads", "refusal")(res.json())).toBe(true);
        expect(await leadRows("mobile = $1", [v.phone]), why).toHaveLength(0);
      }
      clock.advance(constants.captcha.tokenLifetimeSeconds);
      expect((await post("/api/leads", { values: values(), otpVerifiedStatus: false, captchaToken: expired })).statusCode).toBe(403);
    });

    it("otpVerifiedStatus true is believed only for a number verified by code; services 248 and 78 need the code", async () => {
      expect((await post("/api/leads", { values: values(), otpVerifiedStatus: true })).statusCode).toBe(403);
      for (const serviceId of constants.captcha.skipForServiceIds) {
        expect((await post("/api/leads", { values: values({ serviceId }), otpVerifiedStatus: false, captchaToken: await token() })).statusCode).toBe(403);
      }
    });

    it("malformed bodies get 400 with every problem and no stack trace", async () => {
      const res = await post("/api/leads", { values: { email: "nope", phone: "98x", serviceId: 0, "bad key": 1 }, otpVerifiedStatus: "yes", more: 1 });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      for (const part of ["body/values/email must match format", "body/values/phone must match pattern", "body/values/serviceId", "body/otpVerifiedStatus must be boolean", "('more')", "property name must be valid"]) expect(error).toContain(part);
      expect(res.body).not.toContain("node_modules");
    });
  });

  describe("the spam route: 403, spam-check, code, verified", () => {
    it("walks 403 → spam-check (suspect, csrfFailed) → code by SMS → wrong 401 → right 200 → lead verified → lead creation is the same ticket", async () => {
      const v = values();
      const ip = newAddress();
      expect((await post("/api/leads", { values: v, otpVerifiedStatus: false }, {}, ip)).statusCode).toBe(403);
      const spam = await post("/api/leads/spam-check", { values: v, csrfFailed: true }, {}, ip);
      expect(spam.statusCode).toBe(200);
      expect(answer("leads", "spamCheckAnswer")(spam.json())).toBe(true);
      const { ticketData } = spam.json();
      expect(spam.json().needsOtp).toBe(true);
      expect((await leadRows("lead_id = $1", [ticketData.leadId]))[0]).toMatchObject({ status: "suspect", source: "spam-check", csrf_failed: true });
      const sent = await post("/api/leads/otp", { mobileNumber: v.phone, email: v.email.toLowerCase() }, {}, ip);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ status: true });
      const code = (await latestCode(v.phone))!;
      expect(code).toMatch(/^[0-9]{6}$/);
      const wrong = String((Number(code) + 1) % 1e6).padStart(6, "0");
      const refused = await post("/api/leads/otp", { mobileNumber: v.phone, email: v.email.toLowerCase(), otp: wrong }, {}, ip);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().status).toBe(false);
      // A lead-form code is not a login code.
      expect((await post("/api/verifyOtp", { contact_number: v.phone, otp: code }, {}, ip)).statusCode).toBe(401);
      const ok = await post("/api/leads/otp", { mobileNumber: v.phone, email: v.email.toLowerCase(), otp: code }, {}, ip);
      expect(ok.statusCode).toBe(200);
      expect((await leadRows("lead_id = $1", [ticketData.leadId]))[0]).toMatchObject({ status: "verified", otp_verified: true });
      const created = await post("/api/leads", { values: v, otpVerifiedStatus: true }, {}, ip);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ status: true, duplicate: true, ticketData });
      expect(await leadRows("mobile = $1", [v.phone])).toHaveLength(1);
      // The follow-up ticket call.
      expect((await post("/api/leads/ticket", { ticketData })).json()).toEqual({ status: true });
      expect((await leadRows("lead_id = $1", [ticketData.leadId]))[0].followed_up_at).not.toBeNull();
      expect((await post("/api/leads/ticket", { ticketData: { ...ticketData, ticketId: "VL-00000000" } })).statusCode).toBe(404);
    });

    it("services 248 and 78: code first, then the lead with otpVerifiedStatus true", async () => {
      const v = values({ serviceId: 78 });
      expect((await post("/api/leads/otp", { mobileNumber: v.phone, email: v.email })).statusCode).toBe(200);
      expect((await post("/api/leads/otp", { mobileNumber: v.phone, email: v.email, otp: (await latestCode(v.phone))! })).statusCode).toBe(200);
      const res = await post("/api/leads", { values: v, otpVerifiedStatus: true });
      expect(res.statusCode).toBe(200);
      expect((await leadRows("lead_id = $1", [res.json().ticketData.leadId]))[0]).toMatchObject({ status: "verified", otp_verified: true, service_id: 78 });
      clock.advance(constants.leads.otpVerifiedWindowSeconds + 1);
      expect((await post("/api/leads", { values: { ...v, serviceId: 248 }, otpVerifiedStatus: true })).statusCode).toBe(403);
    });

    it("429 on floods: the resend countdown and hourly cap per number, the cap per address, a burnt code, unverified leads per address", async () => {
      const v = values();
      const ip = newAddress();
      const send = () => post("/api/leads/otp", { mobileNumber: v.phone, email: v.email }, {}, ip);
      expect((await send()).statusCode).toBe(200);
      const again = await send();
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ status: false, error: messages.api.otpRateLimited });
      expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
      // A burnt code: the last allowed wrong try and any later try are 429.
      const code = (await latestCode(v.phone))!;
      const wrong = String((Number(code) + 1) % 1e6).padStart(6, "0");
      const tries = [];
      for (let i = 0; i < constants.otp.maxWrongTries + 1; i++) tries.push((await post("/api/leads/otp", { mobileNumber: v.phone, email: v.email, otp: wrong }, {}, ip)).statusCode);
      expect(tries).toEqual([...Array(constants.otp.maxWrongTries - 1).fill(401), 429, 429]);
      // Per address: many numbers from one address.
      const flood = newAddress();
      const codes: number[] = [];
      for (let i = 0; i <= constants.otp.maxSendsPerAddressPerHour; i++) codes.push((await post("/api/leads/otp", { mobileNumber: `97${String(20000000 + i).padStart(8, "0")}`, email: "f@example.com" }, {}, flood)).statusCode);
      expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
      expect(codes.at(-1)).toBe(429);
      // Unverified leads per address.
      const spammer = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= constants.leads.maxUnverifiedPerAddressPerHour; i++) statuses.push((await post(i % 2 ? "/api/leads/spam-check" : "/api/captcha-fail-lead", i % 2 ? { values: values(), score: 0.1 } : { data: values() }, {}, spammer)).statusCode);
      expect(statuses.slice(0, -1).every((c) => c === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // A number the mobile rule refuses gets no code.
      expect((await post("/api/leads/otp", { mobileNumber: "9999999999", email: "a@example.com" })).statusCode).toBe(400);
    });
  });

  describe("other lead calls", () => {
    const payload = () => {
      const v = values();
      return {
        email: v.email,
        mobileNumber: v.phone,
        city: "Pune",
        state: "Maharashtra",
        country: "India",
        channel_opt_in: true,
        serviceId: 95,
        page: "gst-registration",
        lang: "en",
        page_source: "/gst-registration",
        pageType: "service",
        page_name: "GST registration",
        url: "http://127.0.0.1:4173/gst-registration",
        isThankYou: false,
        channel: "partner",
        language: { label: "English", value: "English" },
        problem_type: "New registration",
        iecType: "",
        workflow: "generic",
      };
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
      const [row] = await t.store.query<{ payload: unknown }>("select payload from user_tracks order by id desc limit 1");
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
      expect(res.body).toContain("<td>turnover: Above ₹1 crore; businesspan: ABCDE1234F</td>");
      expect(res.body).toContain(`<th scope="row">${ticketData.ticketId}</th>`);
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
  });
});

describe("npm run leads", { timeout: 60_000 }, () => {
  it("lists the latest leads of the store as a table or as JSON", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vidhi-leads-"));
    const store = await openStore({ dataDir: join(dataDir, "pglite") });
    const v = values();
    await recordLead(store, { source: "form", status: "new", fields: fieldsFromValues(v), submitted: v }, { now: new Date("2026-05-01T10:00:00Z"), windowSeconds: 600 });
    const rows = await latestLeads(store, 10);
    expect(formatLeads(rows, { json: false, words: messages.server }).split("\n")[0]).toMatch(/^Received\s+Ticket\s+Status/);
    await store.close();
    const run = (args: string[]) => spawnSync(process.execPath, ["--import", "tsx", join(projectRoot, "src/cli/leads.ts"), ...args], { cwd: projectRoot, encoding: "utf8", env: { ...process.env, VIDHI_DATA_DIR: dataDir } });
    const table = run([]);
    expect(table.status, table.stderr).toBe(0);
    expect(table.stdout).toContain(rows[0].ticket_id);
    expect(table.stdout).toContain(v.phone);
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
