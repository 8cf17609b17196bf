import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { randomBytes } from "node:crypto";
import { issueLoginGrant, loginGrantCookie } from "../../../src/server/login/loginGrant.js";
import { issueToken, verifyToken } from "../../../src/server/login/tokens.js";
import { setUserInactive, type User } from "../../../src/server/login/users.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";
import { rules, answer, newAddress, client, latestCode, loginAccounts, type T } from "./loginKit.js";

// The login calls' limits (HTTP 429), several accounts on one number (verifyOtp's grant spent by login-user), and
// malformed bodies. The calls themselves: login.test.ts.
const { constants, messages } = serverDocuments;

describe("the login calls on the store", () => {
  let t: T;
  const clock = testClock();
  let ravi: User, anil: User, traders: User, lapsed: User;
  beforeAll(async () => {
    t = await testApp({ now: clock.now });
    ({ ravi, anil, traders, lapsed } = await loginAccounts(t));
  });
  afterAll(() => t.close());

  describe("rate limits (HTTP 429)", () => {
    it("per contact: the resend countdown between two codes, and a cap per hour; unknown contacts alike", async () => {
      for (const [body, isKnown] of [[{ mobile_number: "9822334455" }, true], [{ mobile_number: "7000000003" }, false]] as const) {
        const c = client(t);
        expect((await c.sendOtp(body)).statusCode).toBe(200);
        const soon = await c.sendOtp(body);
        expect(soon.statusCode).toBe(429);
        expect(soon.headers["cache-control"]).toBe("no-store");
        expect(soon.headers["retry-after"]).toBe(String(rules.resendCountdownSeconds));
        expect(soon.json()).toEqual({ status: false, error: messages.api.otpRateLimited });
        clock.advance(rules.resendCountdownSeconds - 1);
        expect((await c.sendOtp(body)).statusCode).toBe(429);
        clock.advance(1);
        expect((await c.sendOtp(body)).statusCode).toBe(200);
        for (let i = 2; i < rules.maxSendsPerContactPerHour; i++) {
          clock.advance(rules.resendCountdownSeconds);
          expect((await c.sendOtp(body)).statusCode).toBe(200);
        }
        clock.advance(rules.resendCountdownSeconds);
        // Past the hourly cap, from any address.
        expect((await c.sendOtp(body)).statusCode, `known: ${isKnown}`).toBe(429);
        expect((await client(t).sendOtp(body)).statusCode).toBe(429);
        clock.advance(3600);
        expect((await c.sendOtp(body)).statusCode).toBe(200);
      }
    });

    it("per contact: the countdown does not hold back a new login once the last code was used", async () => {
      const c = client(t);
      clock.advance(rules.resendCountdownSeconds);
      await c.sendOtp({ email: "priya.sharma@example.com" });
      expect((await c.verifyOtp({ email: "priya.sharma@example.com", otp: (await latestCode(t, "priya.sharma@example.com"))! })).statusCode).toBe(200);
      expect((await c.sendOtp({ email: "priya.sharma@example.com" })).statusCode).toBe(200);
    });

    it("per client address: a cap per hour over all contacts; other addresses are not held back", async () => {
      const c = client(t);
      for (let i = 0; i < rules.maxSendsPerAddressPerHour; i++) expect((await c.sendOtp({ mobile_number: String(7100000000 + i) })).statusCode).toBe(200);
      const flood = await c.sendOtp({ mobile_number: "7199999999" });
      expect(flood.statusCode).toBe(429);
      expect(Number(flood.headers["retry-after"])).toBeGreaterThan(0);
      expect((await client(t).sendOtp({ mobile_number: "7199999999" })).statusCode).toBe(200);
      clock.advance(3600);
      expect((await c.sendOtp({ mobile_number: "7199999998" })).statusCode).toBe(200);
    });

    it("the limits are in the store, so they hold for another server on the same store (a restart)", async () => {
      const c = client(t, "10.9.9.9");
      clock.advance(3600);
      expect((await c.sendOtp({ mobile_number: "7200000000" })).statusCode).toBe(200);
      const other = await testApp({ store: t.store, signingKey: t.signingKey, now: clock.now });
      try {
        const res = await other.app.inject({ method: "POST", url: "/api/sendOtp", payload: { mobile_number: "7200000000" }, remoteAddress: "10.9.9.9" });
        expect(res.statusCode).toBe(429);
      } finally {
        await other.app.close();
      }
    });
  });

  describe("several accounts on one number: verifyOtp gives a grant, login-user spends it", () => {
    const shared = "9822334455";
    /** Sends and verifies a code for the shared number; gives the answer and the grant cookie. */
    async function verifyShared(c = client(t)) {
      clock.advance(3600);
      expect((await c.sendOtp({ mobile_number: shared })).statusCode).toBe(200);
      const res = await c.verifyOtp({ contact_number: shared, otp: (await latestCode(t, shared))! });
      expect(res.statusCode).toBe(200);
      const setCookie = String(res.headers["set-cookie"]);
      const cookie = setCookie.split(";")[0];
      return { res, setCookie, cookie, c };
    }

    it("lists the accounts with their emails, no token, and sets a short-lived httpOnly SameSite=Strict cookie", async () => {
      const { res, setCookie, cookie } = await verifyShared();
      const body = res.json();
      expect(answer("verifyOtpAnswer")(body)).toBe(true);
      expect(body).toMatchObject({ status: true, isMultiple: true, data: {} });
      // Oldest account first (two made in the same instant are ordered by id).
      const byId = (a: { user_uuid: string }, b: { user_uuid: string }) => a.user_uuid.localeCompare(b.user_uuid);
      expect([...body.user_details].sort(byId)).toEqual(
        [
          { user_uuid: anil.user_uuid, email: "anil.mehta@example.com" },
          { user_uuid: traders.user_uuid, email: "accounts@mehta-traders.example.com" },
        ].sort(byId),
      );
      expect(cookie.startsWith(`${loginGrantCookie}=`)).toBe(true);
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Strict");
      expect(setCookie).toContain("Path=/api/login-user");
      expect(setCookie).toContain(`Max-Age=${constants.auth.loginGrantLifetimeSeconds}`);
      expect(setCookie).not.toContain("Secure"); // plain http here; https adds Secure
    });

    it("only the active accounts of a number are listed; one left means a token at once", async () => {
      const c = client(t);
      await c.sendOtp({ mobile_number: "9833445566" });
      const res = await c.verifyOtp({ contact_number: "9833445566", otp: (await latestCode(t, "9833445566"))! });
      expect(res.json()).toMatchObject({ isMultiple: false, data: { token: expect.any(String) } });
      const check = await verifyToken(t.store, t.signingKey, res.json().data.token, clock.now());
      expect(check.valid && check.user.name).toBe("Current Account");
      expect(check.valid && check.user.user_uuid).not.toBe(lapsed.user_uuid);
    });

    it("login-user with the grant gives the chosen account's token, clears the cookie, and the grant is spent", async () => {
      const { c, cookie } = await verifyShared();
      const res = await c.loginUser({ user_uuid: traders.user_uuid, manual_signin: true }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(answer("tokenAnswer")(res.json())).toBe(true);
      const check = await verifyToken(t.store, t.signingKey, res.json().data.token, clock.now());
      expect(check.valid && check.user.user_uuid).toBe(traders.user_uuid);
      expect(String(res.headers["set-cookie"])).toMatch(new RegExp(`^${loginGrantCookie}=; .*Max-Age=0`));
      const reused = await c.loginUser({ user_uuid: traders.user_uuid, manual_signin: true }, cookie);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ status: false, error: messages.api.loginGrantNotValid });
      expect((await c.loginUser({ user_uuid: anil.user_uuid, manual_signin: true }, cookie)).statusCode).toBe(401);
    });

    it("login-user refuses (401) without a grant, with a forged, tampered or expired one, and with a login token in its place", async () => {
      const c = client(t);
      const body = { user_uuid: anil.user_uuid, manual_signin: true };
      expect((await c.loginUser(body)).statusCode).toBe(401);
      expect((await c.loginUser(body, `${loginGrantCookie}=garbage`)).statusCode).toBe(401);
      // Signed with another key, for the right contact, even with a jti the store knows.
      const otherKey = new TextEncoder().encode(randomBytes(32).toString("base64url"));
      const forged = await issueLoginGrant(t.store, otherKey, `mobile:${shared}`, 300, clock.now());
      expect((await c.loginUser(body, `${loginGrantCookie}=${forged}`)).statusCode).toBe(401);
      // A real grant for another contact, rewritten to name the shared number, keeps its old signature.
      const own = await issueLoginGrant(t.store, t.signingKey, "mobile:9812345670", 300, clock.now());
      const [h, p, s] = own.split(".");
      const claims = JSON.parse(Buffer.from(p, "base64url").toString());
      const tampered = [h, Buffer.from(JSON.stringify({ ...claims, sub: `mobile:${shared}` })).toString("base64url"), s].join(".");
      expect((await c.loginUser(body, `${loginGrantCookie}=${tampered}`)).statusCode).toBe(401);
      // Well signed but never issued by the store.
      const now = Math.floor(clock.now().getTime() / 1000);
      const unknown = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "vidhi-login-grant+jwt" })
        .setSubject(`mobile:${shared}`)
        .setAudience("vidhi:login-user")
        .setJti(crypto.randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(t.signingKey);
      expect((await c.loginUser(body, `${loginGrantCookie}=${unknown}`)).statusCode).toBe(401);
      // A login token is not a grant.
      const token = await issueToken(t.store, t.signingKey, anil.user_uuid, 600, clock.now());
      expect((await c.loginUser(body, `${loginGrantCookie}=${token}`)).statusCode).toBe(401);
      // Expired.
      const { cookie } = await verifyShared();
      clock.advance(constants.auth.loginGrantLifetimeSeconds);
      const late = await c.loginUser(body, cookie);
      expect(late.statusCode).toBe(401);
      expect(late.json().error).toBe(messages.api.loginGrantNotValid);
    });

    it("login-user refuses an account not linked to the granted contact, or inactive; the grant stays usable for a right choice", async () => {
      const { c, cookie } = await verifyShared();
      expect((await c.loginUser({ user_uuid: ravi.user_uuid, manual_signin: true }, cookie)).statusCode).toBe(401);
      expect((await c.loginUser({ user_uuid: crypto.randomUUID(), manual_signin: true }, cookie)).statusCode).toBe(401);
      await setUserInactive(t.store, traders.user_uuid, true);
      try {
        expect((await c.loginUser({ user_uuid: traders.user_uuid, manual_signin: true }, cookie)).statusCode).toBe(401);
      } finally {
        await setUserInactive(t.store, traders.user_uuid, false);
      }
      expect((await c.loginUser({ user_uuid: anil.user_uuid, manual_signin: true }, cookie)).statusCode).toBe(200);
    });

    it("a grant is no login token", async () => {
      const grant = await issueLoginGrant(t.store, t.signingKey, `mobile:${shared}`, 300, clock.now());
      expect((await verifyToken(t.store, t.signingKey, grant, clock.now())).valid).toBe(false);
      expect((await t.app.inject({ method: "GET", url: `/api/validateToken?auth_token=${grant}` })).statusCode).toBe(401);
    });
  });

  describe("malformed bodies get 400 with every problem listed, never a stack trace", () => {
    const cases: [string, unknown, string[]][] = [
      ["/api/verifyUser", {}, ["body must have required property 'email'", "body must have required property 'contact_number'"]],
      ["/api/verifyUser", { email: "a@example.com", contact_number: "9812345670" }, ["body must match exactly one schema in oneOf"]],
      ["/api/verifyUser", { contact_number: 9812345670 }, ["body/contact_number must be string"]],
      ["/api/verifyUser", { contact_number: "5812345670" }, ["body/contact_number must match pattern"]],
      ["/api/verifyUser", { email: "not-an-email" }, ["body/email must match format \"email\""]],
      ["/api/verifyUser", { mobile_number: "9812345670" }, ["'mobile_number'"]],
      ["/api/sendOtp", { contact_number: "9812345670" }, ["'contact_number'"]],
      ["/api/sendOtp", { mobile_number: "981234567" }, ["body/mobile_number must match pattern"]],
      ["/api/verifyOtp", { contact_number: "9812345670" }, ["body must have required property 'otp'"]],
      ["/api/verifyOtp", { contact_number: "9812345670", otp: "12345" }, ["body/otp must match pattern"]],
      ["/api/verifyOtp", { contact_number: "9812345670", otp: 123456, extra: true }, ["body/otp must be string", "'extra'"]],
      ["/api/login-user", { user_uuid: "not-a-uuid", manual_signin: false }, ["body/user_uuid must match format \"uuid\"", "body/manual_signin must be equal to constant"]],
      ["/api/login-user", { manual_signin: true }, ["body must have required property 'user_uuid'"]],
    ];
    it.each(cases)("%s %j", async (url, payload, problems) => {
      const res = await t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: newAddress() });
      expect(res.statusCode).toBe(400);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json();
      expect(answer("refusal")(body)).toBe(true);
      for (const p of problems) expect(body.error).toContain(p);
      expect(body.error).not.toMatch(/\.ts:\d+|node_modules|\n\s+at /);
    });

    it("a body that is not JSON is a 400 too", async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/verifyOtp", payload: "{not json", headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(false);
      expect(res.headers["cache-control"]).toBe("no-store");
    });
  });
});
