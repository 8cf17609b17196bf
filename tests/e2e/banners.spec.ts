import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// Issue 3, notice banner A and the 'Important Update' pop-up (spec 2.3).
test("'Details here' opens the Important Update pop-up; focus moves in, Escape closes it and focus returns", async ({ page }) => {
  await page.goto("/");
  const trigger = page.getByRole("link", { name: "Details here" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Important Update" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Effective from 6 September 2024");
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // The rest of the page is inert while it is open: Tab stays inside.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
  expect(violations).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the pop-up's close button closes it and returns focus", async ({ page }) => {
  await page.goto("/");
  const trigger = page.getByRole("link", { name: "Details here" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Important Update" });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("notice banner B, placed by the GST registration page's catalogue entry, goes to GST return filing", async ({ page }) => {
  await page.goto("/gst-registration");
  const banner = page.locator("[data-banner='notice-b']");
  await expect(banner).toContainText("File GSTR 9/9C by 31 Dec");
  await banner.getByRole("link", { name: "Talk to our expert" }).click();
  await expect(page).toHaveURL(/\/gst-return-filing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GST Return Filing");
});
