import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { holdAsset } from "../holdAsset.js";
import { countShiftsFromNow, shiftsSoFar } from "../layoutShifts.js";

// Notice banner A and the 'Important Update' pop-up.
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

test("'Details here' pressed before the banners are React's (React DOM still on the way) opens the pop-up once they are", async ({ page }) => {
  const { asked, mayCome: reactMayCome } = await holdAsset(page, /\/assets\/hydrateIsland-[^/]*\.js$/);
  await page.goto("/");
  await expect.poll(asked).toBe(true);
  await page.getByRole("link", { name: "Details here" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Important Update" });
  // Held, not followed: the address keeps no fragment, and nothing opens yet.
  expect(new URL(page.url()).hash).toBe("");
  await expect(dialog).toBeHidden();
  reactMayCome();
  await expect(dialog).toBeVisible();
});

test("without JavaScript, 'Details here' shows the Important Update's words on the page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const popup = page.locator("dialog.modal#important-update");
  await expect(popup).toBeHidden();
  await page.getByRole("link", { name: "Details here" }).click();
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("Effective from 6 September 2024");
  await expect(popup.getByRole("button", { name: "Close" })).toBeHidden();
  await context.close();
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

// The brand banner (constants announcementBar): once a session; hides after
// constants.announcementBar.autoHideMs (10 s), on scrolling beyond scrollThresholdPx (50 px),
// or on its close button; the hide is remembered under constants.storage.brandBannerHiddenKey.
test.describe("the brand banner", () => {
  const start = new Date("2026-03-02T10:00:00+05:30").getTime();
  const hiddenKey = "brand_banner_hidden";

  /** Opens the home page with the page's clock stopped, so only runFor moves time; returns once hydrated. */
  async function openHome(page: Page) {
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto("/");
    const banner = page.locator(".brand-banner");
    await expect(banner).toHaveAccessibleName("Brand announcement");
    await expect(banner).toHaveRole("region");
    // The close button is drawn once React has hydrated the page, and with it the timer and the scroll listener.
    const close = banner.getByRole("button", { name: "Close the brand announcement" });
    await expect(close).toBeVisible();
    return { banner, close };
  }

  test("hides by itself after 10 s, and not at 9.9 s", async ({ page }) => {
    const { banner } = await openHome(page);
    await expect(banner).toBeInViewport();
    await page.clock.runFor(9900);
    await expect(banner).toHaveAttribute("data-state", "shown");
    await expect(banner).toBeVisible();
    await page.clock.runFor(100);
    await expect(banner).toHaveAttribute("data-state", "hidden");
    await expect(banner).toBeHidden();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), hiddenKey)).not.toBeNull();
  });

  test("hides when the page scrolls beyond 50 px, not at 50 px or less", async ({ page }) => {
    const { banner } = await openHome(page);
    const scrollPageTo = (y: number) =>
      page.evaluate(
        (y) =>
          new Promise<void>((resolve) => {
            addEventListener("scroll", () => resolve(), { once: true });
            window.scrollTo(0, y);
          }),
        y,
      );
    await scrollPageTo(30);
    await scrollPageTo(50);
    expect(await page.evaluate(() => scrollY)).toBe(50);
    await expect(banner).toHaveAttribute("data-state", "shown");
    expect(await page.evaluate((k) => sessionStorage.getItem(k), hiddenKey)).toBeNull();
    await scrollPageTo(51);
    await expect(banner).toHaveAttribute("data-state", "hidden");
    await scrollPageTo(0);
    await expect(banner).toBeHidden();
  });

  test("its close button hides it; focus stays in the announcements", async ({ page }) => {
    const { banner, close } = await openHome(page);
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), hiddenKey)).not.toBeNull();
    await expect(page.getByRole("region", { name: "Announcements" })).toBeFocused();
  });

  test("hiding by itself does not move focus", async ({ page }) => {
    const { banner } = await openHome(page);
    const details = page.getByRole("link", { name: "Details here" });
    await details.focus();
    await page.clock.runFor(10000);
    await expect(banner).toBeHidden();
    await expect(details).toBeFocused();
  });

  test("once hidden it stays hidden on a reload in the same session, even before hydration; a new session shows it again", async ({ page, browser }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    const { banner, close } = await openHome(page);
    await close.click();
    await expect(banner).toBeHidden();
    expect(errors).toEqual([]);

    // Before hydration: with the page's scripts held back, only the head script and the CSS are at work.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-brand-banner-hidden"))).toBe(true);
    // Out of the layout, not just invisible: the slot it keeps while hidden on the page it was hidden on is gone.
    await expect(page.locator(".brand-banner")).toHaveCount(1);
    await expect(page.locator(".brand-banner")).toBeHidden();
    expect(await page.locator(".brand-banner-slot").boundingBox()).toBeNull();

    // Hydrated: still hidden, and React found the markup it expected.
    await page.unroute("**/assets/*.js");
    errors.length = 0; // the scripts held back above were reported as failed loads
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(banner).toHaveAttribute("data-state", "hidden");
    await expect(banner).toBeHidden();
    expect(errors).toEqual([]);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto("/");
    await expect(other.getByRole("region", { name: "Brand announcement" })).toBeInViewport();
    await fresh.close();
  });

  for (const how of ["times out", "scrolls away", "is closed"] as const) {
    test(`no layout shift when it ${how}; its place goes on a close, or once the page is scrolled past it`, async ({ page }) => {
      const { banner, close } = await openHome(page);
      const heading = page.getByRole("heading", { level: 1 });
      const before = await heading.evaluate((h) => h.getBoundingClientRect().top + scrollY);
      const slotHeight = (await page.locator(".brand-banner-slot").boundingBox())!.height;
      const slot = page.locator(".brand-banner-slot");
      const onScreen = () => heading.evaluate((h) => h.getBoundingClientRect().top);
      const inPage = () => heading.evaluate((h) => h.getBoundingClientRect().top + scrollY);
      expect(slotHeight).toBeGreaterThan(0);
      await countShiftsFromNow(page);
      if (how === "times out") await page.clock.runFor(10000);
      if (how === "scrolls away") await page.evaluate(() => window.scrollTo(0, 200));
      if (how === "is closed") await close.click();
      await expect(banner).toBeHidden();
      if (how === "times out") {
        // At the top, its slot stays (a blank band) rather than move the page under the visitor's eyes...
        expect(await inPage()).toBe(before);
        expect(await slot.boundingBox()).not.toBeNull();
        // ...until the page is scrolled past it: then it goes, above the window, and nothing on screen moves.
        await page.evaluate(() => window.scrollTo(0, 200));
      }
      if (how !== "is closed") {
        await expect.poll(() => slot.boundingBox()).toBeNull();
        expect(await onScreen()).toBeCloseTo(before - 200, 0);
        expect(await page.evaluate(() => scrollY)).toBeCloseTo(200 - slotHeight, 0);
      }
      const shifts = await shiftsSoFar(page);
      console.log(`layout shift when the brand banner ${how}: ${shifts.total}`);
      expect(shifts).toEqual({ total: 0, moved: [] });
      // No blank band stays: closed, the page comes up by the banner's height, after the visitor's own click; hidden
      // otherwise, by the same height once scrolled past, and back at the top the page starts with the announcements.
      expect(await slot.boundingBox()).toBeNull();
      expect(await inPage()).toBeCloseTo(before - slotHeight, 0);
    });
  }

  test("waits while focus is inside it and hides the constants' delay after focus leaves", async ({ page }) => {
    const { banner, close } = await openHome(page);
    await close.focus();
    await page.clock.runFor(60_000);
    await expect(banner).toHaveAttribute("data-state", "shown");
    await page.getByRole("heading", { level: 1 }).evaluate((h) => {
      h.setAttribute("tabindex", "-1");
      (h as HTMLElement).focus();
    });
    await page.clock.runFor(9_999);
    await expect(banner).toHaveAttribute("data-state", "shown");
    await page.clock.runFor(1);
    await expect(banner).toHaveAttribute("data-state", "hidden");
  });

  for (const width of [1280, 390]) {
    test(`shown at ${width} px: axe finds no violations; screenshot`, async ({ page }, info) => {
      // axe runs on timers of its own, so this page keeps the real clock. Focus on the close button holds the banner
      // (its auto-hide waits while focus is inside it): a state, so however long axe takes the banner is still shown.
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const banner = page.locator(".brand-banner");
      const close = banner.getByRole("button", { name: "Close the brand announcement" });
      await expect(close).toBeVisible();
      await expect(banner).toBeInViewport();
      await close.focus();
      const results = await new AxeBuilder({ page }).analyze();
      await expect(banner).toHaveAttribute("data-state", "shown");
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target}`)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`home-brand-banner-${width}.png`) });
    });
  }
});
