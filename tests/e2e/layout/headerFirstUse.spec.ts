import { expect, test, type Page } from "@playwright/test";

// The header is not React at load, nor once the page is idle: it hydrates when the visitor reaches for it (once idle
// its code is fetched), and a click that comes before it is React's is played again. Most tests here stop the page's
// clock, so the browser's idle callbacks never run (the header's code is not fetched either): the header hydrates
// only because the visitor touches it.
const start = new Date("2026-03-02T10:00:00+05:30").getTime();

/** Opens a page whose idle never comes; returns once its script has run (the header is armed), checking it is not React. */
async function openUntouched(page: Page, route: string) {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(route);
  await expect(page.locator(".site-header")).not.toHaveAttribute("data-hydrated");
}

test.describe("desktop, 1280 px, first use", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("by mouse: the first click on a tab opens its dropdown, focus moves in, and it closes on Escape", async ({ page }) => {
    await openUntouched(page, "/gst-registration");
    const tab = page.locator(".desktop-nav").getByRole("button", { name: "Tax & Compliance" });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`#${await tab.getAttribute("aria-controls")}`);
    await expect(list).toBeVisible();
    await expect(list.locator("a").first()).toBeFocused();
    await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(tab).toBeFocused();
    expect(new URL(page.url()).pathname).toBe("/gst-registration");
  });

  test("by keyboard: Tab to a tab and Enter opens it, focus in its first link", async ({ page }) => {
    await openUntouched(page, "/company-registration");
    const tab = page.locator(".desktop-nav button.tab-trigger").first();
    // Tab from the top of the page until the first tab has focus: the skip link, the banners, the logo come first.
    for (let i = 0; i < 20 && !(await tab.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(tab).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tab).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await tab.getAttribute("aria-controls")} a`).first()).toBeFocused();
  });

  test("the menu's Login opens the login drawer on the first click, not the portal", async ({ page }) => {
    await openUntouched(page, "/");
    await page.locator(".desktop-nav").getByRole("link", { name: "Login" }).click();
    await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
    // The drawer's chunk is shown through Suspense, which reveals on a timer: the page's clock runs again.
    await page.clock.resume();
    await expect(page.getByRole("dialog", { name: "Login or Create account" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

test.describe("phone, 390 px, touch, first use", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tap on the burger opens the menu; a tap on a tab slides its links in, drawn on first open", async ({ page }) => {
    await openUntouched(page, "/gst-registration");
    await expect(page.locator(".mobile-sub-panel a")).toHaveCount(0);
    const burger = page.locator("#burger-button");
    await burger.tap();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    const tab = page.locator("#mobile-nav").getByRole("button", { name: "Tax & Compliance" });
    await tab.tap();
    const panel = page.locator(`#${await tab.getAttribute("aria-controls")}`);
    await expect(panel.locator("a").first()).toBeInViewport();
    await expect(panel.getByRole("button", { name: /Back/ })).toBeFocused();
  });
});

test.describe("phone, 390 px, touch, the page idle", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("untouched, the header stays HTML once the page is idle (its code and menu fetched, its React not run); the first tap on the burger opens the menu", async ({ page }) => {
    const headerCode = page.waitForResponse(/\/assets\/Header-[\w-]+\.js$/);
    const headerMenu = page.waitForResponse(/\/assets\/data\/menu-[\w-]+\.json$/);
    await page.goto("/gst-registration");
    // Its menu's file is not among what the page preloads (the lead form's words and rules are): it is fetched once idle.
    await expect(page.locator('link[rel="preload"][href*="/assets/data/messages-"]')).toHaveCount(1);
    await expect(page.locator('link[rel="preload"][href*="/assets/data/menu-"]')).toHaveCount(0);
    await headerCode;
    await headerMenu;
    // The islands that hydrate untouched have: the lead form on the first screen, the chat launcher once idle.
    await expect(page.locator('[data-island="leadForm"][data-island-hydrated]')).toHaveCount(1);
    await expect(page.locator('[data-island="chat"][data-island-hydrated]')).toHaveCount(1);
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => requestIdleCallback(idle))));
    await expect(page.locator('[data-island="header"][data-island-hydrated]')).toHaveCount(0);
    await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(0);
    const burger = page.locator("#burger-button");
    await burger.tap();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-nav").getByRole("button", { name: "Tax & Compliance" })).toBeVisible();
    await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
  });
});
