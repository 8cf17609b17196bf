import { expect, test } from "@playwright/test";

// Without JavaScript the header's menus still open: on hover, on a click or a tap (which focuses the tab's
// button), and from the keyboard (focus in the tab), by the no-script stylesheet alone.
test.use({ javaScriptEnabled: false });

test.describe("desktop, 1280 px, no JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a dropdown opens while the pointer is over its tab and closes when it leaves", async ({ page }) => {
    await page.goto("/gst-registration");
    const tab = page.locator(".desktop-nav").getByRole("button", { name: "Tax & Compliance" });
    const list = page.locator(`#${await tab.getAttribute("aria-controls")}`);
    await expect(list).toBeHidden();
    await tab.hover();
    await expect(list).toBeVisible();
    await list.locator("a").first().hover();
    await expect(list).toBeVisible();
    await page.mouse.move(1200, 780);
    await expect(list).toBeHidden();
  });

  test("a click opens a dropdown whose links navigate; from the keyboard, focus in a tab opens it and Tab past it closes it", async ({ page }) => {
    await page.goto("/gst-registration");
    const tab = page.locator(".desktop-nav").getByRole("button", { name: "Consult an Expert" });
    const list = page.locator(`#${await tab.getAttribute("aria-controls")}`);
    await tab.focus();
    await expect(list).toBeVisible();
    const links = await list.locator("a").count();
    for (let i = 0; i < links; i++) await page.keyboard.press("Tab");
    await expect(list.locator("a").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(list).toBeHidden();
    await page.mouse.move(1200, 780);
    await tab.click();
    await expect(list).toBeVisible();
    const href = await list.locator("a").first().getAttribute("href");
    await list.locator("a").first().click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });
});

test.describe("phone, 390 px, no JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the burger gives way to the tabs in one column; a tap on a tab opens its links", async ({ page }) => {
    await page.goto("/gst-registration");
    await expect(page.locator("#burger-button")).toBeHidden();
    const tab = page.locator(".desktop-nav").getByRole("button", { name: "Tax & Compliance" });
    const list = page.locator(`#${await tab.getAttribute("aria-controls")}`);
    await expect(list).toBeHidden();
    await tab.tap();
    await expect(list).toBeVisible();
    await expect(list.locator("a").first()).toBeInViewport();
  });
});
