import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRealServer, type RunningServer } from "../../../src/cli/serverProcess.js";
import { demoContacts } from "../../../src/server/seed/demoAccounts.js";
import { openStore, type Store } from "../../../src/server/store/openStore.js";
import { serverRoot } from "../serverProcess.js";
import { serverDocuments } from "../testApp.js";
import { freshTestDatabase } from "../testStore.js";

/**
 * Two real server processes (`npm start`'s `node src/server/start.mjs`, as production runs several behind nginx) on one
 * PostgreSQL database: requests at the same moment, split across both, meet each limit exactly, because the counts live
 * in the store and are taken atomically there. Runs on the PostgreSQL leg only (VIDHI_TEST_DATABASE_URL, `npm run
 * test:postgres`): one process owns a PGlite folder, so PGlite has no second process to disagree with.
 * The client's address is set by X-Forwarded-For (VIDHI_TRUST_PROXY=true).
 */
const { otp, limits } = serverDocuments.constants;
const staff = limits.staffPassword;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe.skipIf(!process.env.VIDHI_TEST_DATABASE_URL)("limits across two server processes on one PostgreSQL", { timeout: 300_000 }, () => {
  const { root, dataDir } = serverRoot();
  const password = randomBytes(12).toString("hex");
  const partnerKey = randomBytes(12).toString("hex");
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let servers: RunningServer[] = [];
  let store: Store;
  beforeAll(async () => {
    database = await freshTestDatabase();
    // One data folder: both read the same generated signing key, as processes of one site do.
    const env = { DATABASE_URL: database!.url, VIDHI_DATA_DIR: dataDir, VIDHI_TRUST_PROXY: "true", VIDHI_ADMIN_PASSWORD: password, VIDHI_LEAD_API_KEY: partnerKey, VIDHI_DEV_CLOCK: "1" };
    // One after the other: the first runs the migrations and seeds the demo accounts.
    servers = [await startRealServer(root, env)];
    servers.push(await startRealServer(root, env));
    store = await openStore({ databaseUrl: database!.url });
  }, 280_000);
  afterAll(async () => {
    await store?.close();
    await Promise.all(servers.map((s) => new Promise((done) => (s.child.exitCode !== null ? done(null) : (s.child.once("exit", done), s.child.kill("SIGTERM"))))));
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  /** `n` requests at once, the even ones to the first process and the odd ones to the second. */
  const split = async (n: number, path: string, init: (i: number) => { body?: object; from: string; headers?: Record<string, string> }) =>
    (
      await Promise.all(
        Array.from({ length: n }, (_, i) => {
          const { body, from, headers } = init(i);
          const request = { method: body ? "POST" : "GET", headers: { "x-forwarded-for": from, "content-type": "application/json", ...headers }, body: body && JSON.stringify(body) };
          return fetch(`${servers[i % 2].url}${path}`, request);
        }),
      )
    ).map((r) => r.status);
  const advanceBoth = (seconds: number) => Promise.all(servers.map((s) => fetch(`${s.url}/dev/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advanceSeconds: seconds }) })));

  it("100 sendOtp at once for one contact send exactly one code", async () => {
    const statuses = await split(100, "/api/sendOtp", (i) => ({ body: { mobile_number: demoContacts.activeMobile }, from: `10.60.0.${i}` }));
    expect(tally(statuses)).toEqual({ 200: 1, 429: 99 });
    const [{ n }] = await store.query<{ n: number }>("select count(*)::int as n from otp_outbox where recipient = $1", [demoContacts.activeMobile]);
    expect(n).toBe(1);
  });

  it("the contact's hourly cap holds exactly: 20 at once after each countdown allow the cap, then none", async () => {
    const allowed: number[] = [];
    for (let round = 0; round < otp.maxSendsPerContactPerHour + 2; round++) {
      await advanceBoth(otp.resendCountdownSeconds);
      allowed.push(tally(await split(20, "/api/sendOtp", (i) => ({ body: { mobile_number: "9844455566" }, from: `10.61.${round}.${i}` })))[200] ?? 0);
    }
    expect(allowed).toEqual([...new Array(otp.maxSendsPerContactPerHour).fill(1), 0, 0]);
  });

  it("60 sendOtp at once from one address, for 60 contacts, get exactly the address's hourly cap of 200s", async () => {
    const statuses = await split(60, "/api/sendOtp", (i) => ({ body: { mobile_number: `95000000${String(i).padStart(2, "0")}` }, from: "10.62.0.1" }));
    expect(tally(statuses)).toEqual({ 200: otp.maxSendsPerAddressPerHour, 429: 60 - otp.maxSendsPerAddressPerHour });
  });

  it("70 verifyOtp at once from one address: exactly the route's limit answered, the rest 429", async () => {
    const max = limits.maxPerAddress["/api/verifyOtp"];
    const statuses = await split(70, "/api/verifyOtp", () => ({ body: { contact_number: "9855566677", otp: "123456" }, from: "10.63.0.1" }));
    expect(tally(statuses)).toEqual({ 401: max, 429: 70 - max });
  });

  it("300 wrong staff passwords at once: exactly maxWrongTries checked, the rest 429 unchecked and logged", async () => {
    const wrong = { authorization: `Basic ${Buffer.from("admin:not-the-password").toString("base64")}` };
    const statuses = await split(300, "/admin/leads", () => ({ from: "10.64.0.1", headers: wrong }));
    expect(tally(statuses)).toEqual({ 401: staff.maxWrongTries, 429: 300 - staff.maxWrongTries });
    const refusalsOf = () => servers.map((s) => s.output().split("\n").filter((l) => l.includes("staff password refused unchecked")).length);
    // A process's log reaches this one through its output pipe after the answer: wait for the lines, not for a time.
    await expect.poll(() => refusalsOf().reduce((a, b) => a + b), { timeout: 60_000 }).toBe(300 - staff.maxWrongTries);
    const refusals = refusalsOf();
    // Both processes refused some: the count is shared, not each process's own.
    expect(refusals.every((n) => n > 0)).toBe(true);
  });

  it("20 'Pay now' at once through one cart link, split across both processes: one order in every answer, one row", async () => {
    const post = (server: RunningServer, path: string, body: object, from: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": from, ...headers }, body: JSON.stringify(body) });
    const planId = "llp-basic";
    const made = await post(servers[0], "/api/cart/magic-key", { planId, contact: { name: "Asha Verma" }, ticketId: "TCK-2P" }, "10.65.0.1", { "api-key": partnerKey });
    expect(made.status).toBe(200);
    const { magicKey } = (await made.json()) as { magicKey: string };
    const buyer = { name: "Asha Verma", email: "asha.verma@example.in", mobile: "9876501234" };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(servers[i % 2], "/api/payments/orders", { planId, contact: buyer, magicKey }, `10.66.0.${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const orderIds = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { data: { order_id: string } }).data.order_id)));
    expect(orderIds.size).toBe(1);
    const rows = await store.query<{ provider_order_id: string }>("select provider_order_id from orders where ticket_id = 'TCK-2P'");
    expect(rows).toEqual([{ provider_order_id: [...orderIds][0] }]);
  });

  it("20 'Pay now' at once for one buyer without a link, split across both processes: one order (payments/openOrders.ts)", async () => {
    const buyer = { name: "Ravi Kumar", email: "ravi.two@example.in", mobile: "9840077001" };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${servers[i % 2].url}/api/payments/orders`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": `10.67.0.${i}` }, body: JSON.stringify({ planId: "llp-basic", contact: buyer }) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const orderIds = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { data: { order_id: string } }).data.order_id)));
    expect(orderIds.size).toBe(1);
    const [{ n }] = await store.query<{ n: number }>("select count(*)::int as n from orders where contact->>'email' = $1", [buyer.email]);
    expect(n).toBe(1);
  });
});
