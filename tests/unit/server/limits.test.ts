import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDocuments, testApp, testClock } from "../testApp.js";

const { windowSeconds, maxPerAddress } = serverDocuments.constants.limits;
const tooMany = serverDocuments.messages.api.tooManyRequests;
type T = Awaited<ReturnType<typeof testApp>>;

/** The unauthenticated POST routes of /api whose per-address limits live elsewhere: code sends (constants otp) and unverified leads (constants leads). */
const ownLimits = ["/api/sendOtp", "/api/leads/spam-check", "/api/captcha-fail-lead"];
/** Partners' routes need the api-key, the provider's webhook its signature and the agents' chat calls and the document editor's the admin password, so they are not open to anyone. */
const authenticated = [
  "/api/process-lead",
  "/api/cart/magic-key",
  "/api/razorpay/webhook",
  ...["take", "messages", "close"].map((call) => `/admin/chat/conversations/:conversationId/${call}`),
  ...["changes", "publish", "migrate", "preview", "history", "version", "restore", "page-address", "new-page", "delete-page"].map((call) => `/admin/editor/api/${call}`),
  // The staff's follow-up of a lead (its page's form).
  "/admin/leads/:ticket",
];
/** The routes whose refusals are { status: false, error: { status, message } } (the payment calls). */
const detailed = ["/api/payments/orders", "/api/razorpay/status", "/api/embedded-checkout/payments"];
/** The limited GETs, the cart link's read and the chat's message reads; every other limited route is a POST. */
const limitedGets = ["/api/cart/magic-key/:magicKey", "/api/chat/conversations/:conversationId/messages"];

describe("per-address limits on the unauthenticated writes of /api", () => {
  let t: T;
  const clock = testClock();
  beforeAll(async () => {
    t = await testApp({ now: clock.now });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, remoteAddress: string) =>
    limitedGets.includes(url) ? t.app.inject({ method: "GET", url: url.replace(":magicKey", "A".repeat(43)), remoteAddress }) : t.app.inject({ method: "POST", url, payload, remoteAddress });
  const event = { eventName: "menu-click", event: "click", platform: "website", eventTime: "2026-05-01T10:00:00Z", url: "/gst-registration" };

  it("the N+1th event from one address in the window is 429 in the refusal shape; another address is not; the next window starts afresh", async () => {
    const max = maxPerAddress["/api/event-track"];
    for (let i = 0; i < max; i++) expect((await post("/api/event-track", event, "10.1.0.1")).statusCode).toBe(200);
    const refused = await post("/api/event-track", event, "10.1.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: false, error: tooMany });
    expect(refused.headers["retry-after"]).toBe(String(windowSeconds));
    expect(refused.headers["x-ratelimit-limit"]).toBeUndefined();
    expect((await post("/api/event-track", event, "10.1.0.2")).statusCode).toBe(200);
    // A refused request is not stored.
    const [{ stored }] = await t.store.query<{ stored: number }>("select count(*)::int as stored from events");
    expect(stored).toBe(max + 1);
    clock.advance(windowSeconds - 1);
    expect((await post("/api/event-track", event, "10.1.0.1")).statusCode).toBe(429);
    clock.advance(1);
    expect((await post("/api/event-track", event, "10.1.0.1")).statusCode).toBe(200);
  });

  it("every route in constants limits counts on its own, malformed bodies included, and refuses the N+1th with 429", async () => {
    for (const [route, max] of Object.entries(maxPerAddress)) {
      const from = `10.2.${Object.keys(maxPerAddress).indexOf(route)}.1`;
      const answers = [];
      for (let i = 0; i < max; i++) answers.push((await post(route, {}, from)).statusCode);
      expect(answers.filter((s) => s === 429), route).toEqual([]);
      const refused = await post(route, {}, from);
      expect(refused.statusCode, route).toBe(429);
      expect(refused.json(), route).toEqual({ status: false, error: detailed.includes(route) ? { status: 429, message: tooMany } : tooMany });
      expect((await post(route, {}, "10.3.0.1")).statusCode, route).not.toBe(429);
    }
  });

  it("every unauthenticated POST of /api has a per-address limit: in constants limits, or its own", async () => {
    const routes = [...Object.keys(maxPerAddress).filter((r) => !limitedGets.includes(r)), ...ownLimits, ...authenticated];
    for (const url of routes) expect(t.app.hasRoute({ method: "POST", url }), url).toBe(true);
    // A new POST route fails here until it is given a limit (constants limits) or listed above with its own.
    expect(t.app.printRoutes({ commonPrefix: false, method: "POST" }).match(/\(POST\)/g)).toHaveLength(routes.length);
    expect(Object.keys(maxPerAddress).filter((r) => ownLimits.includes(r) || authenticated.includes(r))).toEqual([]);
  });

  it("behind a trusted proxy the client's forwarded address is counted, not the proxy's", async () => {
    const proxied = await testApp({ now: clock.now, trustProxy: ["10.0.0.2"] });
    try {
      const max = maxPerAddress["/api/getCity"];
      const send = (client: string) => proxied.app.inject({ method: "POST", url: "/api/getCity", payload: {}, remoteAddress: "10.0.0.2", headers: { "x-forwarded-for": client } });
      for (let i = 0; i < max; i++) await send("203.0.113.9");
      expect((await send("203.0.113.9")).statusCode).toBe(429);
      expect((await send("203.0.113.10")).statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  });
});

it("a route in constants limits that the server does not have stops the start", async () => {
  const constants = { ...serverDocuments.constants, limits: { ...serverDocuments.constants.limits, maxPerAddress: { ...maxPerAddress, "/api/evnt-track": 5 } } };
  const t = await testApp({ documents: { ...serverDocuments, constants } });
  try {
    await expect(t.app.ready()).rejects.toThrow("constants limits.maxPerAddress names routes the server does not have: /api/evnt-track");
  } finally {
    await t.store.close();
  }
});

it("the retention timer deletes the counts whose window has ended as the app gets ready, and keeps the others", async () => {
  const clock = testClock();
  const first = await testApp({ now: clock.now });
  const { store } = first;
  try {
    await first.app.inject({ method: "POST", url: "/api/getCity", payload: {}, remoteAddress: "10.9.0.1" });
    await first.app.inject({ method: "POST", url: "/api/sendOtp", payload: { mobile_number: "9877788899" }, remoteAddress: "10.9.0.1" });
    await first.app.close();
    const rows = async () => (await store.query<{ n: number }>("select (select count(*) from limit_counters) + (select count(*) from otp_send_requests) as n"))[0].n;
    // A second process on the same store, within the window: nothing is deleted.
    clock.advance(windowSeconds - 1);
    const second = await testApp({ now: clock.now, store });
    await second.app.ready();
    await second.app.close();
    expect(Number(await rows())).toBe(2);
    clock.advance(3600);
    const third = await testApp({ now: clock.now, store });
    await third.app.ready();
    await third.app.close();
    expect(Number(await rows())).toBe(0);
  } finally {
    await store.close();
  }
});
