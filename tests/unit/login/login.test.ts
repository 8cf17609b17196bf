import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyToken } from "../../../src/server/login/tokens.js";
import { createUser, setUserInactive, type User } from "../../../src/server/login/users.js";
import { webhookDelivery } from "../../../src/server/login/delivery.js";
import { outboxServed } from "../../../src/server/dev/devOutbox.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";
import { rules, answer, client, outbox, latestCode, wrongCode, loginAccounts, type T } from "./loginKit.js";

// The login calls on the store: POST /api/verifyUser, /api/sendOtp and /api/verifyOtp, and the local outbox page. Rate
// limits, several accounts on one number and malformed bodies: loginLimits.test.ts.
const { messages } = serverDocuments;

describe("the login calls on the store", () => {
  let t: T;
  const clock = testClock();
  let ravi: User, priya: User;
  beforeAll(async () => {
    t = await testApp({ now: clock.now });
    ({ ravi, priya } = await loginAccounts(t));
  });
  afterAll(() => t.close());

  describe("POST /api/verifyUser", () => {
    it("tells new, active and inactive contacts apart, by mobile and by email (any case); never cached", async () => {
      const c = client(t);
      const cases: [object, { inactive: boolean; isNewUser: boolean }][] = [
        [{ contact_number: "9812345670" }, { inactive: false, isNewUser: false }],
        [{ email: "priya.sharma@example.com" }, { inactive: false, isNewUser: false }],
        [{ email: "PRIYA.SHARMA@example.com" }, { inactive: false, isNewUser: false }],
        [{ contact_number: "9811122233" }, { inactive: true, isNewUser: false }],
        [{ contact_number: "9833445566" }, { inactive: false, isNewUser: false }],
        [{ contact_number: "9822334455" }, { inactive: false, isNewUser: false }],
        [{ contact_number: "7000000001" }, { inactive: false, isNewUser: true }],
        [{ email: "nobody@example.com" }, { inactive: false, isNewUser: true }],
      ];
      for (const [body, expected] of cases) {
        const res = await c.verifyUser(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(200);
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.json(), JSON.stringify(body)).toEqual({ status: true, ...expected });
        expect(answer("verifyUserAnswer")(res.json())).toBe(true);
      }
    });
  });

  describe("POST /api/sendOtp and /api/verifyOtp", () => {
    it("one active account by mobile: a 6-digit code goes to the outbox, the right code gives a login token that validates", async () => {
      const c = client(t);
      const sent = await c.sendOtp({ mobile_number: "9812345670" });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ status: true });
      expect(sent.headers["cache-control"]).toBe("no-store");
      const [message] = await outbox(t, "9812345670");
      expect(message).toMatchObject({ channel: "sms", to: "9812345670" });
      expect(message.code).toMatch(new RegExp(`^[0-9]{${rules.length}}$`));
      const res = await c.verifyOtp({ contact_number: "9812345670", otp: message.code });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["set-cookie"]).toBeUndefined();
      const body = res.json();
      expect(answer("verifyOtpAnswer")(body)).toBe(true);
      expect(body).toMatchObject({ status: true, isMultiple: false, user_details: [], data: { token: expect.any(String) } });
      const check = await verifyToken(t.store, t.signingKey, body.data.token, clock.now());
      expect(check.valid && check.user.user_uuid).toBe(ravi.user_uuid);
      const validated = await t.app.inject({ method: "GET", url: `/api/validateToken?auth_token=${body.data.token}` });
      expect(validated.json()).toMatchObject({ success: true, data: { name: "Ravi Kumar" } });
    });

    it("one active account by email (sent in any case): the code goes by email", async () => {
      const c = client(t);
      expect((await c.sendOtp({ email: "Priya.Sharma@example.com" })).statusCode).toBe(200);
      const [message] = await outbox(t, "priya.sharma@example.com");
      expect(message).toMatchObject({ channel: "email", to: "priya.sharma@example.com" });
      const res = await c.verifyOtp({ email: "priya.sharma@example.com", otp: message.code });
      expect(res.statusCode).toBe(200);
      const check = await verifyToken(t.store, t.signingKey, res.json().data.token, clock.now());
      expect(check.valid && check.user.user_uuid).toBe(priya.user_uuid);
    });

    it("the store keeps a keyed hash of the code, never the code", async () => {
      const c = client(t);
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ mobile_number: "9812345670" });
      const code = await latestCode(t, "9812345670");
      const [row] = await t.store.query<{ code_hash: string }>("select code_hash from otp_codes where contact = 'mobile:9812345670'");
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(code);
    });

    it("an unknown or inactive contact gets the same answer, and nothing is sent", async () => {
      const c = client(t);
      for (const body of [{ mobile_number: "7000000002" }, { email: "nobody@example.com" }, { mobile_number: "9811122233" }]) {
        const res = await c.sendOtp(body);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: true });
      }
      expect(await outbox(t, "7000000002")).toEqual([]);
      expect(await outbox(t, "nobody@example.com")).toEqual([]);
      expect(await outbox(t, "9811122233")).toEqual([]);
      // And no code can be verified for them.
      expect((await c.verifyOtp({ contact_number: "7000000002", otp: "123456" })).statusCode).toBe(401);
    });

    it("a wrong code is refused (401), then the right one works; a used code is refused", async () => {
      const c = client(t);
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ mobile_number: "9812345670" });
      const code = (await latestCode(t, "9812345670"))!;
      const wrong = await c.verifyOtp({ contact_number: "9812345670", otp: wrongCode(code) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers["cache-control"]).toBe("no-store");
      expect(wrong.json()).toEqual({ status: false, error: messages.api.otpNotValid });
      expect(answer("refusal")(wrong.json())).toBe(true);
      expect((await c.verifyOtp({ contact_number: "9812345670", otp: code })).statusCode).toBe(200);
      const again = await c.verifyOtp({ contact_number: "9812345670", otp: code });
      expect(again.statusCode).toBe(401);
      expect(again.json().error).toBe(messages.api.otpNotValid);
    });

    it("a code expires after otp.expirySeconds", async () => {
      const c = client(t);
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ email: "priya.sharma@example.com" });
      const code = (await latestCode(t, "priya.sharma@example.com"))!;
      clock.advance(rules.expirySeconds);
      const res = await c.verifyOtp({ email: "priya.sharma@example.com", otp: code });
      expect(res.statusCode).toBe(401);
      // One second earlier it would have worked.
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ email: "priya.sharma@example.com" });
      const fresh = (await latestCode(t, "priya.sharma@example.com"))!;
      clock.advance(rules.expirySeconds - 1);
      expect((await c.verifyOtp({ email: "priya.sharma@example.com", otp: fresh })).statusCode).toBe(200);
    });

    it(`after ${rules.maxWrongTries} wrong tries the code is burnt: 429, and even the right code is refused until a new one is sent`, async () => {
      const c = client(t);
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ mobile_number: "9812345670" });
      const code = (await latestCode(t, "9812345670"))!;
      for (let i = 1; i < rules.maxWrongTries; i++) expect((await c.verifyOtp({ contact_number: "9812345670", otp: wrongCode(code) })).statusCode).toBe(401);
      const last = await c.verifyOtp({ contact_number: "9812345670", otp: wrongCode(code) });
      expect(last.statusCode).toBe(429);
      expect(last.json()).toEqual({ status: false, error: messages.api.otpTooManyTries });
      expect((await c.verifyOtp({ contact_number: "9812345670", otp: code })).statusCode).toBe(429);
      // A new code starts afresh.
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ mobile_number: "9812345670" });
      expect((await c.verifyOtp({ contact_number: "9812345670", otp: (await latestCode(t, "9812345670"))! })).statusCode).toBe(200);
    });

    it("a new code replaces the previous one", async () => {
      const c = client(t);
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ mobile_number: "9812345670" });
      const first = (await latestCode(t, "9812345670"))!;
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ mobile_number: "9812345670" });
      const second = (await latestCode(t, "9812345670"))!;
      if (first !== second) expect((await c.verifyOtp({ contact_number: "9812345670", otp: first })).statusCode).toBe(401);
      expect((await c.verifyOtp({ contact_number: "9812345670", otp: second })).statusCode).toBe(200);
    });

    it("a code for one contact does not work for another", async () => {
      const c = client(t);
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ mobile_number: "9812345670" });
      const code = (await latestCode(t, "9812345670"))!;
      expect((await c.verifyOtp({ email: "priya.sharma@example.com", otp: code })).statusCode).toBe(401);
    });

    it("a right code for a number whose accounts all became inactive meanwhile gives no token", async () => {
      const c = client(t);
      const solo = await createUser(t.store, { name: "Soon Inactive", mobile: "9844556677" });
      await c.sendOtp({ mobile_number: "9844556677" });
      const code = (await latestCode(t, "9844556677"))!;
      await setUserInactive(t.store, solo.user_uuid, true);
      expect((await c.verifyOtp({ contact_number: "9844556677", otp: code })).statusCode).toBe(401);
    });
  });

});

describe("GET /dev/otp-outbox", () => {
  it("lists the latest codes by contact as HTML outside production", async () => {
    const t = await testApp();
    try {
      await createUser(t.store, { name: "Outbox Person", mobile: "9855667788" });
      await t.app.inject({ method: "POST", url: "/api/sendOtp", payload: { mobile_number: "9855667788" } });
      const code = await latestCode(t, "9855667788");
      const res = await t.app.inject({ method: "GET", url: "/dev/otp-outbox" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).toContain("9855667788");
      expect(res.body).toContain(code);
    } finally {
      await t.close();
    }
  });

  it("does not exist when codes go to an SMS or email provider, whatever NODE_ENV says, nor over https", async () => {
    expect(outboxServed({ production: false, https: false, delivery: { kind: "outbox" } })).toBe(true);
    expect(outboxServed({ production: false, https: true, delivery: { kind: "outbox" } })).toBe(false);
    expect(outboxServed({ production: true, https: false, delivery: { kind: "outbox" } })).toBe(false);
    expect(outboxServed({ production: false, https: false, delivery: { kind: "webhook" } })).toBe(false);
    // A provider that answers nothing: the codes go nowhere, and the page must still not exist.
    const t = await testApp({ otpDelivery: webhookDelivery("http://127.0.0.1:9/otp", "a-webhook-secret") });
    try {
      expect((await t.app.inject({ method: "GET", url: "/dev/otp-outbox" })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: "/dev/otp-outbox?format=json" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("does not exist in production (404), and codes still go to the outbox table without reaching the log", async () => {
    const lines: string[] = [];
    const t = await testApp({ production: true, logger: { level: "info", stream: { write: (l: string) => void lines.push(l) } } });
    try {
      await createUser(t.store, { name: "Prod Person", mobile: "9866778899" });
      await t.app.inject({ method: "POST", url: "/api/sendOtp", payload: { mobile_number: "9866778899" } });
      expect((await t.app.inject({ method: "GET", url: "/dev/otp-outbox" })).statusCode).toBe(404);
      const [row] = await t.store.query<{ code: string }>("select code from otp_outbox where recipient = '9866778899'");
      expect(row.code).toMatch(/^[0-9]{6}$/);
      expect(lines.join("")).toContain("one-time code (login or lead form) put in the local outbox (/dev/otp-outbox)");
      expect(lines.join("")).not.toContain(row.code);
    } finally {
      await t.close();
    }
  });
});
