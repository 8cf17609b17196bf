import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../src/server/login/users.js";
import { sweepLimitRecords } from "../../../src/server/security/counters.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";

/**
 * The limits hold exactly when their requests arrive at the same moment (Promise.all on one app, on PGlite or, on the
 * PostgreSQL leg, on PostgreSQL): the counts are taken in the store with atomic statements, never read and then written.
 * twoProcessLimits.test.ts checks the same across two server processes on one PostgreSQL.
 */
const { otp, limits } = serverDocuments.constants;
const staff = limits.staffPassword;
const password = "the-right-staff-password";
type T = Awaited<ReturnType<typeof testApp>>;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
const basic = (secret: string) => ({ authorization: `Basic ${Buffer.from(`admin:${secret}`).toString("base64")}` });

describe("limits under concurrent requests on one app", { timeout: 180_000 }, () => {
  let t: T;
  const clock = testClock();
  const lines: string[] = [];
  beforeAll(async () => {
    t = await testApp({ now: clock.now, adminPassword: password, logger: { level: "info", stream: { write: (l: string) => void lines.push(l) } } });
    await createUser(t.store, { name: "Busy Contact", mobile: "9811122233" });
  });
  afterAll(() => t.close());
  const sendOtp = (mobile: string, remoteAddress: string) => t.app.inject({ method: "POST", url: "/api/sendOtp", payload: { mobile_number: mobile }, remoteAddress });
  const all = async (n: number, one: (i: number) => Promise<{ statusCode: number }>) => (await Promise.all(Array.from({ length: n }, (_, i) => one(i)))).map((r) => r.statusCode);
  const codesFor = async (mobile: string) => (await t.store.query<{ n: number }>("select count(*)::int as n from otp_outbox where recipient = $1", [mobile]))[0].n;

  it("100 sendOtp at once for one contact, from 100 addresses, send exactly one code (the resend countdown)", async () => {
    expect(tally(await all(100, (i) => sendOtp("9811122233", `10.20.0.${i}`)))).toEqual({ 200: 1, 429: 99 });
    expect(await codesFor("9811122233")).toBe(1);
  });

  it("the contact's hourly cap holds exactly: 20 at once after each countdown, over the hour, allow the cap and no more", async () => {
    const allowed: number[] = [];
    for (let round = 0; round < otp.maxSendsPerContactPerHour + 2; round++) {
      clock.advance(otp.resendCountdownSeconds);
      allowed.push(tally(await all(20, (i) => sendOtp("9822233344", `10.21.${round}.${i}`)))[200] ?? 0);
    }
    expect(allowed.reduce((a, b) => a + b)).toBe(otp.maxSendsPerContactPerHour);
    expect(allowed.slice(0, otp.maxSendsPerContactPerHour)).toEqual(new Array(otp.maxSendsPerContactPerHour).fill(1));
  });

  it("60 sendOtp at once from one address, each for another contact, get exactly the address's hourly cap of 200s", async () => {
    const statuses = await all(60, (i) => sendOtp(`97000000${String(i).padStart(2, "0")}`, "10.22.0.1"));
    expect(tally(statuses)).toEqual({ 200: otp.maxSendsPerAddressPerHour, 429: 60 - otp.maxSendsPerAddressPerHour });
  });

  it("70 verifyOtp at once from one address: exactly the route's limit is answered, the rest 429 with Retry-After", async () => {
    const max = limits.maxPerAddress["/api/verifyOtp"];
    const answers = await Promise.all(Array.from({ length: 70 }, () => t.app.inject({ method: "POST", url: "/api/verifyOtp", payload: { contact_number: "9833344455", otp: "123456" }, remoteAddress: "10.23.0.1" })));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: max, 429: 70 - max });
    expect(answers.find((a) => a.statusCode === 429)!.headers["retry-after"]).toBe(String(limits.windowSeconds));
  });

  it("300 wrong staff passwords at once: exactly maxWrongTries are checked (401), the rest 429 unchecked, each refusal logged", async () => {
    const before = lines.length;
    const answers = await Promise.all(Array.from({ length: 300 }, () => t.app.inject({ url: "/admin/leads", headers: basic("wrong-password"), remoteAddress: "10.24.0.1" })));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: staff.maxWrongTries, 429: 300 - staff.maxWrongTries });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.headers["retry-after"]).toBe(String(staff.firstDelaySeconds));
    expect(refused.body).toBe(serverDocuments.messages.server.staffPasswordLimited);
    expect(refused.headers["x-frame-options"]).toBe("DENY");
    expect(lines.slice(before).filter((l) => l.includes("staff password refused unchecked")).length).toBe(300 - staff.maxWrongTries);
    // A 401 still asks for the password.
    expect(answers.find((a) => a.statusCode === 401)!.headers["www-authenticate"]).toMatch(/^Basic realm=/);
  });

  it("a blocked address is refused even with the right password until its delay ends; the next block lasts twice as long", async () => {
    const admin = (secret: string) => t.app.inject({ url: "/admin/leads", headers: basic(secret), remoteAddress: "10.25.0.1" });
    for (let i = 0; i < staff.maxWrongTries; i++) expect((await admin("wrong")).statusCode).toBe(401);
    expect((await admin(password)).statusCode).toBe(429);
    clock.advance(staff.firstDelaySeconds - 1);
    expect((await admin(password)).headers["retry-after"]).toBe("1");
    clock.advance(1);
    expect((await admin(password)).statusCode).toBe(200);
    for (let i = 0; i < staff.maxWrongTries; i++) expect((await admin("wrong")).statusCode).toBe(401);
    expect((await admin(password)).headers["retry-after"]).toBe(String(Math.min(2 * staff.firstDelaySeconds, staff.maxDelaySeconds)));
    // Another address is not touched; a request without a password is a plain 401 and counts as nothing.
    expect((await t.app.inject({ url: "/admin/leads", headers: basic(password), remoteAddress: "10.25.0.2" })).statusCode).toBe(200);
    for (let i = 0; i < 3 * staff.maxWrongTries; i++) expect((await t.app.inject({ url: "/admin/leads", remoteAddress: "10.25.0.3" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/admin/leads", headers: basic(password), remoteAddress: "10.25.0.3" })).statusCode).toBe(200);
  });

  it("the sweep deletes the counters and code requests that say nothing any more, and keeps the others", async () => {
    const count = async (table: string) => (await t.store.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
    expect(await count("limit_counters")).toBeGreaterThan(0);
    expect(await count("otp_send_requests")).toBeGreaterThan(0);
    await t.app.inject({ method: "POST", url: "/api/verifyOtp", payload: { contact_number: "9833344455", otp: "123456" }, remoteAddress: "10.26.0.1" });
    // Now: only rows whose window or block has ended go (the gate's rows of addresses that never sent a wrong one).
    const soon = await sweepLimitRecords(t.store, clock.now());
    expect(soon.codeRequests).toBe(0);
    const kept = await t.store.query<{ scope: string; subject: string }>("select scope, subject from limit_counters order by scope, subject");
    expect(kept).toContainEqual({ scope: "staff-password", subject: "10.25.0.1" });
    expect(kept).toContainEqual({ scope: "route /api/verifyOtp", subject: "10.26.0.1" });
    expect(kept).not.toContainEqual({ scope: "staff-password", subject: "10.25.0.3" });
    clock.advance(2 * 86_400 + staff.maxDelaySeconds);
    const later = await sweepLimitRecords(t.store, clock.now());
    expect(later.counters).toBeGreaterThan(0);
    expect(later.codeRequests).toBeGreaterThan(0);
    expect([await count("limit_counters"), await count("otp_send_requests")]).toEqual([0, 0]);
  });
});
