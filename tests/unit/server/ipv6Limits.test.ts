import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import { addressGroup } from "../../../src/server/security/addressGroup.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";

const { otp, limits } = serverDocuments.constants;
type T = Awaited<ReturnType<typeof testApp>>;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
/** 60 addresses of one /64: the subscriber's own choice of interface ids. */
const inOne64 = Array.from({ length: 60 }, (_, i) => `2001:db8:aa:bb:${((i * 7919) % 65536).toString(16)}:${i.toString(16)}:0:${(i + 1).toString(16)}`);

describe("the address group every per-address limit counts by", () => {
  it("is the IPv4 address itself, and the /64 of an IPv6 address however it is written", () => {
    expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("2001:db8:aa:bb::1")).toBe("2001:db8:aa:bb::/64");
    expect(addressGroup("2001:0DB8:00AA:00BB:ffff:1:2:3")).toBe("2001:db8:aa:bb::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("2001:db8:aa:bc::1")).not.toBe(addressGroup("2001:db8:aa:bb::1"));
    expect(new Set(inOne64.map(addressGroup)).size).toBe(1);
  });

  it("of an IPv4-mapped IPv6 address is the IPv4 address", () => {
    expect(addressGroup("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("::FFFF:cb00:7109")).toBe("203.0.113.9");
    expect(addressGroup("0:0:0:0:0:ffff:203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("60 addresses in one IPv6 /64 share one cap", () => {
  let t: T;
  beforeAll(async () => {
    t = await testApp({ now: testClock().now, adminPassword: "the-right-staff-password" });
  });
  afterAll(() => t.close());

  it("of code requests per address", async () => {
    const answers = await Promise.all(inOne64.map((remoteAddress, i) => t.app.inject({ method: "POST", url: "/api/sendOtp", payload: { mobile_number: `96000000${String(i).padStart(2, "0")}` }, remoteAddress })));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: otp.maxSendsPerAddressPerHour, 429: 60 - otp.maxSendsPerAddressPerHour });
    // Another /64 has its own.
    expect((await t.app.inject({ method: "POST", url: "/api/sendOtp", payload: { mobile_number: "9600000099" }, remoteAddress: "2001:db8:aa:bc::1" })).statusCode).toBe(200);
  });

  it("of a route's limit", async () => {
    const max = limits.maxPerAddress["/api/verifyUser"];
    const answers = await Promise.all(inOne64.map((remoteAddress) => t.app.inject({ method: "POST", url: "/api/verifyUser", payload: { contact_number: "9600000001" }, remoteAddress })));
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: max, 429: 60 - max });
  });

  it("of unverified leads (spam-check and captcha-fail), sent at once, each from another contact", async () => {
    const max = serverDocuments.constants.leads.maxUnverifiedPerAddressPerHour;
    const lead = (i: number) => sampleLeadValues({ name: "Spam Check", email: `unverified${i}@example.com`, phone: `95000000${String(i).padStart(2, "0")}` });
    const answers = await Promise.all(
      inOne64.map((remoteAddress, i) =>
        i % 2 ? t.app.inject({ method: "POST", url: "/api/leads/spam-check", payload: { values: lead(i), score: 0.1 }, remoteAddress }) : t.app.inject({ method: "POST", url: "/api/captcha-fail-lead", payload: { data: lead(i) }, remoteAddress }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 200: max, 429: 60 - max });
    const [stored] = await t.store.query<{ n: number }>("select count(*)::int as n from leads where source in ('spam-check', 'captcha-fail')");
    expect(stored.n).toBe(max);
  });

  it("of wrong staff passwords", async () => {
    const wrong = { authorization: `Basic ${Buffer.from("admin:wrong").toString("base64")}` };
    const answers = await Promise.all(inOne64.map((remoteAddress) => t.app.inject({ url: "/admin/payments", headers: wrong, remoteAddress })));
    const max = serverDocuments.constants.limits.staffPassword.maxWrongTries;
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: max, 429: 60 - max });
  });
});
