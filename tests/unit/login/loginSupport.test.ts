import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingValue, siteAddresses } from "../../../renderer/resolve/siteAddresses.js";
import type { SiteDocument } from "../../../src/documents/types.js";
import { issueToken } from "../../../src/server/login/tokens.js";
import { createUser, findUsersByContact, setUserInactive } from "../../../src/server/login/users.js";
import { otpWebhookSecretEnv, otpWebhookUrlEnv, webhookDeliveryFromEnv } from "../../../src/server/login/delivery.js";
import { movableClock } from "../../../src/server/dev/devClock.js";
import { demoAccounts, demoContacts, seedDemoAccounts, storeHasNoUsers } from "../../../src/server/seed/demoAccounts.js";
import { projectRoot } from "../fixtureSite.js";
import { serverDocuments, testApp } from "../testApp.js";

const { constants, messages } = serverDocuments;

describe("the demo accounts (npm run seed)", () => {
  it("are created once: a second run changes nothing, and an inactive one is put back to inactive", async () => {
    const t = await testApp();
    try {
      expect(await storeHasNoUsers(t.store)).toBe(true);
      const first = await seedDemoAccounts(t.store);
      expect(first.created).toHaveLength(demoAccounts.length);
      expect(await storeHasNoUsers(t.store)).toBe(false);
      const mohan = first.created.find((u) => u.inactive)!;
      await setUserInactive(t.store, mohan.user_uuid, false);
      const second = await seedDemoAccounts(t.store);
      expect(second.created).toEqual([]);
      expect(second.existing).toHaveLength(demoAccounts.length);
      const [{ n }] = await t.store.query<{ n: number }>("select count(*)::int as n from users");
      expect(n).toBe(demoAccounts.length);
      expect((await findUsersByContact(t.store, { mobile: demoContacts.inactiveMobile }))[0].inactive).toBe(true);
    } finally {
      await t.close();
    }
  });

  it("cover the login paths: one by mobile, one by email, an inactive one, a number with two accounts of different emails", () => {
    const byMobile = (m: string) => demoAccounts.filter((a) => a.mobile === m);
    expect(byMobile(demoContacts.activeMobile)).toHaveLength(1);
    expect(byMobile(demoContacts.activeMobile)[0].inactive).toBeFalsy();
    expect(demoAccounts.filter((a) => a.email === demoContacts.activeEmail)).toHaveLength(1);
    expect(byMobile(demoContacts.inactiveMobile)).toEqual([expect.objectContaining({ inactive: true })]);
    const shared = byMobile(demoContacts.sharedMobile);
    expect(shared).toHaveLength(2);
    expect(new Set(shared.map((a) => a.email)).size).toBe(2);
  });

  it("use mobile numbers that the login rules accept (first digit, lower bound, not blocked)", () => {
    for (const a of demoAccounts.filter((x) => x.mobile)) {
      expect(a.mobile).toMatch(/^[0-9]{10}$/);
      expect(constants.mobile.validFirstDigits).toContain(a.mobile![0]);
      expect(Number(a.mobile)).toBeGreaterThanOrEqual(constants.mobile.lowerBound);
      expect(constants.mobile.blockedNumbers).not.toContain(a.mobile);
    }
  });

  it("are listed in the README", () => {
    const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
    for (const contact of Object.values(demoContacts)) expect(readme).toContain(contact);
  });
});

describe("the OTP webhook adapter", () => {
  let server: ReturnType<typeof createServer>;
  let url: string;
  const received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = "";
      req.on("data", (c) => (data += c));
      req.on("end", () => {
        received.push({ headers: req.headers, body: JSON.parse(data) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/otp`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("is chosen by VIDHI_OTP_WEBHOOK_URL and posts the message as JSON with the bearer secret", async () => {
    expect(webhookDeliveryFromEnv({})).toBeUndefined();
    const delivery = webhookDeliveryFromEnv({ [otpWebhookUrlEnv]: url, [otpWebhookSecretEnv]: "s3cret-for-tests" })!;
    expect(delivery.kind).toBe("webhook");
    const expiresAt = new Date("2026-05-01T10:05:00Z");
    await delivery.send({ channel: "sms", to: "9812345670", code: "123456", text: "123456 is your code", expiresAt, createdAt: new Date("2026-05-01T10:00:00Z") });
    expect(received.at(-1)!.headers.authorization).toBe("Bearer s3cret-for-tests");
    expect(received.at(-1)!.headers["content-type"]).toMatch(/application\/json/);
    expect(received.at(-1)!.body).toEqual({ channel: "sms", to: "9812345670", code: "123456", text: "123456 is your code", expiresAt: expiresAt.toISOString() });
  });

  it("fails on a non-2xx answer; sendOtp then still answers 200 (the failure is logged)", async () => {
    status = 500;
    const delivery = webhookDeliveryFromEnv({ [otpWebhookUrlEnv]: url, [otpWebhookSecretEnv]: "s3cret-for-tests" })!;
    await expect(delivery.send({ channel: "email", to: "a@example.com", code: "1", text: "t", expiresAt: new Date(), createdAt: new Date() })).rejects.toThrow(/500/);
    const t = await testApp({ otpDelivery: delivery });
    try {
      await createUser(t.store, { name: "Webhook Person", email: "hook@example.com" });
      const before = received.length;
      const res = await t.app.inject({ method: "POST", url: "/api/sendOtp", payload: { email: "hook@example.com" } });
      expect(res.statusCode).toBe(200);
      expect(received.length).toBe(before + 1);
      expect(received.at(-1)!.body).toMatchObject({ channel: "email", to: "hook@example.com", code: expect.stringMatching(/^[0-9]{6}$/) });
      expect((received.at(-1)!.body as { text: string }).text).toContain(String(constants.otp.expirySeconds / 60));
    } finally {
      status = 200;
      await t.close();
    }
  });

  it("needs its secret and a real address", () => {
    expect(() => webhookDeliveryFromEnv({ [otpWebhookUrlEnv]: url })).toThrow(otpWebhookSecretEnv);
    expect(() => webhookDeliveryFromEnv({ [otpWebhookUrlEnv]: "not a url", [otpWebhookSecretEnv]: "x" })).toThrow(/not an address/);
    expect(() => webhookDeliveryFromEnv({ [otpWebhookUrlEnv]: "ftp://example.com", [otpWebhookSecretEnv]: "x" })).toThrow(/http/);
  });
});

describe("the portal stand-in: GET /portal/ and /portal/login", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  it("greets the account of a valid token by name and email, never cached, no referrer", async () => {
    const u = await createUser(t.store, { name: "Asha <Verma>", email: "asha.portal@example.com" });
    const token = await issueToken(t.store, t.signingKey, u.user_uuid, 600);
    for (const url of [`/portal/?token=${token}&page_source=%2F&click_source=header-cta`, `/portal?c=${token}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.body).toContain(messages.portal.greeting.replace("{name}", "Asha &lt;Verma&gt;"));
      expect(text(res.body)).toContain(messages.portal.signedInAs.replace("{email}", "asha.portal@example.com"));
    }
  });

  it("says the login is not valid for a refused token (401), and that nobody is signed in without one", async () => {
    const refused = await get("/portal/?token=garbage");
    expect(refused.statusCode).toBe(401);
    expect(text(refused.body)).toContain(messages.portal.loginNotValid);
    const none = await get(`/portal/?source=${constants.portal.loginSource}`);
    expect(none.statusCode).toBe(200);
    expect(text(none.body)).toContain(messages.portal.notSignedIn);
    // Both lead back to the website with its login panel open (the header's Login button led here), and to its home.
    for (const page of [refused, none]) {
      expect(page.body).toContain(`<a href="/?login">${messages.portal.logIn}</a>`);
      expect(page.body).toContain(`<a href="/">${messages.portal.backToSite}</a>`);
    }
  });

  it("leads back to the page the visitor came from (page_source, which the header's Login carries), and to the home page for anything that is not a path of the site", async () => {
    const from = await get(`/portal/?source=${constants.portal.loginSource}&page_source=%2Fgst-registration`);
    expect(from.body).toContain(`<a href="/gst-registration?login">${messages.portal.logIn}</a>`);
    expect(from.body).toContain(`<a href="/gst-registration">${messages.portal.backToSite}</a>`);
    const signup = await get("/portal/login?mobile=7000000001&page_source=%2Fllp-registration");
    expect(signup.body).toContain(`<a href="/llp-registration">${messages.portal.backToSite}</a>`);
    for (const odd of ["%2F%2Fevil.example", "https%3A%2F%2Fevil.example%2F", "%2Fa%22%3E%3Cscript%3E", "gst-registration", "%2Fx%3Fy%3D1"]) {
      const page = await get(`/portal/?page_source=${odd}`);
      expect(page.statusCode, odd).toBe(200);
      expect(page.body, odd).toContain(`<a href="/?login">${messages.portal.logIn}</a>`);
    }
  });

  it("the request log never holds the token of a portal address", async () => {
    const lines: string[] = [];
    const logged = await testApp({ logger: { level: "info", stream: { write: (l: string) => void lines.push(l) } } });
    try {
      await logged.app.inject({ method: "GET", url: "/portal/?token=secret.token.value&page_source=%2F" });
      await logged.app.inject({ method: "GET", url: "/portal/?c=other.secret.value" });
      expect(lines.join("")).toContain("/portal/?token=[hidden]&page_source=%2F");
      expect(lines.join("")).not.toContain("secret.token.value");
      expect(lines.join("")).not.toContain("other.secret.value");
    } finally {
      await logged.close();
    }
  });

  it("the sign-up page names the contact from the query and says that sign-up happens in the portal", async () => {
    const byMobile = await get("/portal/login?mobile=7000000001");
    expect(byMobile.statusCode).toBe(200);
    expect(text(byMobile.body)).toContain(messages.portal.signupContact.replace("{contact}", "7000000001"));
    expect(text(byMobile.body)).toContain(messages.portal.signupSentence);
    const byEmail = await get("/portal/login?email=%3Cb%3Enew%40example.com");
    expect(byEmail.body).toContain("&lt;b&gt;new@example.com");
    expect(text((await get("/portal/login")).body)).toContain(messages.portal.signupNoContact);
  });
});

describe("site addresses", () => {
  const site = JSON.parse(readFileSync(join(projectRoot, "config/site.json"), "utf8")) as SiteDocument;
  it("the portal defaults to the main site's /portal, kept as a path so it works on any host; VIDHI_PORTAL_SITE wins", () => {
    expect(settingValue(site, "portalSite", {})).toBe(`${site.settings.mainSite.default.replace(/\/+$/, "")}/portal`);
    expect(settingValue(site, "portalSite", { VIDHI_MAIN_SITE: "http://127.0.0.1:4366/" })).toBe("http://127.0.0.1:4366/portal");
    expect(siteAddresses(site, {}).portal).toBe("/portal");
    expect(siteAddresses(site, { VIDHI_MAIN_SITE: "http://127.0.0.1:4366/" }).portal).toBe("/portal");
    expect(siteAddresses(site, { VIDHI_MAIN_SITE: "http://127.0.0.1:4366", VIDHI_PORTAL_SITE: "https://portal.example.in" }).portal).toBe("https://portal.example.in");
  });
  it("a default naming an unknown setting or itself is left as written", () => {
    const odd = structuredClone(site);
    odd.settings.newsSite.default = "{noSuchSetting}/x";
    odd.settings.helpdesk.default = "{helpdesk}/x";
    expect(settingValue(odd, "newsSite", {})).toBe("{noSuchSetting}/x");
    expect(settingValue(odd, "helpdesk", {})).toBe("{helpdesk}/x");
  });
});

describe("the login events", () => {
  it("are in the constants and accepted by POST /api/event-track", async () => {
    const { loginEvent, ...events } = constants.analytics.loginEvents;
    expect(loginEvent).toBe("login");
    const names = Object.values(events);
    expect(names.sort()).toEqual(["grc_login_clicked", "login_details_entered", "login_otp_entered", "login_otp_failure", "login_otp_resent", "login_otp_success"]);
    const t = await testApp();
    try {
      for (const eventName of names) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/event-track",
          payload: { eventName, event: constants.analytics.clickEvent, platform: "website", eventTime: new Date().toISOString(), url: "http://127.0.0.1/" },
        });
        expect(res.statusCode, eventName).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});

describe("POST /dev/clock (the browser tests' movable server clock)", () => {
  it("moves the clock of the login rules forward: the resend countdown passes without waiting", async () => {
    const t = await testApp({ devClock: movableClock() });
    try {
      await createUser(t.store, { name: "Clock Person", mobile: "9877665544" });
      const send = () => t.app.inject({ method: "POST", url: "/api/sendOtp", payload: { mobile_number: "9877665544" } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
      const moved = await t.app.inject({ method: "POST", url: "/dev/clock", payload: { advanceSeconds: constants.otp.resendCountdownSeconds } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().offsetSeconds).toBe(constants.otp.resendCountdownSeconds);
      expect((await send()).statusCode).toBe(200);
      expect((await t.app.inject({ method: "POST", url: "/dev/clock", payload: { advanceSeconds: -5 } })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it("does not exist without the option, nor in production even with it", async () => {
    for (const options of [{}, { production: true, devClock: movableClock() }]) {
      const t = await testApp(options);
      try {
        expect((await t.app.inject({ method: "POST", url: "/dev/clock", payload: { advanceSeconds: 30 } })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    }
  });
});
