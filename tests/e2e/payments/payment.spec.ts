import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import receiptPage from "../../../pages-json/payment-success.json" with { type: "json" };
import { e2eDataDir, fixtureSession } from "../fixtureSession.js";
import { countShiftsFromLoad, shiftsSoFar } from "../layoutShifts.js";
import { reachForHeader } from "../headerKit.js";

// Payments, the visitor's side: a plan from a service page, the cart, the payment launcher with the embedded checkout
// (Razorpay's test inputs success@razorpay and failure@razorpay), the loading mask and the receipt, on the real server.
const m = messages.cart;
const contact = { name: "Meera Iyer", email: "meera.iyer@example.in", mobile: "9812345671" };
// The embedded checkout's words (its own section of messages.json, written with the checkout): read when a test opens it.
const checkoutWords = () => (messages as unknown as { checkout: { upiId: string; close: string } }).checkout;
const plan = { id: "gst-registration-standard", heading: "GST Registration: Standard", total: "₹1,178.82" };

const axeViolations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  return (await builder.analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target}`);
};

async function openCart(page: Page, search: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/cart${search}`);
  await reachForHeader(page);
}

async function fillContact(page: Page, values = contact) {
  await page.getByLabel("Name", { exact: true }).fill(values.name);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Mobile number", { exact: true }).fill(values.mobile);
}

/** Pay now, then the embedded checkout's pop-up: a UPI id, and its Pay button by Enter. */
async function payByUpi(page: Page, vpa: string, button = m.payNow) {
  await page.getByRole("button", { name: button }).click();
  const popup = page.getByRole("dialog");
  await expect(popup).toBeVisible();
  await popup.getByLabel(checkoutWords().upiId).fill(vpa);
  await popup.getByLabel(checkoutWords().upiId).press("Enter");
  return popup;
}

/** Holds the status call until released, so that the loading mask can be seen. */
async function holdStatusCall(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/razorpay/status", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A cart link issued as the chat bot and partners' servers do: POST /api/cart/magic-key with the api-key of process-lead. */
async function issueCartLink(page: Page, body: unknown): Promise<string> {
  const apiKey = readFileSync(join(e2eDataDir, "lead-api-key"), "utf8").trim();
  const res = await page.request.post("/api/cart/magic-key", { headers: { "api-key": apiKey }, data: body });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { cartUrl: string }).cartUrl;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test("a plan from a service page → cart → pay by UPI → the mask → the receipt says Paid; axe clean on cart, pop-up and receipt", async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await countShiftsFromLoad(page);
      await page.goto("/gst-registration");
      await page.getByRole("link", { name: "Buy now: the Standard plan of GST Registration" }).click();
      await expect(page).toHaveURL(`/cart?plan=${plan.id}`);
      await expect(page.getByRole("heading", { name: plan.heading })).toBeVisible();
      await expect(page.locator(".cart-price-total dd")).toHaveText(plan.total);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await fillContact(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`cart-${width}.png`), fullPage: true });

      const release = await holdStatusCall(page);
      await page.getByRole("button", { name: m.payNow }).click();
      const popup = page.getByRole("dialog");
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(plan.total);
      expect(await axeViolations(page, "dialog")).toEqual([]);
      await page.screenshot({ path: info.outputPath(`popup-${width}.png`) });
      await popup.getByLabel(checkoutWords().upiId).fill("success@razorpay");
      await popup.getByLabel(checkoutWords().upiId).press("Enter");

      const mask = page.locator(".loading-mask");
      await expect(mask).toBeVisible();
      await expect(mask).toHaveAttribute("aria-busy", "true");
      await expect(mask).toContainText(m.confirming);
      release();

      await expect(page).toHaveURL(/\/payment\/success\?order=order_[A-Za-z0-9]{14}$/);
      const after = (receiptPage.blocks.find((b) => b.type === "receipt")!.props as { afterPayment: { heading: string; text: string } }).afterPayment;
      // Once paid, what happens next, under the receipt; the block after it stays where it was (the room is kept).
      await expect(page.locator(".receipt-next")).toContainText(after.text);
      await expect(page.getByRole("heading", { name: after.heading })).toBeVisible();
      // A shift is reported with the frame that draws it: two frames on, every shift of the receipt's coming is in.
      await page.evaluate("new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))");
      expect((await shiftsSoFar(page)).moved).toEqual([]);
      const receipt = page.locator(".receipt-lines");
      await expect(receipt).toContainText(m.receipt.states.paid);
      await expect(receipt).toContainText(constants.payment.receiptPrefix);
      await expect(receipt).toContainText(plan.total);
      await expect(receipt).toContainText("IST");
      await expect(receipt).toContainText(/pay_[A-Za-z0-9]{14}/);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`receipt-${width}.png`), fullPage: true });
    });

    test("a failing payment: only the console text; dismissed, the cart is as it was; a second attempt succeeds", async ({ page }) => {
      const logged: string[] = [];
      page.on("console", (msg) => logged.push(msg.text()));
      await openCart(page, `?plan=${plan.id}`, width);
      await fillContact(page, { ...contact, mobile: width === 390 ? "9812345672" : "9812345673" });
      const popup = await payByUpi(page, "failure@razorpay");
      await expect.poll(() => logged).toContain(messages.payment.paymentFailed);
      await expect(page.locator(".cart-notice")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(popup).toBeHidden();
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(contact.name);
      await expect(page.getByRole("button", { name: m.payNow })).toBeEnabled();
      await payByUpi(page, "success@razorpay");
      await expect(page).toHaveURL(/\/payment\/success\?order=/);
      await expect(page.locator(".receipt-lines")).toContainText(m.receipt.states.paid);
    });
  });
}

test("dismissing the pop-up returns to the cart with nothing lost", async ({ page }) => {
  await openCart(page, `?plan=${plan.id}`, 1280);
  await fillContact(page);
  await page.getByRole("button", { name: m.payNow }).click();
  const popup = page.getByRole("dialog");
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: checkoutWords().close }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(contact.email);
  await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue(contact.mobile);
  await expect(page.getByRole("button", { name: m.payNow })).toBeEnabled();
});

test("a blocked checkout script: the browser alert of the messages", async ({ page }) => {
  await page.route("**/checkout/v1/checkout.js", (route) => route.abort());
  const alerted = new Promise<string>((resolve) => page.once("dialog", (d) => (resolve(d.message()), void d.dismiss())));
  await openCart(page, `?plan=${plan.id}`, 1280);
  expect(await alerted).toBe("Razorpay SDK Failed to load");
  await expect(page.getByRole("heading", { name: plan.heading })).toBeVisible();
});

test("the contact's messages are the lead form's", async ({ page }) => {
  await openCart(page, `?plan=${plan.id}`, 390);
  await page.getByRole("button", { name: m.payNow }).click();
  await expect(page.locator(".field-error")).toHaveText([messages.leadForm.nameRequired, messages.leadForm.emailRequired, messages.leadForm.mobileRequired]);
  await fillContact(page, { name: "Me", email: "meera@", mobile: "5812345671" });
  await expect(page.locator(".field-error")).toHaveText([messages.leadForm.nameTooShort, messages.leadForm.emailInvalid, messages.leadForm.mobileInvalid]);
});

test("a signed-in visitor's name and email are filled in", async ({ page }) => {
  const { token, user } = fixtureSession();
  await page.addInitScript(([key, t]) => localStorage.setItem(key, t), [constants.storage.tokenKey, token] as const);
  await openCart(page, `?plan=${plan.id}`, 1280);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(user.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
});

test("without JavaScript the cart says it needs it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/cart?plan=${plan.id}`);
  await expect(page.locator(".cart")).toContainText(m.needsJavaScript);
  await context.close();
});

test("a magic-key cart opens its plan with the contact filled in", async ({ page }) => {
  const cartUrl = await issueCartLink(page, { planId: plan.id, contact, ticketId: "E2E-TICKET-1" });
  expect(cartUrl).toMatch(/^\/cart\?magicKey=[A-Za-z0-9_-]{43}$/);
  await page.goto(cartUrl);
  await expect(page.getByRole("heading", { name: plan.heading })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(contact.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(contact.email);
  await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue(contact.mobile);
});
