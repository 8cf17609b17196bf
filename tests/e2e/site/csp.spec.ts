import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { e2eDataDir } from "../fixtureSession.js";
import { reachForHeader } from "../headerKit.js";

// No test here depends on another's state, so both workers may share the file: the suite then ends with both busy.
test.describe.configure({ mode: "parallel" });

// The strict Content-Security-Policy breaks nothing. Every page kind is visited and used in Chromium,
// and any CSP violation (the securitypolicyviolation event, or Chromium's console line about the policy) fails.

/** Collects the page's CSP violations across navigations: the event, reported through a binding, and the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding("reportCspViolation", (_source, text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} on ${location.pathname}`);
    });
  });
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  return seen;
}

async function open(page: Page, route: string) {
  await page.goto(route);
  await reachForHeader(page);
}

async function chooseCity(page: Page, route: string, typed: string, option: string) {
  const form = page.locator("form.lead-body").first();
  await form.getByRole("combobox", { name: "City" }).fill(typed);
  await page.getByRole("listbox", { name: "City" }).getByRole("option", { name: option, exact: true }).click();
  await expect(form.getByRole("combobox", { name: "City" }), route).toHaveValue(new RegExp(`^${option}`));
  return form;
}

test("no CSP violation on any page kind, with the lead form, the login drawer and the pop-up used", async ({ page }) => {
  const violations = await watchViolations(page);

  // Home: the notice pop-up, then the login drawer.
  await open(page, "/");
  await page.getByRole("link", { name: "Details here" }).click();
  const popup = page.getByRole("dialog", { name: "Important Update" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Close" }).click();
  await page.locator(".desktop-nav").getByRole("link", { name: "Login" }).click();
  const drawer = page.getByRole("dialog", { name: "Login or Create account" });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel("Mobile number or email").fill("9845012345");
  expect(await new AxeBuilder({ page }).include(".login-drawer").analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);

  // A service page with a lead form (layout 1), used and sent through the captcha to the thank-you page.
  await open(page, "/company-registration");
  const form = await chooseCity(page, "/company-registration", "Beng", "Bengaluru, Karnataka");
  await form.getByLabel("Name", { exact: true }).fill("Meera Iyer");
  await form.getByLabel("Email").fill(`csp.${Date.now()}@example.com`);
  await form.getByLabel("Mobile number").fill("9845099887");
  await form.getByLabel("Problem type").selectOption("One Person Company");
  await form.getByLabel("Proposed company name").fill("Policy Foods");
  await form.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/thank-you\?ticket=/);

  // Layout 3, and the talk-to-a-lawyer page (the geo city search).
  await open(page, "/gst-registration");
  await chooseCity(page, "/gst-registration", "Pune", "Pune, Maharashtra");
  await open(page, "/talk-to-a-lawyer");
  await page.locator("form.lead-body").first().getByRole("combobox", { name: "City" }).fill("Mumb");
  await expect(page.getByRole("listbox", { name: "City" }).getByRole("option").first()).toBeVisible();

  // Pages without a form, and a 404.
  await open(page, "/about-us");
  await open(page, "/sitemap");
  const missing = await page.goto("/no-such-page-at-all");
  expect(missing?.status()).toBe(404);

  // The server's own pages.
  await page.goto("/portal");
  await expect(page.locator("h1")).toBeVisible();
  await page.goto("/dev/otp-outbox");
  await expect(page.locator("h1")).toHaveText("OTP outbox");

  expect(violations).toEqual([]);
});

test("no CSP violation on the leads page, behind its password", async ({ browser }) => {
  const password = readFileSync(join(e2eDataDir, "admin-password"), "utf8").trim();
  const context = await browser.newContext({ httpCredentials: { username: "admin", password } });
  const page = await context.newPage();
  const violations = await watchViolations(page);
  const res = await page.goto("/admin/leads");
  expect(res?.status()).toBe(200);
  await expect(page.locator("main.wide")).toBeVisible();
  // The page's own style sheet applies (allowed by its hash): the wide layout of the table.
  expect(await page.locator("main").evaluate((el) => getComputedStyle(el).maxWidth)).toBe("1536px");
  expect(violations).toEqual([]);
  await context.close();
});

test("the security headers are on a page, an asset and an /api answer", async ({ request }) => {
  const home = await request.get("/");
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(await home.text())![1];
  for (const res of [home, await request.get(asset), await request.get("/api/health"), await request.get("/api/no-such-call")]) {
    const h = res.headers();
    expect(h["content-security-policy"], res.url()).toMatch(/default-src 'self'.*frame-ancestors 'none'.*script-src 'self' 'sha256-/);
    expect(h["content-security-policy"]).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|upgrade-insecure-requests/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["strict-transport-security"], "no HSTS over plain http").toBeUndefined();
  }
});
