import Ajv2020 from "ajv/dist/2020.js";
import { addSchemaKeywords } from "../../renderer/load/schemaKeywords.js";
import addFormats from "ajv-formats";
import { SignJWT } from "jose";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueLoginGrant, loginGrantCookie } from "../../src/server/auth/loginGrant.js";
import { issueToken, verifyToken } from "../../src/server/auth/tokens.js";
import { createUser, setUserInactive, type User } from "../../src/server/auth/users.js";
import { webhookDelivery } from "../../src/server/otp/delivery.js";
import { outboxServed } from "../../src/server/routes/devOutbox.js";
import { schemasDir } from "./fixtureSite.js";
import { serverDocuments, testApp, testClock } from "./testApp.js";

const { constants, messages } = serverDocuments;
const rules = constants.otp;

const ajv = addSchemaKeywords(new Ajv2020({ allErrors: true, strict: true, discriminator: true }));
addFormats(ajv);
ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, "api/login.schema.json"), "utf8")));
const answer = (def: string) => ajv.getSchema(`api/login.schema.json#/$defs/${def}`)!;

type T = Awaited<ReturnType<typeof testApp>>;
let address = 0;
/** A fresh client address per test, so that the per-address cap of one test does not touch another. */
const newAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

function client(t: T, remoteAddress = newAddress()) {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, remoteAddress, headers });
  return {
    post,
    verifyUser: (body: object) => post("/api/verifyUser", body),
    sendOtp: (body: object) => post("/api/sendOtp", body),
    verifyOtp: (body: object) => post("/api/verifyOtp", body),
    loginUser: (body: object, cookie?: string) => post("/api/login-user", body, cookie ? { cookie } : {}),
  };
}

/** The codes the local outbox holds for a contact, newest first (read through the outbox page's JSON form). */
async function outbox(t: T, to: string): Promise<{ channel: string; to: string; code: string }[]> {
  const res = await t.app.inject({ method: "GET", url: `/dev/otp-outbox?format=json&to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json().messages;
}
const latestCode = async (t: T, to: string) => (await outbox(t, to))[0]?.code;
const wrongCode = (code: string) => String((Number(code) + 1) % 10 ** rules.length).padStart(rules.length, "0");

describe("the login calls on the store", { timeout: 60_000 }, () => {
  let t: T;
  const clock = testClock();
  let ravi: User, priya: User, anil: User, traders: User, lapsed: User;
  beforeAll(async () => {
    t = await testApp({ now: clock.now });
    ravi = await createUser(t.store, { name: "Ravi Kumar", mobile: "9812345670" });
    priya = await createUser(t.store, { name: "Priya Sharma", email: "Priya.Sharma@Example.com" });
    await createUser(t.store, { name: "Mohan Lal", mobile: "9811122233", inactive: true });
    anil = await createUser(t.store, { name: "Anil Mehta", mobile: "9822334455", email: "anil.mehta@example.com" });
    traders = await createUser(t.store, { name: "Mehta Traders", mobile: "9822334455", email: "accounts@mehta-traders.example.com" });
    // One active and one inactive account on a number: the number is not inactive, and only the active one logs in.
    lapsed = await createUser(t.store, { name: "Lapsed Account", mobile: "9833445566", inactive: true });
    await createUser(t.store, { name: "Current Account", mobile: "9833445566" });
  }, 60_000);
  afterAll(() => t.close(), 60_000);

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

describe("GET /dev/otp-outbox", { timeout: 60_000 }, () => {
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
      expect(lines.join("")).toContain("login code put in the local outbox");
      expect(lines.join("")).not.toContain(row.code);
    } finally {
      await t.close();
    }
  });
});
