import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { latestOtp } from "./demoAccounts.js";
import { e2eDataDir } from "./fixtureSession.js";

// Issue 5: leads sent through the real form to the real server, and found in the store (the admin page lists it).
// Each test uses its own contact, so the duplicate window and the send limits never meet.

/** The leads page as the people who run the site see it (user admin, the password the server generated). */
async function leadsPage(request: APIRequestContext): Promise<string> {
  const password = readFileSync(join(e2eDataDir, "admin-password"), "utf8").trim();
  const res = await request.get("/admin/leads", { headers: { authorization: `Basic ${Buffer.from(`admin:${password}`).toString("base64")}` } });
  expect(res.status()).toBe(200);
  return res.text();
}

async function fillCommon(page: Page, who: { name?: string; email: string; mobile: string; city?: string }) {
  const form = page.locator("form.lead-body").first();
  if (who.name) await form.getByLabel("Name", { exact: true }).fill(who.name);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Mobile number").fill(who.mobile);
  if (who.city) {
    await form.getByLabel("City").fill(who.city);
    await page.getByRole("listbox").getByRole("option").first().click();
  }
  return form;
}

test("layout 1 (company registration): the messages of the empty form, then a lead through the captcha, stored with the section 3 values", async ({ page, request }) => {
  await page.goto("/company-registration");
  await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
  const form = page.locator("form.lead-body").first();
  await form.getByRole("button", { name: "Get Started" }).click();
  for (const message of ["Please enter your name", "Please enter your email address", "Please enter your mobile number", "Please select a City", "Please select your Problem Type"])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  // Focus goes to the first field in error, and its message is tied to it.
  const name = form.getByLabel("Name", { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("Please enter your name");
  await form.getByLabel("Mobile number").fill("1111111111");
  await form.getByLabel("Mobile number").blur();
  await expect(form.getByText("Please enter a valid mobile number")).toBeVisible();

  await fillCommon(page, { name: "Kavya Rao", email: "Kavya.Rao@Example.com", mobile: "9845012345", city: "Beng" });
  await form.getByLabel("Problem type").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/thank-you\?ticket=/);
  const leads = await leadsPage(request);
  expect(leads).toContain("kavya.rao@example.com");
  expect(leads).toContain("9845012345");
  expect(leads).toContain("Bengaluru");
});

test("layout 5 (import export code): one problem is taken as the value; the IEC question is optional", async ({ page, request }) => {
  await page.goto("/import-export-code");
  await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
  const form = page.locator("form.lead-body").first();
  await expect(form.getByText("You require IEC for?")).toBeVisible();
  await expect(form.getByLabel("Problem type")).toHaveCount(0);
  await fillCommon(page, { email: "exports@ganga-traders.example.com", mobile: "9900112233", city: "Surat" });
  await form.getByRole("button").last().click();
  await expect(page).toHaveURL(/\/thank-you/);
  expect(await leadsPage(request)).toContain("exports@ganga-traders.example.com");
});

test("a low captcha score goes down the spam route: the OTP popup, then the lead is verified", async ({ page, request }) => {
  // The embedded captcha gives this page's tokens a low score (the test server honours the header outside production).
  await page.route("**/api/captcha/token", (route) => route.continue({ headers: { ...route.request().headers(), "x-vidhi-captcha-test-score": "0.1" } }));
  await page.goto("/company-registration");
  await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
  const form = await fillCommon(page, { name: "Suresh Iyer", email: "suresh.iyer@example.com", mobile: "9876012345", city: "Chennai" });
  await form.getByLabel("Problem type").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Get Started" }).click();
  const popup = page.getByRole("dialog", { name: "OTP Verification" });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("Enter OTP received on 9876012345");
  await expect(popup).toContainText(/Resend OTP in \d+s/);
  const code = await expect.poll(() => latestOtp(request, "9876012345")).toMatch(/^\d{6}$/).then(() => latestOtp(request, "9876012345"));
  await popup.getByLabel("Digit 1 of the OTP").click();
  await page.keyboard.type(code!);
  await expect(page).toHaveURL(/\/thank-you/);
  expect(await leadsPage(request)).toContain("suresh.iyer@example.com");
});

test("a network failure while sending keeps what was typed, and a retry sends it", async ({ page, request }) => {
  await page.goto("/company-registration");
  await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
  const form = await fillCommon(page, { name: "Meera Nair", email: "meera.nair@example.com", mobile: "9812300045", city: "Pune" });
  await form.getByLabel("Problem type").selectOption({ index: 1 });
  let failed = false;
  await page.route("**/api/leads", (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort("internetdisconnected");
  });
  await form.getByRole("button", { name: "Get Started" }).click();
  await expect(form.getByRole("alert").last()).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("meera.nair@example.com");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Meera Nair");
  await form.getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/thank-you/);
  expect(await leadsPage(request)).toContain("meera.nair@example.com");
});
