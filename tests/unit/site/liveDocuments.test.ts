import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtDocumentsCopy, editDocument } from "./liveSiteKit.js";
import { testApp } from "../testApp.js";

// One real build of a copy of the project's documents; the test edits them on disk and rebuilds once.
let copy: Awaited<ReturnType<typeof builtDocumentsCopy>>;
let t: Awaited<ReturnType<typeof testApp>>;
let base: string;
const adminPassword = "reload-secret";
const admin = { authorization: `Basic ${Buffer.from(`admin:${adminPassword}`).toString("base64")}` };
beforeAll(async () => {
  copy = await builtDocumentsCopy();
  t = await testApp({ distDir: copy.distDir, documentsRoot: copy.documentsRoot, documents: copy.documents, adminPassword });
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (copy) rmSync(copy.documentsRoot, { recursive: true, force: true });
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, headers });
const cityTooShort = async () => (await post("/api/getCity", { query: "Pun", countryCode: "in" })).json();
const captchaScore = async () => {
  const { token } = (await t.app.inject("/api/captcha/token")).json();
  return (await post("/api/captcha-verification", { token })).json().score;
};

/** Whether the agents' live stream sends a heartbeat comment within `withinMs` of opening (over real HTTP). */
function heartbeatWithin(withinMs: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/admin/chat/stream`, { headers: { ...admin, accept: "text/event-stream" } }, (res) => {
      const timer = setTimeout(() => done(false), withinMs);
      const done = (seen: boolean) => {
        clearTimeout(timer);
        req.destroy();
        resolve(seen);
      };
      res.on("data", (chunk: Buffer) => chunk.toString().includes(": heartbeat") && done(true));
    });
    req.on("error", (e) => (req.destroyed ? undefined : reject(e)));
    req.end();
  });
}

const newWords = {
  cityQueryTooShort: "Type at least {minChars} letters of your city",
  tooManyRequests: "Slow down a little: too many checks from this address.",
  notSignedIn: "Sign in on the website first to see your dashboard.",
  adminTitle: "Latest leads (published)",
  leadApiKeyNotValid: "Send the partner api-key header to hand in leads.",
};

describe("the server's rules after a publish", () => {
  it("answer with the constants and messages of the rebuilt documents, in the same app, without a restart", { timeout: 240_000 }, async () => {
    // As started: the project's documents.
    expect(await cityTooShort()).toEqual({ status: true, cities: expect.any(Array) });
    expect(await captchaScore()).toBe(0.9);
    expect((await t.app.inject("/portal")).body).not.toContain(newWords.notSignedIn);
    expect(await heartbeatWithin(1500)).toBe(false);

    editDocument(copy.documentsRoot, "config/constants.json", (d) => {
      d.citySearch.minChars = 4;
      d.limits.maxPerAddress["/api/verify-mobile-number"] = 2;
      d.captcha.embeddedScore = 0.7;
      d.chat.liveHeartbeatMs = 1000;
    });
    editDocument(copy.documentsRoot, "config/messages.json", (d) => {
      d.server.cityQueryTooShort = newWords.cityQueryTooShort;
      // The validator holds the lead form's sentence to citySearch.minChars.
      d.leadForm.cityMinChars = "Enter minimum 4 characters";
      d.api.tooManyRequests = newWords.tooManyRequests;
      d.portal.notSignedIn = newWords.notSignedIn;
      d.server.adminTitle = newWords.adminTitle;
      d.api.leadApiKeyNotValid = newWords.leadApiKeyNotValid;
    });
    await t.liveSite!.rebuild();

    // A constant and the message that names it (cities.ts).
    expect(await cityTooShort()).toEqual({ status: false, error: "Type at least 4 letters of your city" });
    // A per-address limit and its refusal (addressLimits.ts).
    const mobile = () => post("/api/verify-mobile-number", { mobileNumber: "9876543210" });
    expect([(await mobile()).statusCode, (await mobile()).statusCode]).toEqual([200, 200]);
    const refused = await mobile();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: false, error: newWords.tooManyRequests });
    // The captcha's rules (captcha.ts: the provider and the ledger were made as the app started).
    expect(await captchaScore()).toBe(0.7);
    // Words of pages drawn by the server and of a refusal before the body is read.
    expect((await t.app.inject("/portal")).body).toContain(newWords.notSignedIn);
    expect((await t.app.inject({ url: "/admin/leads", headers: admin })).body).toContain(newWords.adminTitle);
    expect((await post("/api/process-lead", {})).json()).toEqual({ status: false, error: newWords.leadApiKeyNotValid });
    // The live streams' heartbeat (chatStream.ts): 15 s as started, now 1 s.
    expect(await heartbeatWithin(3000)).toBe(true);
  });
});
