import { expect, test } from "@playwright/test";
import { holdAsset } from "../holdAsset.js";
import { reachForHeader } from "../headerKit.js";

// The parser waits for the style sheet (docs/rendering.md 'The style gate'), so the browser never styles and lays out
// the page without its styles (Chromium's autofill forced that when parsing ended before the sheet came, on every page
// with a form). The first script of <body>, the font warm-up's first (renderer/fontWarmUp.ts), is where it waits now: it lays
// text out in each of the theme's fonts, which needs the sheet no more than it needs the page, but a parser-inserted
// script waits for the sheets above it. The style gate after the header is the element the first frame waits for.
test("the parser waits for the style sheet at the start of <body>: nothing of the page is parsed until it comes, then all of it", async ({ page }) => {
  const sheet = await holdAsset(page, /\/assets\/index-[^/]*\.css$/);
  let heroAsked = false;
  page.on("request", (r) => r.url().includes("/images/heroes/") && (heroAsked = true));
  await page.goto("/gst-registration", { waitUntil: "commit" });
  await expect(page.locator("#font-warm-up")).toHaveCount(1);
  // The preload scanner has read past the warm-up and the gate (the hero's picture is below them) while the sheet is held.
  await expect.poll(() => sheet.asked() && heroAsked).toBe(true);
  expect(await page.evaluate(() => ({ header: document.querySelector("header") !== null, main: document.querySelector("main") !== null, state: document.readyState }))).toEqual({ header: false, main: false, state: "loading" });

  sheet.mayCome();
  await expect(page.locator("header.site-header")).toHaveCount(1);
  await expect(page.locator("main form.lead-body")).toHaveCount(1);
  await expect(page.locator("footer.site-footer")).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe("loading");
  await reachForHeader(page);
});
