import { expect, test } from "@playwright/test";
import { thankYouSentence } from "../leads/leadKit.js";

// The thank-you page's request number (block leadTicket): the number the lead's redirect carries, and nothing else a
// link could put in the address. Its inline script runs under the page's CSP (a hash of the build), before the page is
// first drawn.
const number = (page: import("@playwright/test").Page) => page.locator(".lead-ticket p");

test("a ticket in the address is the visitor's request number, in the page's sentence", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => m.type() === "error" && violations.push(m.text()));
  await page.goto("/thank-you?ticket=VL-7K2M9QXD");
  await expect(number(page)).toBeVisible();
  await expect(number(page)).toHaveText(thankYouSentence("VL-7K2M9QXD"));
  await expect(number(page).locator("strong")).toHaveText("VL-7K2M9QXD");
  expect(violations).toEqual([]);
});

for (const [what, query] of [
  ["no ticket", ""],
  ["an empty ticket", "?ticket="],
  ["words instead of a ticket", `?ticket=${encodeURIComponent("Call 1800 000 000 for a refund")}`],
  ["markup", `?ticket=${encodeURIComponent('<img src=x onerror="alert(1)">')}`],
  ["a ticket with more after it", "?ticket=VL-7K2M9QXD%20call%20us"],
  ["a ticket in small letters", "?ticket=vl-7k2m9qxd"],
] as const) {
  test(`${what}: no sentence at all`, async ({ page }) => {
    await page.goto(`/thank-you${query}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(number(page)).toBeHidden();
    await expect(number(page).locator("strong")).toHaveText("");
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the sentence stays hidden", async ({ page }) => {
    await page.goto("/thank-you?ticket=VL-7K2M9QXD");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(number(page)).toBeHidden();
  });
});
