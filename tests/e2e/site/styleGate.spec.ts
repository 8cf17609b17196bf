import { expect, test } from "@playwright/test";
import { holdAsset } from "../holdAsset.js";

// The style gate (renderer/StyleGate.tsx, docs/rendering.md 'The style gate'): the parser waits before <main> for
// the style sheet, so the browser never styles and lays out the page without its styles (Chromium's autofill forced
// that when parsing ended before the sheet came, on every page with a form).
test("the parser waits at the style gate for the style sheet: the header is parsed at once, <main> and the parser's end only after the sheet", async ({ page }) => {
  const sheet = await holdAsset(page, /\/assets\/index-[^/]*\.css$/);
  let heroAsked = false;
  page.on("request", (r) => r.url().includes("/images/heroes/") && (heroAsked = true));
  await page.goto("/gst-registration", { waitUntil: "commit" });
  await expect(page.locator("header.site-header")).toHaveCount(1);
  // The preload scanner has read past the gate (the hero's picture is below it) while the sheet is held.
  await expect.poll(() => sheet.asked() && heroAsked).toBe(true);
  expect(await page.evaluate(() => ({ main: document.querySelector("main") !== null, state: document.readyState }))).toEqual({ main: false, state: "loading" });

  sheet.mayCome();
  await expect(page.locator("main form.lead-body")).toHaveCount(1);
  await expect(page.locator("footer.site-footer")).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe("loading");
  await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
});
