import { describe, expect, it } from "vitest";
import { serverDocuments } from "../testApp.js";
import { answer, newAddress, clock, values, leadPipeline } from "./leadsKit.js";
import { keptLeadMobile } from "../../../src/server/leads/leadFields.js";

// POST /api/leads on the store, and the spam route (a refused lead verified by a code). The checks before a lead:
// leadChecks.test.ts; the other lead calls and who sees the leads: leadCalls.test.ts.
const { constants, messages } = serverDocuments;

describe("the lead pipeline on the store", () => {
  const { post, token, leadRows, latestCode } = leadPipeline();

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
      // The same number written with the country code, spaces or the trunk prefix is the same contact (kept as its ten digits).
      for (const phone of [`+91 ${v.phone.slice(0, 5)} ${v.phone.slice(5)}`, `0${v.phone.slice(0, 5)}-${v.phone.slice(5)}`]) {
        const written = await post("/api/leads", { values: { ...v, phone }, otpVerifiedStatus: false, captchaToken: await token() });
        expect(written.json()).toMatchObject({ duplicate: true, ticketData: first.ticketData });
      }
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
      expect((await leadRows("lead_id = $1", [first.ticketData.leadId]))[0].duplicate_hits).toBe(4);
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
      // The follow-up ticket call: the browser goes on to the thank-you page with the ticket, as after a direct lead.
      expect((await post("/api/leads/ticket", { ticketData })).json()).toEqual({ status: true, redirect: `/thank-you?ticket=${ticketData.ticketId}` });
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

});

describe("the number a lead keeps (keptLeadMobile)", () => {
  it("an Indian mobile number as its ten digits however it is written; any other number as it was written", () => {
    expect(keptLeadMobile("+91 98123 45674", constants.mobile)).toBe("9812345674");
    expect(keptLeadMobile(" 9812345674 ", constants.mobile)).toBe("9812345674");
    expect(keptLeadMobile("+1 (415) 555-0100", constants.mobile)).toBe("+1 (415) 555-0100");
    expect(keptLeadMobile("1234567890", constants.mobile)).toBe("1234567890");
  });
});
