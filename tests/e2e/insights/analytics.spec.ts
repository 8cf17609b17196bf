import { expect, test } from "@playwright/test";

// Analytics: header clicks reach /api/event-track with the event payload's fields, without holding up navigation.
test("opening a tab and following a menu link send menu-click and menu-service-click", async ({ page, context }) => {
  await context.addCookies([{ name: "_ga", value: "GA1.1.999.111", url: "http://127.0.0.1" }]);
  await page.goto("/gst-registration");
  const isEvent = (r: { url(): string }) => r.url().endsWith("/api/event-track");
  // The tab event's answer arrives while the page is still here: the server accepted it.
  const tabAnswer = page.waitForResponse(isEvent);
  await page.locator(".desktop-nav").getByRole("button", { name: "Tax & Compliance" }).click();
  const tab = await tabAnswer;
  expect(tab.status()).toBe(200);
  // The link event is sent as the page leaves (a keepalive request), so its request is what the page shows.
  const linkRequest = page.waitForRequest(isEvent);
  await page.locator(".desktop-nav .dropdown:not([hidden]) a", { hasText: "GST Return Filing" }).first().click();
  const link = await linkRequest;
  await expect(page).toHaveURL(/\/gst-return-filing$/);
  const bodies = [tab.request().postDataJSON(), link.postDataJSON()];
  expect(bodies[0]).toMatchObject({ eventName: "menu-click", eventProperties: { label: "Tax & Compliance" }, serviceId: 95, _ga: "GA1.1.999.111" });
  expect(bodies[1]).toMatchObject({
    eventName: "menu-service-click",
    event: "click",
    eventProperties: { label: "GST Return Filing", value: "/gst-return-filing" },
    platform: "website",
    workflow: "generic",
    screenName: "service-landing-page",
    serviceId: 95,
  });
});

test("a failing event-track never blocks navigation", async ({ page }) => {
  await page.route("**/api/event-track", (route) => route.abort());
  await page.goto("/");
  await page.locator(".desktop-nav").getByRole("button", { name: "Tax & Compliance" }).click();
  await page.locator(".desktop-nav .dropdown:not([hidden]) a", { hasText: "GST Registration" }).first().click();
  await expect(page).toHaveURL(/\/gst-registration$/);
});
