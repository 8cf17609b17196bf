import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { isValidMobileNumber, mobileNumberVerdict } from "../../../src/rules/mobileNumber.js";
import { checkEmail } from "../../../src/server/email/emailCheck.js";
import { googleMaps } from "../../../src/server/maps/googleMaps.js";
import { serverDocuments, testApp } from "../testApp.js";
import { parseTrustProxy } from "../../../src/server/trustProxy.js";
import { answer, clock, values, leadPipeline } from "./leadsKit.js";

// The lead pipeline's checks before a lead: city search, email and mobile checks, the captcha, and the client's address
// behind a reverse proxy. The leads themselves: leads.test.ts; the other lead calls: leadCalls.test.ts.
const { constants, messages } = serverDocuments;

describe("the lead pipeline on the store", () => {
  const { post, get, token } = leadPipeline();

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

    it("GET /api/geoCity answers 'City, State' with city, state and country", async () => {
      const res = await get("/api/geoCity?query=pune&countryCode=in");
      expect(res.statusCode).toBe(200);
      expect(answer("cities", "geoCityAnswer")(res.json())).toBe(true);
      expect(res.json().cities[0]).toEqual({ label: "Pune, Maharashtra", value: { city: "Pune", state: "Maharashtra", country: "India" } });
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
      // ...and an address the lead form's pattern refuses (constants leadForm.emailPattern: a top-level domain of two
      // letters or more), as the form, the orders and the chat refuse it.
      for (const q of ["asha", "asha@", "asha@example", "a b@example.com", "x@mailinator.com", "x@eu.mailinator.com", "x@YOPMAIL.com", "a@example.c", "a@example.c0m"]) {
        const res = await get(`/api/emailvalidation?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
        expect(res.json(), q).toEqual({ status: false, data: "Please enter a valid email address" });
        expect(answer("checks", "emailValidationAnswer")(res.json())).toBe(true);
      }
      expect((await get("/api/emailvalidation")).statusCode).toBe(400);
    });

    it("the DNS mail-server look-up runs only when the document turns it on, and a slow DNS never refuses", async () => {
      const doc = serverDocuments.emailChecks;
      const pattern = constants.leadForm.emailPattern;
      expect(doc.mxLookup.enabled).toBe(false);
      let asked = 0;
      const none = async () => (asked++, false);
      expect(await checkEmail("a@example.com", doc, pattern, none)).toBe("ok");
      expect(asked).toBe(0);
      const on = { ...doc, mxLookup: { enabled: true, timeoutMs: 100 } };
      expect(await checkEmail("a@example.com", on, pattern, none)).toBe("no-mail-servers");
      expect(await checkEmail("a@example.com", on, pattern, async () => undefined)).toBe("ok");
      expect(await checkEmail("a@example.com", on, pattern, async () => true)).toBe("ok");
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

});
