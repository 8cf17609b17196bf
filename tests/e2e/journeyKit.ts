import { expect, type Page } from "@playwright/test";
import messages from "../../config/messages.json" with { type: "json" };
import { latestOtp } from "./demoAccounts.js";
import { reachForHeader } from "./headerKit.js";

/** A visitor's contact for the journeys below. */
export interface Visitor {
  name: string;
  email: string;
  mobile: string;
}

/**
 * A lead on the open trademark page (service 78 goes straight to the code check), with the code from the local
 * outbox, to the thank-you page. The page is already open; its islands are waited for here.
 */
export async function trademarkLeadWithCode(page: Page, who: Visitor) {
  await reachForHeader(page);
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
  await expect(popup).toBeVisible().catch(async (e: Error) => {
    // What the form showed instead (a field's message, the submit notice), so that a failure says why.
    const fields = await form.locator("input, select").evaluateAll((all) =>
      all.map((f) => `${f.getAttribute("name") ?? f.id}=${(f as HTMLInputElement).value}${f.getAttribute("aria-invalid") === "true" ? " (invalid)" : ""}`),
    );
    throw new Error(`${e.message}\nThe form instead: ${await form.innerText()}\nIts fields: ${fields.join("; ")}`);
  });
  let code: string | undefined;
  await expect.poll(async () => (code = await latestOtp(page.request, who.mobile)) !== undefined).toBe(true);
  await popup.getByLabel("Digit 1 of the OTP").click();
  await page.keyboard.type(code!);
  await expect(page).toHaveURL(/\/thank-you/);
}

/** A plan of the cart paid with the embedded checkout's successful UPI id, to the receipt that says Paid. */
export async function payPlan(page: Page, plan: string, who: Visitor) {
  await page.goto(`/cart?plan=${plan}`);
  await reachForHeader(page);
  await page.getByLabel("Name", { exact: true }).fill(who.name);
  await page.getByLabel("Email", { exact: true }).fill(who.email);
  await page.getByLabel("Mobile number", { exact: true }).fill(who.mobile);
  await page.getByRole("button", { name: messages.cart.payNow }).click();
  const upi = page.getByRole("dialog").getByLabel((messages as unknown as { checkout: { upiId: string } }).checkout.upiId);
  await upi.fill("success@razorpay");
  await upi.press("Enter");
  await expect(page.locator(".receipt-lines")).toContainText(messages.cart.receipt.states.paid);
}
