import { existsSync, readFileSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, sourceHash } from "../../../src/server/security/inlineSources.js";
import { brandBannerHeadScript } from "../../../src/blocks/banners/brandBannerHead.js";
import type { PageManifest } from "../../../src/server/pageManifest.js";
import { ssrEntryUrl } from "../../../src/server/site/builtSite.js";
import { builtDocumentsCopy, editDocument } from "./liveSiteKit.js";
import { testApp } from "../testApp.js";

// One real build of a copy of the project's documents, shared by the tests below, which rebuild it in turn.
let copy: Awaited<ReturnType<typeof builtDocumentsCopy>>;
let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  copy = await builtDocumentsCopy();
  t = await testApp({ distDir: copy.distDir, documentsRoot: copy.documentsRoot, documents: copy.documents });
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (copy) rmSync(copy.documentsRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
const text = async (url: string) => (await t.app.inject({ method: "GET", url })).body;
const builtAt = () => (JSON.parse(readFileSync(`${copy.distDir}/pages.json`, "utf8")) as PageManifest).builtAt;
const added = { route: "/live-publishing-check", name: "Live publishing check" };
const newBannerText = "Registrations filed this week are processed the same day";
const newHiddenKey = "brand_banner_closed";
let firstCategory = "";

/** Asks for pages and a file again and again until `until` settles; every answer is kept. */
async function keepAsking(until: Promise<unknown>) {
  const answers: { url: string; status: number }[] = [];
  let settled = false;
  void until.finally(() => (settled = true)).catch(() => undefined);
  while (!settled) {
    for (const url of ["/", "/gst-registration", "/robots.txt"]) answers.push({ url, status: (await get(url)).statusCode });
  }
  return answers;
}

/** The inline-script sources the CSP of an answer allows. */
const allowedScripts = (csp: string) => csp.split(";").find((d) => d.startsWith("script-src "))!.split(" ").slice(1);

describe("a live site", () => {
  it("serves a rebuild's pages, documents, files and CSP without a restart, and no request fails meanwhile", async () => {
    expect(await text("/")).not.toContain(newBannerText);
    expect((await get(added.route)).statusCode).toBe(404);
    const before = builtAt();
    editDocument(copy.documentsRoot, "config/banners.json", (d) => (d.notices[0].text = newBannerText));
    editDocument(copy.documentsRoot, "config/constants.json", (d) => (d.storage.brandBannerHiddenKey = newHiddenKey));
    editDocument(copy.documentsRoot, "config/services.json", (d) => d.services.push({ ...d.services[0], serviceId: Math.max(...d.services.map((s: { serviceId: number }) => s.serviceId)) + 1, ...added }));

    const firstBundle = ssrEntryUrl(t.liveSite!.current());
    const rebuilt = t.liveSite!.rebuild();
    const answers = await keepAsking(rebuilt);
    const { pages, seconds } = await rebuilt;
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.length).toBeGreaterThan(3);
    expect(pages).toBe(t.liveSite!.current().manifest.pages.length);
    expect(seconds).toBeGreaterThan(0);

    // dist/ is the newest build (what a restart serves); the next and old folders are gone.
    expect(builtAt()).not.toBe(before);
    expect(t.liveSite!.current().manifest.builtAt).toBe(builtAt());
    for (const gone of [".next", ".old"]) expect(existsSync(copy.distDir + gone)).toBe(false);

    const home = await text("/");
    expect(home).toContain(newBannerText);
    const page = await get(added.route);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(await text(added.route)).toContain(`<h1`);
    expect(await text(added.route)).toContain(added.name);
    // The server's rules read the documents of the new build (the same object, reloaded in place).
    expect(copy.documents.constants.storage.brandBannerHiddenKey).toBe(newHiddenKey);

    // The pages' inline scripts, the banner's new one included, are allowed by the CSP of their own answer.
    for (const url of ["/", added.route, "/no-such-page"]) {
      const res = await t.app.inject(url);
      const allowed = allowedScripts(String(res.headers["content-security-policy"]));
      for (const hash of inlineScriptHashes(res.body)) expect(allowed, url).toContain(hash);
    }
    expect(inlineScriptHashes(home)).toContain(sourceHash(brandBannerHeadScript(newHiddenKey)));
    // The new build's scripts and stylesheets answer, with their year-long cache.
    const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await get(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    }
    // The preview's SSR bundle: the new build's is a module of its own (a new address), and it loads.
    expect(ssrEntryUrl(t.liveSite!.current())).not.toBe(firstBundle);
    const bundle = (await import(ssrEntryUrl(t.liveSite!.current()))) as typeof import("../../../src/entry-server.js");
    expect(typeof (await bundle.prerender()).render).toBe("function");
    // Nothing outside client/ is an address: not the page list, not the SSR bundle the preview uses.
    expect(existsSync(`${copy.distDir}/ssr/entry-server.js`)).toBe(true);
    for (const url of ["/pages.json", "/../pages.json", "/ssr/entry-server.js", "/%2e%2e/ssr/entry-server.js", "/admin/chat.js"]) expect((await get(url)).statusCode, url).toBe(404);
  }, 240_000);

  it("keeps serving the current build when a document is broken, and says what the build said", async () => {
    const served = t.liveSite!.current();
    const home = await text("/");
    editDocument(copy.documentsRoot, "config/services.json", (d) => {
      firstCategory = d.services[0].category;
      d.services[0].category = "no-such-category";
    });
    // In the words of npm run validate: file:line:column  /pointer  sentence.
    await expect(t.liveSite!.rebuild()).rejects.toThrow(/config\/services\.json:\d+:\d+ +\/services\/0\/category/);
    expect(t.liveSite!.current()).toBe(served);
    expect(await text("/")).toBe(home);
    expect((await get(added.route)).statusCode).toBe(200);
    expect(existsSync(`${copy.distDir}/pages.json`)).toBe(true);
  }, 240_000);

  it("answers the not-found page for a page the catalogue no longer has, and rebuilds one at a time", async () => {
    editDocument(copy.documentsRoot, "config/services.json", (d) => {
      d.services = d.services.filter((s: { route: string }) => s.route !== added.route);
      d.services[0].category = firstCategory;
    });
    // Two publishes at once: the second build starts after the first is served (both would write <dist>.next).
    const builds: string[] = [];
    const one = t.liveSite!.rebuild().then(() => builds.push(builtAt()));
    const two = t.liveSite!.rebuild().then(() => builds.push(builtAt()));
    await Promise.all([one, two]);
    expect(new Set(builds).size).toBe(2);
    expect(t.liveSite!.current().manifest.builtAt).toBe(builds[1]);
    const gone = await get(added.route);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(await text(added.route)).toContain("<!doctype html>");
    expect((await get("/gst-registration")).statusCode).toBe(200);
  }, 240_000);
});
