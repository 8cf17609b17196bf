import { expect, test, type Locator, type Page } from "@playwright/test";
import { reachForHeader } from "../headerKit.js";

// No test here depends on another's state, so both workers may share the file: the suite then ends with both busy.
test.describe.configure({ mode: "parallel" });

// The look of the site, held by screenshots. Baselines are in visual.spec.ts-snapshots/; after a change
// to the look that is meant, look at the new pictures and update them: npx playwright test visual --update-snapshots
// (docs/testing.md, "Visual regression"). Stable: a fixed clock within the chat's hours (23 November 2026, 12:00 in India),
// animations and transitions stopped by toHaveScreenshot, the caret hidden, times in the chat masked.
const chatHours = new Date("2026-11-23T06:30:00Z");
const widths = [390, 1280];
const shot = { animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.001 } as const;

async function visit(page: Page, route: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.clock.install({ time: chatHours });
  await page.goto(route);
  await reachForHeader(page);
  // A service page's chat loads its widget once the browser is idle: its icon is in the picture, so it is waited for
  // (a state), rather than caught or missed by the moment of the screenshot (missed once on a fresh clone's run).
  if ((await page.locator('[data-island="chat"]').count()) > 0) await expect(page.locator(".chat-icon")).toBeVisible();
}

const masks = (page: Page): Locator[] => [page.locator("time")];

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    for (const [name, route] of [
      ["home", "/"],
      ["gst-registration", "/gst-registration"],
      ["trademark-registration", "/trademark-registration"],
      ["company-registration", "/company-registration"],
    ]) {
      test(`${name}: the first screen`, async ({ page }) => {
        await visit(page, route, width);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, { ...shot, mask: masks(page) });
      });
    }

    test("the lead form with the messages of an empty submit", async ({ page }) => {
      await visit(page, "/company-registration", width);
      const form = page.locator(".lead-form");
      await form.getByRole("button", { name: "Get Started" }).click();
      await expect(form.locator(".lead-field-error").first()).toBeVisible();
      // The chat's floating icon may sit over the form's corner: it has its own picture.
      await expect(form).toHaveScreenshot(`lead-form-messages-${width}.png`, { ...shot, mask: [page.locator(".chat")] });
    });

    test("the login drawer", async ({ page }) => {
      await visit(page, "/", width);
      if (width < 768) {
        await page.locator("#burger-button").click();
        await page.locator("#mobile-nav").getByRole("link", { name: "Login" }).click();
      } else await page.locator(".desktop-nav").getByRole("link", { name: "Login" }).click();
      await expect(page.getByRole("dialog", { name: "Login or Create account" })).toBeVisible();
      await expect(page).toHaveScreenshot(`login-drawer-${width}.png`, shot);
    });

    test("the category picker", async ({ page }) => {
      await visit(page, "/talk-to-a-lawyer", width);
      await page.locator(".lead-form").getByLabel("Problem type").click();
      await expect(page.getByRole("dialog", { name: "Select your Category" })).toBeVisible();
      await expect(page.locator(".category-picker img").first()).toHaveJSProperty("complete", true);
      await expect(page).toHaveScreenshot(`category-picker-${width}.png`, shot);
    });

    test("the cart", async ({ page }) => {
      await visit(page, "/cart?plan=gst-registration-standard", width);
      await expect(page.locator(".cart-pay")).toBeVisible();
      await expect(page).toHaveScreenshot(`cart-${width}.png`, shot);
    });

    test("the chat panel", async ({ page }) => {
      await visit(page, "/partnership-firm-registration", width);
      await page.locator(".chat-icon").click();
      await expect(page.locator(".chat-panel")).toBeVisible();
      await expect(page).toHaveScreenshot(`chat-panel-${width}.png`, { ...shot, mask: masks(page) });
    });
  });
}

test("a service page's first screen: at 1280×800 the heading, key facts and the whole lead form side by side; at 390 px the form follows the heading", async ({ page }) => {
  await visit(page, "/gst-registration", 1280);
  const heading = (await page.locator("h1").boundingBox())!;
  const form = (await page.locator(".lead-form").boundingBox())!;
  const facts = (await page.locator(".key-facts").boundingBox())!;
  expect(form.x).toBeGreaterThan(heading.x + heading.width / 2);
  expect(form.y + form.height).toBeLessThanOrEqual(800);
  expect(facts.x + facts.width).toBeLessThanOrEqual(form.x);
  expect(facts.y + facts.height).toBeLessThanOrEqual(800);

  await visit(page, "/gst-registration", 390);
  const [h1, leadForm, keyFacts] = await Promise.all(["h1", ".lead-form", ".key-facts"].map(async (s) => (await page.locator(s).boundingBox())!));
  expect(leadForm.y).toBeGreaterThan(h1.y);
  expect(keyFacts.y).toBeGreaterThan(leadForm.y + leadForm.height);
});

test("a service page's columns do not wait for the lead form's element: a frame drawn while the parser is still at the form has the hero in its column", async ({ page }) => {
  await visit(page, "/gst-registration", 1280);
  const width = async (selector: string) => (await page.locator(selector).boundingBox())!.width;
  const main = await width("main");
  const hero = await width(".hero");
  expect(hero).toBeLessThan(main * 0.6);
  // What <main> holds in such a frame: the hero, and nothing parsed after it yet.
  await page.locator("main").evaluate((element) => {
    while (element.lastElementChild && !element.lastElementChild.matches(".hero")) element.lastElementChild.remove();
  });
  await expect(page.locator('[data-island="leadForm"]')).toHaveCount(0);
  expect(await width(".hero")).toBe(hero);
});

test("a service page whose lead form is scheduled and not shown now (hidden on its island, as the schedule's gate does) is one column", async ({ page }) => {
  await visit(page, "/gst-registration", 1280);
  const width = async (selector: string) => (await page.locator(selector).boundingBox())!.width;
  const main = await width("main");
  expect(await width(".hero")).toBeLessThan(main * 0.6);
  await page.locator('[data-island="leadForm"]').evaluate((island) => island.setAttribute("hidden", ""));
  await expect(page.locator(".lead-form")).toBeHidden();
  expect(await width(".hero")).toBeGreaterThan(main * 0.9);
  expect(await width(".key-facts")).toBeGreaterThan(main * 0.9);
  await page.locator('[data-island="leadForm"]').evaluate((island) => island.removeAttribute("hidden"));
  await expect(page.locator(".lead-form")).toBeVisible();
  expect(await width(".hero")).toBeLessThan(main * 0.6);
});

test("a service page whose hero is scheduled: shown, two columns; not shown now (hidden on the hero's own element, as the schedule's gate does), gone and one column", async ({ page }) => {
  await visit(page, "/gst-registration", 1280);
  const width = async (selector: string) => (await page.locator(selector).boundingBox())!.width;
  const main = await width("main");
  // What the prerender draws for a scheduled hero (renderer/schedule/BlockRoot.ts): its moments on its own element.
  await page.locator(".hero").evaluate((hero) => {
    hero.setAttribute("data-show-from", "2026-12-20T09:00+05:30");
    hero.setAttribute("data-show-until", "2027-01-01T00:00+05:30");
  });
  expect(await width(".hero")).toBeLessThan(main * 0.6);
  expect(await width(".lead-form")).toBeLessThan(main * 0.6);
  await page.locator(".hero").evaluate((hero) => hero.setAttribute("hidden", ""));
  await expect(page.locator(".hero")).toBeHidden();
  expect(await width(".lead-form")).toBeGreaterThan(main * 0.9);
  await page.locator(".hero").evaluate((hero) => hero.removeAttribute("hidden"));
  await expect(page.locator(".hero")).toBeVisible();
  expect(await width(".lead-form")).toBeLessThan(main * 0.6);
});
