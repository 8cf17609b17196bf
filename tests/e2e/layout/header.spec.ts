import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { fixtureSession } from "../fixtureSession.js";
import { reachForHeader } from "../headerKit.js";

/** Where the theme's phone layout ends (config/theme.json): from there on blocks sit side by side. */
const phoneBelowPx = (JSON.parse(readFileSync(new URL("../../../config/theme.json", import.meta.url), "utf8")) as { breakpoints: { phoneBelowPx: number } }).breakpoints.phoneBelowPx;

// No test here depends on another's state, so both workers may share the file: the suite then ends with both busy.
test.describe.configure({ mode: "parallel" });

// The header and menu in Chromium against the real server, at 1280 and 390 px.
const menuPages = [
  { route: "/", menu: "main", logo: /^\/$|^http:\/\/127\.0\.0\.1:\d+\/?$/ },
  { route: "/trademark-registration", menu: "ip", logo: /trademark/ },
  { route: "/patent-registration", menu: "ip", logo: /patent/ },
  { route: "/company-registration", menu: "incorporation", logo: /^\/$|^http:\/\/127\.0\.0\.1:\d+\/?$/ },
];

/** Waits until React has taken the prerendered header over. */
const hydrated = reachForHeader;
const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

test("no frame is drawn before the whole header is parsed, nor on a wide screen before the whole of <main>: the head expects the elements after them (rel=expect, blocking=render)", async ({ page }) => {
  for (const { route } of menuPages) {
    await page.goto(route);
    const expects = await page.locator('head link[rel="expect"]').evaluateAll((links) => links.map((l) => [l.getAttribute("href"), l.getAttribute("blocking"), l.getAttribute("media")]));
    expect(expects).toEqual([
      ["#main", "render", null],
      ["#main-parsed", "render", `(min-width: ${phoneBelowPx}px)`],
    ]);
    // The style gate comes after the header (and the other blocks above <main>), right before <main>; right after
    // </main> the layout point, then the template: each expected element follows a layout point (renderer/StyleGate.tsx).
    expect(await page.locator("#style-gate").evaluate((gate) => Boolean(document.querySelector("header.site-header")!.compareDocumentPosition(gate) & Node.DOCUMENT_POSITION_FOLLOWING) && gate.nextElementSibling?.matches("main#main"))).toBe(true);
    expect(await page.locator("#main-parsed").evaluate((end) => end.previousElementSibling?.matches("script#main-layout") && end.previousElementSibling.previousElementSibling?.matches("main"))).toBe(true);
  }
});

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { route, menu, logo } of menuPages) {
    test(`${menu} menu on ${route}: every dropdown opens, focus moves in, and it closes on a click elsewhere and on Escape`, async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator(".site-header")).toHaveAttribute("data-menu", menu);
      expect(await page.locator(".header-bar > a.logo").getAttribute("href")).toMatch(logo);
      const tabs = page.locator(".desktop-nav button.tab-trigger");
      const count = await tabs.count();
      expect(count).toBeGreaterThan(3);
      for (let i = 0; i < count; i++) {
        const tab = tabs.nth(i);
        const list = page.locator(`#${await tab.getAttribute("aria-controls")}`);
        await expect(tab).toHaveAttribute("aria-expanded", "false");
        await tab.click();
        await expect(tab).toHaveAttribute("aria-expanded", "true");
        await expect(list).toBeVisible();
        await expect(list.locator("a").first()).toBeFocused();
        // 75 px a link, at most 550 px (constants.menuDropdown).
        const links = await list.locator("a").count();
        const maxHeight = await list.evaluate((el) => parseFloat(getComputedStyle(el).maxHeight));
        expect(maxHeight).toBeLessThanOrEqual(550);
        expect((await list.boundingBox())!.height).toBeLessThanOrEqual(550);
        expect(maxHeight === 550 || maxHeight % 75 === 0).toBe(true);
        expect(links).toBeGreaterThan(0);
        if (i % 2 === 0) {
          await page.mouse.click(1200, 780);
        } else {
          await page.keyboard.press("Escape");
          await expect(tab).toBeFocused();
        }
        await expect(list).toBeHidden();
        await expect(tab).toHaveAttribute("aria-expanded", "false");
      }
    });
  }

  test("keyboard: Enter opens a tab and focus goes into its list; Tab past the list closes it", async ({ page }) => {
    await page.goto("/gst-registration");
    await hydrated(page);
    const tab = page.locator(".desktop-nav").getByRole("button", { name: "Consult an Expert" });
    await tab.focus();
    await page.keyboard.press("Enter");
    const list = page.locator(`#${await tab.getAttribute("aria-controls")}`);
    await expect(list.locator("a").first()).toBeFocused();
    const links = await list.locator("a").count();
    for (let i = 0; i < links; i++) await page.keyboard.press("Tab");
    await expect(list).toBeHidden();
    await expect(page.locator(".desktop-nav").getByRole("button", { name: "Business Registration" })).toBeFocused();
  });

  test("external menu links are marked and open a new tab; a 'new' badge shows", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator(".desktop-nav").getByRole("button", { name: "Business Registration" }).click();
    const external = page.locator(".desktop-nav .dropdown:not([hidden]) a[data-external]").first();
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /noopener/);
    await expect(external.locator(".visually-hidden")).toHaveText(/opens another website/);
    await expect(page.locator(".desktop-nav .badge-new").first()).toHaveText("new");
    await expect(page.locator(".header-bar > .book-call")).toHaveAttribute("href", "/business-consulting-services-india");
  });

  test("axe finds no violations with a dropdown open", async ({ page }) => {
    await page.goto("/gst-registration");
    await hydrated(page);
    await page.locator(".desktop-nav").getByRole("button", { name: "Tax & Compliance" }).click();
    await expect(page.locator(".desktop-nav .dropdown:not([hidden])")).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("dropdown-open.png") });
  });
});

test.describe("phone, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the burger opens the menu; each tab's sub-list slides in and back out with the back arrow", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator(".desktop-nav")).toBeHidden();
    const burger = page.locator("#burger-button");
    await expect(burger).toHaveAccessibleName("Open the menu");
    await burger.click();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(burger).toHaveAccessibleName("Close the menu");
    const nav = page.locator("#mobile-nav");
    await expect(nav).toBeVisible();
    const tabs = nav.locator("button.mobile-tab");
    const count = await tabs.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const panel = page.locator(`#${await tab.getAttribute("aria-controls")}`);
      await expect(panel).toBeHidden();
      await tab.click();
      await expect(panel).toBeVisible();
      // Slid in: the panel lies over the list, inside the screen.
      await expect.poll(async () => Math.round((await panel.boundingBox())!.x)).toBe(0);
      const back = panel.getByRole("button", { name: /Back/ });
      await expect(back).toBeFocused();
      await expect(panel.locator("a").first()).toBeInViewport();
      await back.click();
      await expect(panel).toBeHidden();
      await expect(tab).toBeFocused();
    }
    // The page behind the open menu stays still: a swipe or the wheel does not scroll it away under the menu.
    await page.mouse.move(195, 800);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await burger.click();
    await expect(nav).toBeHidden();
    await expect(burger).toHaveAccessibleName("Open the menu");
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    // A tap on the shaded page below the open menu closes it.
    await page.evaluate(() => scrollTo(0, 0));
    await burger.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(195, 820);
    await expect(nav).toBeHidden();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
  });

  test("a link in a slid-in sub-list navigates", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open the menu" }).click();
    await page.locator("#mobile-nav").getByRole("button", { name: "Tax & Compliance" }).click();
    await page.locator(".mobile-sub-panel[data-open='true'] a", { hasText: "GST Registration" }).first().click();
    await expect(page).toHaveURL(/\/gst-registration$/);
  });

  test("the burger has its other colour under a promotional banner", async ({ page }) => {
    const ink = () => page.locator(".burger-icon").evaluate((el) => getComputedStyle(el, "::before").backgroundColor);
    await page.goto("/");
    const underBanner = await ink();
    await page.goto("/about-us");
    const plain = await ink();
    expect(underBanner).not.toBe(plain);
  });

  test("axe finds no violations with the burger open and with a sub-list slid in", async ({ page }) => {
    await page.goto("/gst-registration");
    await hydrated(page);
    await page.getByRole("button", { name: "Open the menu" }).click();
    await expect(page.locator("#mobile-nav")).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("burger-open.png") });
    await page.locator("#mobile-nav").getByRole("button", { name: "Trademark & IP" }).click();
    await expect(page.locator(".mobile-sub-panel[data-open='true']")).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

test("signed out, the header's Login button goes to the portal with source=website_header_login", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const href = await page.locator(".header-bar > .header-login").getAttribute("href");
  expect(new URL(href!, page.url()).searchParams.get("source")).toBe("website_header_login");
});

// The login control, with a real token issued by the server's store (tests/e2e/serve.ts).
for (const width of [1280, 390]) {
  test.describe(`login control at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // The control sits in the header bar at every width.
    const control = (page: Page) => page.locator(".header-bar");

    test("signed in with a token from the store: greeting, avatar and a tray that toggles and closes on an outside click", async ({ page }) => {
      const { token, user } = fixtureSession();
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));
      await page.addInitScript((t) => localStorage.setItem("grc_token", t), token);
      await page.goto("/gst-registration");
      // A stored session makes the header React once the page is idle, untouched (headerWantedAtIdle).
      await expect(page.locator(".site-header[data-hydrated]")).toHaveCount(1);
      const account = control(page).locator(".account");
      await expect(account).toContainText(`Hi, ${user.name.split(" ")[0]}`);
      // Signed in, neither the Login button nor the menu's login tab shows.
      await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
      const avatar = account.getByRole("button", { name: "Your account" });
      await expect(avatar).toHaveAttribute("aria-expanded", "false");
      await avatar.click();
      const tray = account.locator(".account-tray");
      await expect(tray).toBeVisible();
      await expect(tray).toContainText(user.name);
      await expect(tray).toContainText(user.email!);
      const href = await tray.getByRole("link", { name: "Go to dashboard" }).getAttribute("href");
      const params = new URL(href!, page.url()).searchParams;
      expect(Object.fromEntries(params)).toEqual({ token, page_source: "/gst-registration", click_source: "header-cta" });
      await page.screenshot({ path: test.info().outputPath(`signed-in-${width}.png`) });
      if (width >= 768) {
        expect(await axe(page)).toEqual([]);
        await page.mouse.click(640, 700);
      } else {
        await avatar.click();
      }
      await expect(tray).toBeHidden();
      await expect(avatar).toHaveAttribute("aria-expanded", "false");
      // Switching from the prerendered signed-out header to the signed-in one is a render, not a hydration mismatch.
      expect(errors).toEqual([]);
    });

    test("a token the server refuses: signed out, and the token is forgotten", async ({ page }) => {
      const { token } = fixtureSession();
      await page.addInitScript((t) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("grc_token", t);
          sessionStorage.setItem("seeded", "1");
        }
      }, token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA"));
      const answer = page.waitForResponse((r) => r.url().includes("/api/validateToken"));
      await page.goto("/");
      expect((await answer).status()).toBe(401);
      await expect(page.locator(".header-bar > .header-login")).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("grc_token"))).toBeNull();
    });
  });
}

test("the burger replaces the tabs below 768 px, and not at 768 px", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 800 });
  await page.goto("/");
  await expect(page.locator("#burger-button")).toBeVisible();
  await expect(page.locator(".desktop-nav")).toBeHidden();
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(page.locator(".desktop-nav")).toBeVisible();
  await expect(page.locator("#burger-button")).toBeHidden();
});

test("at 1280 px the logo alone is as tall as the header's first row, so the menu under it does not move when the Login and call buttons after it in the HTML are parsed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const height = async (selector: string) => (await page.locator(selector).boundingBox())!.height;
  const logo = await height(".header-bar > a.logo");
  for (const after of [".header-bar > .header-login", ".header-bar > .book-call"]) expect(logo, after).toBeGreaterThanOrEqual(await height(after));
  // The row as a frame drawn mid-parse has it: the logo and the menu only.
  const navTop = (await page.locator(".desktop-nav").boundingBox())!.y;
  await page.locator(".header-bar > .header-login, .header-bar > .book-call").evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).style.display = "none")));
  expect((await page.locator(".desktop-nav").boundingBox())!.y).toBe(navTop);
});

test("at 390 px the Login button stays where it is while the burger after it in the HTML is not parsed yet, and while its icon is not", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  // The frames played below are made by removing parts of the header: once React holds it, so that its hydration,
  // finding them gone, does not draw the header again under the test (a CI run saw the burger detached).
  await reachForHeader(page);
  const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
  const [burger, login] = [await box("#burger-button"), await box(".header-bar > .header-login")];
  expect(burger.width).toBeGreaterThan(30); // the icon's 22 px and the padding: the icon is drawn inside it
  // The button as a frame drawn mid-parse has it: without the icon.
  await page.locator("#burger-button > .burger-icon").evaluate((icon) => icon.remove());
  expect(await box("#burger-button")).toEqual(burger);
  expect(await box(".header-bar > .header-login")).toEqual(login);
  // A frame drawn before the parser reached the burger (the Login button is the header's last box yet).
  await page.locator(".header-bar").evaluate((bar) => bar.querySelectorAll(":scope > .burger, :scope > .burger ~ *").forEach((el) => el.remove()));
  expect(await box(".header-bar > .header-login")).toEqual(login);
});
