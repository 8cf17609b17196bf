import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// No test here depends on another's state, so both workers may share the file: the suite then ends with both busy.
test.describe.configure({ mode: "parallel" });

const manifest = JSON.parse(readFileSync("dist/pages.json", "utf8")) as { pages: { route: string; status: number; noindex: boolean }[] };

test("a crawl from / following every internal link finds no 404, and every page has its title, header and footer", async ({ request }) => {
  test.setTimeout(300_000);
  const seen = new Set<string>();
  const queue = ["/"];
  const broken: string[] = [];
  while (queue.length) {
    const route = queue.shift()!;
    if (seen.has(route)) continue;
    seen.add(route);
    const res = await request.get(route);
    if (res.status() !== 200) {
      broken.push(`${route} → ${res.status()}`);
      continue;
    }
    const html = await res.text();
    // The portal is another app (its local stand-in is served under /portal): it answers, but is not one of our pages.
    if (route === "/portal" || route.startsWith("/portal/")) continue;
    expect(html, route).toMatch(/<title>[^<]+<\/title>/);
    expect(html, route).toContain('<link rel="canonical"');
    expect(html, route).toContain('class="site-header"');
    expect(html, route).toContain('class="site-footer"');
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const path = href.split(/[?#]/)[0];
      if (!seen.has(path)) queue.push(path);
    }
  }
  expect(broken).toEqual([]);
  // Every indexable page the build made is reachable by links (/thank-you is reached by the lead form's redirect; 404 by mistakes).
  const unreachable = manifest.pages.filter((p) => p.status === 200 && !p.noindex && !seen.has(p.route)).map((p) => p.route);
  expect(unreachable).toEqual([]);
});

test("an unknown address gets the 404 page with status 404; /api answers JSON", async ({ request }) => {
  const page = await request.get("/no-such-page");
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain("We could not find that page");
  const api = await request.get("/api/no-such-route");
  expect(api.status()).toBe(404);
  expect((await api.json()).status).toBe(false);
});

test("robots.txt, sitemap.xml and the favicon are served; the sitemap lists every indexable page", async ({ request }) => {
  expect((await request.get("/robots.txt")).status()).toBe(200);
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].length;
  expect(listed).toBeGreaterThan(100);
  const sitemapPage = await (await request.get("/sitemap")).text();
  const index = sitemapPage.slice(sitemapPage.indexOf('class="page-index"'), sitemapPage.indexOf("</main>"));
  expect([...index.matchAll(/<li><a href="\//g)].length).toBe(listed);
});

test("the health check reports the store", async ({ request }) => {
  const health = await (await request.get("/api/health")).json();
  expect(health).toMatchObject({ status: "ok", store: { kind: "pglite" } });
  expect(health.store.migrations).toBeGreaterThan(0);
});

test("request bodies are validated from schemas/api: all errors, no stripping, no coercion", async ({ request }) => {
  const good = {
    eventName: "menu-click",
    event: "click",
    eventProperties: { label: "GST Registration", value: "/gst-registration" },
    _ga: "",
    platform: "website",
    eventTime: new Date().toISOString(),
    url: "http://127.0.0.1/",
    workflow: "generic",
    screenName: "service-landing-page",
    userAgent: "test",
    serviceId: null,
  };
  expect((await request.post("/api/event-track", { data: good })).status()).toBe(200);
  // "95" is an id by the API input rule (docs/api.md, 'API input'); text that is not digits is still refused, never coerced.
  const bad = await request.post("/api/event-track", { data: { ...good, platform: "app", serviceId: "95a", extra: 1, eventTime: "yesterday" } });
  expect(bad.status()).toBe(400);
  const { error } = await bad.json();
  expect(error).toContain("body/platform");
  expect(error).toContain("body/serviceId");
  expect(error).toContain("'extra'");
  expect(error).toContain("body/eventTime");
  expect(error).not.toMatch(/at .*\.ts:\d+/);
});

test("content is readable and the menu opens with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/gst-registration");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GST Registration");
  // The tab's button takes focus, and the no-script stylesheet opens the dropdown of the tab with focus in it.
  await page.locator(".desktop-nav .tab-trigger").first().click();
  await expect(page.locator(".desktop-nav .tab:focus-within .dropdown a").first()).toBeVisible();
  await context.close();
});

test("at 390 px with JavaScript off, the header's menu serves phones: no burger, the tabs open by CSS", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/gst-registration");
  await expect(page.locator(".burger")).toBeHidden();
  await page.locator(".desktop-nav .tab-trigger", { hasText: "Tax & Compliance" }).click();
  const link = page.locator(".desktop-nav .tab:focus-within .dropdown a", { hasText: "GST Registration" }).first();
  await expect(link).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test("the home page hydrates without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

for (const route of ["/", "/gst-registration"]) {
  for (const width of [1280, 390]) {
    test(`axe finds no violations on ${route} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target}`)).toEqual([]);
    });
  }
}

test("the JS a visitor downloads contains neither Ajv nor @rjsf nor the document editor", () => {
  const dir = "dist/client/assets";
  const js = readdirSync(dir).filter((f) => f.endsWith(".js")).map((f) => readFileSync(join(dir, f), "utf8")).join("\n");
  expect(js.length).toBeGreaterThan(1000);
  for (const marker of ["must have required property", "json-schema.org", "@rjsf", "strictTypes", "patternErrorMessage"]) expect(js).not.toContain(marker);
  // Markers of the editor's own bundle (its API, rjsf's fields, its validators), checked to be there, so that their
  // absence from the visitor's JS means something.
  const editorDir = "dist/admin/editor";
  const editorJs = [editorDir, join(editorDir, "chunks")].flatMap((d) => readdirSync(d).filter((f) => f.endsWith(".js")).map((f) => readFileSync(join(d, f), "utf8"))).join("\n");
  for (const marker of ["/admin/editor/api", "SchemaField", "ArrayFieldItemTemplate", "must have required property"]) {
    expect(editorJs, marker).toContain(marker);
    expect(js, marker).not.toContain(marker);
  }
});

test("a service page fetches nothing of the admin pages", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto("/gst-registration");
  await page.mouse.move(10, 10); // a first gesture loads the lazy chunks (src/api/lazyClient.ts)
  await page.waitForLoadState("networkidle");
  expect(fetched.some((p) => p.startsWith("/assets/"))).toBe(true);
  expect(fetched.filter((p) => p.startsWith("/admin"))).toEqual([]);
});
