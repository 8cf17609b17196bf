import { expect, test, type Page } from "@playwright/test";
import messages from "../../config/messages.json" with { type: "json" };
import site from "../../config/site.json" with { type: "json" };
import type { EditorServer } from "../../src/cli/editorServer.js";
import { latestOtp } from "./demoAccounts.js";
import { startSite, startThirdParty } from "./pixelKit.js";

// The click-tracking pixel (GET with linkid and goal_name, errors swallowed), called
// by the visitor's browser on a third party (a local server here) for a lead created, a contact verified by code and a
// payment made, on the real server with the pixel's address in its config/site.json; and, with the pixel off as the
// project ships it, no request leaves the page.
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const goals = site.clickPixel.goals;
const contact = { name: "Kavya Menon", email: "kavya.menon@zestbrew.example.com", mobile: "9830044556" };

/** A trademark lead (service 78 goes straight to the code check) with the code from the local outbox, to the thank-you page. */
async function leadWithCode(page: Page, server: EditorServer, who = contact) {
  await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
  const form = page.locator("form.lead-body").first();
  await form.getByLabel("Name", { exact: true }).fill(who.name);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Mobile number").fill(who.mobile);
  await form.getByRole("combobox", { name: "City" }).fill("Kolkata");
  await page.getByRole("listbox", { name: "City" }).getByRole("option", { name: "Kolkata, West Bengal", exact: true }).click();
  await form.getByLabel("Brand name").fill("ZestBrew");
  await form.getByLabel("What does your brand sell?").selectOption({ label: "Not sure yet" });
  await form.getByRole("button", { name: "Register my trademark" }).click();
  const popup = page.getByRole("dialog", { name: "OTP Verification" });
  await expect(popup).toBeVisible();
  let code: string | undefined;
  await expect.poll(async () => (code = await latestOtp(page.request, who.mobile)) !== undefined).toBe(true);
  expect(server.url).toBe(new URL(page.url()).origin);
  await popup.getByLabel("Digit 1 of the OTP").click();
  await page.keyboard.type(code!);
  await expect(page).toHaveURL(/\/thank-you/);
}

/** The cart's plan paid with the embedded checkout's successful UPI id, to the receipt. */
async function pay(page: Page) {
  await page.goto("/cart?plan=gst-registration-standard");
  await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Name", { exact: true }).fill(contact.name);
  await page.getByLabel("Email", { exact: true }).fill(contact.email);
  await page.getByLabel("Mobile number", { exact: true }).fill(contact.mobile);
  await page.getByRole("button", { name: messages.cart.payNow }).click();
  const popup = page.getByRole("dialog");
  const upi = popup.getByLabel((messages as unknown as { checkout: { upiId: string } }).checkout.upiId);
  await upi.fill("success@razorpay");
  await upi.press("Enter");
  await expect(page.locator(".receipt-lines")).toContainText(messages.cart.receipt.states.paid);
}

test("with the pixel configured: a visitor who lands with a linkid fires it for the code check, the lead and the payment, each with the linkid and its goal_name", async ({ browser }) => {
  const thirdParty = await startThirdParty();
  const server = await startSite(`${thirdParty.url}/pixel`);
  try {
    const page = await browser.newPage({ baseURL: server.url });
    const policy = (await page.request.get("/")).headers()["content-security-policy"];
    expect(policy).toMatch(new RegExp(`img-src 'self' ${thirdParty.url}(;|$)`));
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${thirdParty.url}(;|$)`));
    const refused: string[] = [];
    page.on("console", (m) => m.type() === "error" && refused.push(m.text()));

    const remembered = page.waitForResponse((r) => r.url().endsWith("/api/click-pixel"));
    await page.goto("/trademark-registration?linkid=aff-7731");
    await remembered;
    await leadWithCode(page, server);
    // The code check, then the lead it created: both reach the third party although the page left for /thank-you.
    await expect.poll(thirdParty.goals).toEqual([
      { path: "/pixel", linkid: "aff-7731", goal: goals.contactVerified },
      { path: "/pixel", linkid: "aff-7731", goal: goals.leadCreated },
    ]);
    // Pages later, in the same visit, the linkid is still the visit's.
    await pay(page);
    await expect.poll(() => thirdParty.goals().length).toBe(3);
    expect(thirdParty.goals()[2]).toEqual({ path: "/pixel", linkid: "aff-7731", goal: goals.paymentMade });
    expect(refused.filter((t) => /Content Security Policy/i.test(t))).toEqual([]);
  } finally {
    server.stop();
    await thirdParty.stop();
  }
});

test("with the pixel off (as shipped): the same visit with a linkid sends no request off the site, and the CSP names no other origin", async ({ browser }) => {
  const thirdParty = await startThirdParty();
  const server = await startSite();
  try {
    const page = await browser.newPage({ baseURL: server.url });
    const policy = (await page.request.get("/")).headers()["content-security-policy"];
    expect(policy).not.toMatch(/https?:\/\//);
    const offSite: string[] = [];
    page.on("request", (r) => new URL(r.url()).origin !== server.url && !r.url().startsWith("data:") && offSite.push(r.url()));
    const remembered = page.waitForResponse((r) => r.url().endsWith("/api/click-pixel"));
    await page.goto("/trademark-registration?linkid=aff-7731");
    expect(await (await remembered).json()).toEqual({ pixel: null });
    await leadWithCode(page, server, { ...contact, mobile: "9830044557", email: "kavya.off@zestbrew.example.com" });
    await pay(page);
    expect(offSite).toEqual([]);
    expect(thirdParty.seen).toEqual([]);
  } finally {
    server.stop();
    await thirdParty.stop();
  }
});
