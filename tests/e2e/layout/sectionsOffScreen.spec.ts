import { expect, test } from "@playwright/test";
import { countShiftsFromLoad, shiftsSoFar } from "../layoutShifts.js";

// src/styles/content.css: on a phone, the sections after a service page's lead form, or after a page's steps, are
// `content-visibility: auto`. Chromium draws the first frame with such a section at its guessed height (600 px) and its
// real height a frame later, so one on the first screen would move what follows it: on a short page the footer came up
// into view (a layout shift of 0.027 to 0.076 on /events, /thank-you and /payment/success at 4× CPU).
const phone = { width: 390, height: 844 };
const held = (page: import("@playwright/test").Page) =>
  page.locator("main > *").evaluateAll((els) =>
    els.filter((el) => getComputedStyle(el).contentVisibility === "auto").map((el) => ({ what: el.className, top: el.getBoundingClientRect().top + scrollY })),
  );

for (const route of ["/events", "/thank-you", "/refund-policy"])
  test(`on a phone ${route} holds no section back: no form or steps before them, so one could be on the first screen`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(route);
    expect(await held(page)).toEqual([]);
  });

for (const route of ["/company-registration", "/gst-registration", "/talk-to-a-lawyer", "/llp-registration", "/"])
  test(`on a phone ${route} holds back the sections after its lead form or its steps, every one below the first screen`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(route);
    const sections = await held(page);
    expect(sections.length).toBeGreaterThan(1);
    for (const s of sections) expect(s.top, s.what).toBeGreaterThanOrEqual(phone.height);
  });

for (const route of ["/events", "/thank-you"])
  test(`a short page on a slow phone (${route}, 4× CPU): no layout shift while it loads`, async ({ page }) => {
    await page.setViewportSize(phone);
    await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await countShiftsFromLoad(page);
    await page.goto(route);
    // The footer's contents come a frame after the rest (src/styles/footer.css): the page is drawn whole once they show.
    await expect(page.locator(".site-footer > *").first()).toBeVisible();
    await expect(page.locator(".site-footer")).toBeInViewport();
    expect(await shiftsSoFar(page)).toEqual({ total: 0, moved: [] });
  });

test("the thank-you page with a ticket on a slow phone (4× CPU): its request number is there from the first frame, nothing moves", async ({ page }) => {
  await page.setViewportSize(phone);
  await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await countShiftsFromLoad(page);
  await page.goto("/thank-you?ticket=VL-7K2M9QXD");
  await expect(page.locator(".lead-ticket p")).toBeVisible();
  await expect(page.locator(".site-footer > *").first()).toBeVisible();
  expect(await shiftsSoFar(page)).toEqual({ total: 0, moved: [] });
});
