import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandBannerHeadScript } from "../../../src/blocks/banners/brandBannerHead.js";
import { buildApp } from "../../../src/server/app.js";
import { serverPageStyle } from "../../../src/server/html/page.js";
import { contentSecurityPolicy, type PolicyInputs } from "../../../src/server/security/contentSecurityPolicy.js";
import { inlineScriptHashes } from "../../../src/server/security/inlineSources.js";
import { serverSettings } from "../../../src/server/startServer.js";
import type { Store } from "../../../src/server/store/openStore.js";
import { schemasDir } from "../fixtureSite.js";
import { serverDocuments } from "../testApp.js";
import { openTestStore } from "../testStore.js";

const embedded: PolicyInputs = { https: false, inlineScriptHashes: ["'sha256-abc='"], inlineStyleHashes: ["'sha256-def='"], captcha: "embedded", maps: "embedded", payment: "embedded" };
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const outside = (directives: Record<string, string[]>) => Object.values(directives).flat().filter((s) => /^https?:/.test(s));

describe("the Content-Security-Policy", () => {
  it("with the embedded adapters allows our own origin only, inline scripts by hash, and nothing is framed", () => {
    const d = contentSecurityPolicy(embedded);
    expect(outside(d)).toEqual([]);
    expect(d["default-src"]).toEqual(["'self'"]);
    expect(d["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(d["script-src-attr"]).toEqual(["'none'"]);
    expect(d["style-src"]).toEqual(["'self'", "'sha256-def='"]);
    expect(d["style-src-attr"]).toEqual(["'unsafe-inline'"]);
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(Object.values(d).flat().filter((s) => s === "'unsafe-eval'" || (s === "'unsafe-inline'" && d["script-src"].includes(s)))).toEqual([]);
    expect(d).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("adds reCAPTCHA's origins only when that adapter is configured; the Google maps adapter opens nothing in the browser", () => {
    const d = contentSecurityPolicy({ ...embedded, captcha: "recaptcha" });
    expect(d["script-src"]).toEqual(["'self'", "'sha256-abc='", "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]);
    expect(d["frame-src"]).toEqual(["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]);
    expect(d["connect-src"]).toEqual(["'self'", "https://www.google.com/recaptcha/"]);
    expect(contentSecurityPolicy({ ...embedded, maps: "google" })).toEqual(contentSecurityPolicy(embedded));
  });

  it("upgrades insecure requests only over https", () => {
    expect(contentSecurityPolicy({ ...embedded, https: true })["upgrade-insecure-requests"]).toEqual([]);
  });
});

describe("inline script hashes", () => {
  it("hash the brand banner's head script exactly, and skip data blocks and scripts with a src", () => {
    const banner = brandBannerHeadScript("brand_banner_hidden");
    const html = `<head><script>${banner}</script><script type="module" crossorigin src="/assets/a.js"></script></head><body><script type="application/json" id="page-data">{"a":1}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(banner)]);
    expect(inlineScriptHashes(`<script type="module">x()</script><script type="text/javascript">x()</script>`)).toEqual([sha256("x()")]);
  });
});

describe("the security headers", () => {
  const bannerHash = sha256("b()");
  const stores: Store[] = [];
  let apps: { http: Awaited<ReturnType<typeof buildApp>>; https: Awaited<ReturnType<typeof buildApp>> };
  // Two stores to open on a busy machine: more than the default hook time.
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "vidhi-dist-"));
    mkdirSync(join(dist, "client", "assets"), { recursive: true });
    writeFileSync(join(dist, "client", "assets", "a.js"), "export {};");
    writeFileSync(join(dist, "client", "index.html"), "<!doctype html><title>home</title>");
    writeFileSync(join(dist, "pages.json"), JSON.stringify({ builtAt: "", pages: [{ route: "/", file: "index.html", noindex: false, status: 200 }], inlineScriptHashes: [bannerHash] }));
    const make = async (https: boolean) => {
      const store = await openTestStore();
      stores.push(store);
      return buildApp({ store, distDir: dist, schemasDir, documents: serverDocuments, signingKey: new TextEncoder().encode(randomBytes(32).toString("base64url")), https, production: false });
    };
    apps = { http: await make(false), https: await make(true) };
  });
  afterAll(async () => {
    await apps.http.close();
    await apps.https.close();
    for (const store of stores) await store.close();
  });

  it.each(["/", "/assets/a.js", "/api/health", "/api/nothing-here", "/no-such-page", "/portal", "/dev/otp-outbox", "/admin/leads", "/admin/chat", "/admin/editor", "/admin/chat/conversations"])("are on %s", async (url) => {
    const res = await apps.http.inject(url);
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`script-src 'self' ${bannerHash}`);
    expect(csp).toContain(`style-src 'self' ${sha256(serverPageStyle)}`);
    expect(csp).not.toMatch(/unsafe-eval|upgrade-insecure-requests/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // The portal keeps its own stricter policy: its address carries the login token.
    expect(res.headers["referrer-policy"]).toBe(url === "/portal" ? "no-referrer" : "strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=()");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("take https from VIDHI_HTTPS=1 only", () => {
    expect([undefined, "0", "true", "1"].map((v) => serverSettings("/srv", { VIDHI_HTTPS: v }).https)).toEqual([false, false, false, true]);
  });

  it("add HSTS and upgrade-insecure-requests over https", async () => {
    const res = await apps.https.inject("/api/health");
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });
});
