import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";

/**
 * The server on constants far beyond their schema's ceilings (1e308 seconds), handed to the app directly as a
 * document that skipped the validator would be: every time computed from them is still a date the store can keep,
 * and every Retry-After a finite whole number of seconds.
 */
const documents = structuredClone(serverDocuments);
const huge = 1e308;
Object.assign(documents.constants.otp, { expirySeconds: huge, resendCountdownSeconds: huge, maxWrongTries: huge });
Object.assign(documents.constants.leads, { duplicateWindowSeconds: huge, otpVerifiedWindowSeconds: huge });
documents.constants.limits.windowSeconds = huge;
documents.constants.limits.maxPerAddress["/api/verifyUser"] = 1;
Object.assign(documents.constants.limits.staffPassword, { maxWrongTries: 1, windowSeconds: huge, firstDelaySeconds: huge, maxDelaySeconds: huge });

const finiteRetryAfter = (value: unknown) => {
  expect(value).toMatch(/^[1-9][0-9]*$/);
  expect(Number.isSafeInteger(Number(value))).toBe(true);
};

describe("constants beyond their ceilings", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ now: testClock().now, documents, adminPassword: "the-right-staff-password" });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: "POST", url, payload, remoteAddress });

  it("a lead form code is sent and stored, and the next request waits a finite Retry-After", async () => {
    const body = { mobileNumber: "9812345671", email: "asha.code@example.com" };
    expect((await post("/api/leads/otp", body, "10.7.0.1")).statusCode).toBe(200);
    const again = await post("/api/leads/otp", body, "10.7.0.1");
    expect(again.statusCode).toBe(429);
    finiteRetryAfter(again.headers["retry-after"]);
  });

  it("a login code request counts, and the next one for the contact waits a finite Retry-After", async () => {
    expect((await post("/api/sendOtp", { mobile_number: "9812345672" }, "10.7.0.2")).statusCode).toBe(200);
    const again = await post("/api/sendOtp", { mobile_number: "9812345672" }, "10.7.0.2");
    expect(again.statusCode).toBe(429);
    finiteRetryAfter(again.headers["retry-after"]);
  });

  it("the spam check stores its lead, and a second one within the window is its duplicate", async () => {
    const values = sampleLeadValues({ name: "Asha Verma", email: "asha.ceiling@example.com", phone: "9812345673" }, {});
    const first = await post("/api/leads/spam-check", { values, csrfFailed: true }, "10.7.0.3");
    expect(first.statusCode).toBe(200);
    const second = await post("/api/leads/spam-check", { values, csrfFailed: true }, "10.7.0.3");
    expect(second.statusCode).toBe(200);
    expect(second.json().ticketData).toEqual(first.json().ticketData);
  });

  it("a wrong staff password blocks its address with a finite Retry-After, however long the constants' delay", async () => {
    const wrong = { authorization: `Basic ${Buffer.from("admin:wrong").toString("base64")}` };
    expect((await t.app.inject({ url: "/admin/leads", headers: wrong, remoteAddress: "10.7.0.5" })).statusCode).toBe(401);
    const blocked = await t.app.inject({ url: "/admin/leads", headers: wrong, remoteAddress: "10.7.0.5" });
    expect(blocked.statusCode).toBe(429);
    finiteRetryAfter(blocked.headers["retry-after"]);
  });

  it("an address past its per-address limit is refused with a finite Retry-After", async () => {
    const verify = () => post("/api/verifyUser", { contact_number: "9812345674" }, "10.7.0.4");
    expect((await verify()).statusCode).toBe(200);
    const refused = await verify();
    expect(refused.statusCode).toBe(429);
    finiteRetryAfter(refused.headers["retry-after"]);
  });
});
