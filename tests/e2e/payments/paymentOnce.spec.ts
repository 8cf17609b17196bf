import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import messages from "../../../config/messages.json" with { type: "json" };
import { e2eDataDir } from "../fixtureSession.js";

// A customer is charged once, the visitor's side: a cart link paid once and opened again shows its receipt, not Pay now; buying the plan
// again is the deliberate 'Start a new order', with a payment of its own. On the real server and embedded checkout.
const m = messages.cart;
const contact = { name: "Kavya Menon", email: "kavya.menon@example.in", mobile: "9812345674" };
const plan = { id: "gst-registration-standard", heading: "GST Registration: Standard", total: "₹1,178.82" };
const upiId = () => (messages as unknown as { checkout: { upiId: string } }).checkout.upiId;

/** A cart link issued as the chat bot and partners' servers do. */
async function issueCartLink(page: Page): Promise<string> {
  const apiKey = readFileSync(join(e2eDataDir, "lead-api-key"), "utf8").trim();
  const res = await page.request.post("/api/cart/magic-key", { headers: { "api-key": apiKey }, data: { planId: plan.id, contact, ticketId: "E2E-TICKET-21" } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { cartUrl: string }).cartUrl;
}

/** Pay now, success@razorpay in the embedded checkout, then the receipt page: the order's id and its state as the server keeps it. */
async function payAndReadOrder(page: Page) {
  await page.getByRole("button", { name: m.payNow }).click();
  const popup = page.getByRole("dialog");
  await expect(popup).toBeVisible();
  await popup.getByLabel(upiId()).fill("success@razorpay");
  await popup.getByLabel(upiId()).press("Enter");
  await expect(page).toHaveURL(/\/payment\/success\?order=order_[A-Za-z0-9]{14}$/);
  await expect(page.locator(".receipt-lines")).toContainText(m.receipt.states.paid);
  const orderId = new URL(page.url()).searchParams.get("order")!;
  const res = await page.request.get(`/api/payments/orders/${orderId}`);
  return ((await res.json()) as { data: { orderId: string; receipt: string; paymentId: string } }).data;
}

const paidLines = (page: Page) => page.locator(".cart-paid dl > div");

for (const width of [390, 1280]) {
  test(`at ${width} px: pay a cart link, open it again: paid, its receipt and payment id, no Pay now; 'Start a new order' pays a new order`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const cartUrl = await issueCartLink(page);
    await page.goto(cartUrl);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(contact.name);
    const first = await payAndReadOrder(page);
    expect(first.paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);

    await page.goto(cartUrl);
    await expect(page.getByRole("status")).toHaveText(m.linkPaid);
    await expect(page.getByRole("heading", { name: plan.heading })).toBeVisible();
    await expect(paidLines(page)).toHaveText([`${m.paidReceiptNumber}${first.receipt}`, `${m.paidPaymentId}${first.paymentId}`, `${m.paidAmount}${plan.total}`]);
    await expect(page.getByRole("link", { name: m.paidReceiptLink })).toHaveAttribute("href", `/payment/success?order=${first.orderId}`);
    await expect(page.getByRole("button", { name: m.payNow })).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`paid-link-${width}.png`), fullPage: true });

    await page.getByRole("button", { name: m.newOrder }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(contact.email);
    const second = await payAndReadOrder(page);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.receipt).not.toBe(first.receipt);

    // The link's order is still the first one paid through it.
    await page.goto(cartUrl);
    await expect(paidLines(page).first()).toHaveText(`${m.paidReceiptNumber}${first.receipt}`);
  });
}

test("a second tab opened on the link before it was paid: its Pay now says the link is paid and opens no checkout", async ({ browser }) => {
  const context = await browser.newContext();
  const [tabA, tabB] = [await context.newPage(), await context.newPage()];
  const cartUrl = await issueCartLink(tabA);
  await tabA.goto(cartUrl);
  await tabB.goto(cartUrl);
  await expect(tabB.getByRole("button", { name: m.payNow })).toBeEnabled();
  await payAndReadOrder(tabA);
  await tabB.getByRole("button", { name: m.payNow }).click();
  await expect(tabB.locator(".cart-notice")).toHaveText(m.linkPaidNotice);
  await expect(tabB.getByRole("dialog")).toHaveCount(0);
  await context.close();
});
