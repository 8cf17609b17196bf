import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import { at, defaultPage, icon, keptId, m, proactivePage, reactSettled, visit } from "./chatKit.js";

// The chat widget: the hours (the browser's clock decides them, so page.clock), the icon, opening by itself on a
// proactive page, the conversation id per page, and a whole bot conversation to the cart on the real server.
const closedNote = (when: string) => messages.chat.closedNote.replace("{day} at {time}", when);

test.describe("hours (constants.chat: Monday to Saturday, 10:00 to 19:00 India time)", () => {
  test("Saturday 18:59 shows the icon, which is loaded 3 s after loading starts", async ({ page }) => {
    await visit(page, defaultPage, at.saturday1859);
    await expect(icon(page)).toBeVisible();
    await page.clock.runFor(constants.chat.loadedAfterMs);
    await expect(icon(page)).toHaveAttribute("data-state", "loaded");
  });

  for (const [when, time, next] of [
    ["Saturday 19:00", at.saturday1900, "Monday 30 November at 10:00 AM"],
    ["Sunday", at.sunday, "Monday 30 November at 10:00 AM"],
    ["a holiday", at.christmas, "Saturday 26 December at 10:00 AM"],
  ] as const) {
    test(`${when}: a console note and nothing on screen`, async ({ page }) => {
      const notes = await visit(page, defaultPage, time);
      await expect.poll(() => notes).toContain(closedNote(next));
      await expect(icon(page)).toHaveCount(0);
    });
  }

  // Issue 23: the zone database's first use in a browser (an Intl.DateTimeFormat with a time zone, as date-fns-tz
  // makes when it loads) is a long task on a slow phone, so the page decides the hours from the build's offsets.
  for (const [when, time] of [
    ["open (Saturday 18:59), then at closing time", at.saturday1859],
    ["closed (Sunday)", at.sunday],
  ] as const) {
    test(`${when}: the page decides without the browser's zone data`, async ({ page }) => {
      await page.addInitScript(() => {
        const zoned: unknown[] = ((window as unknown as { zonedFormats: unknown[] }).zonedFormats = []);
        const count = (args: unknown[]) => (args[1] as Intl.DateTimeFormatOptions | undefined)?.timeZone && zoned.push(args[1]);
        Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
          construct: (target, args: unknown[]) => (count(args), Reflect.construct(target, args)),
          apply: (target, self, args: unknown[]) => (count(args), Reflect.apply(target, self, args)),
        });
      });
      const notes = await visit(page, defaultPage, time);
      if (time === at.sunday) await expect.poll(() => notes).toContain(closedNote("Monday 30 November at 10:00 AM"));
      else {
        await expect(icon(page)).toBeVisible();
        // 19:00: the widget's own check at closing time takes the unused icon away.
        await page.clock.runFor(60_000);
        await expect(icon(page)).toHaveCount(0);
      }
      expect(await page.evaluate(() => (window as unknown as { zonedFormats: unknown[] }).zonedFormats)).toEqual([]);
    });
  }

  test("?chat=always shows it on a Sunday", async ({ page }) => {
    await visit(page, `${defaultPage}?chat=always`, at.sunday);
    await expect(icon(page)).toBeVisible();
  });

  test("pages of no service have no chat at all", async ({ page }) => {
    await visit(page, "/about-us", at.saturday1859);
    const embedded = await page.locator("#page-data").textContent();
    expect(embedded).not.toContain('"chat"');
    await expect(icon(page)).toHaveCount(0);
  });
});

test.describe("opening", () => {
  test("a proactive page opens the chat after 10 s by itself", async ({ page }) => {
    // The page's clock stopped from the start, so that only runFor moves it: left running, it would add the real time
    // between the timer's start and the check, which on a busy machine passed the last half second. The widget loads
    // when the page is idle (an idle callback, on that clock): moved 50 ms at a time until the icon is drawn.
    const start = new Date(at.saturday1859).getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(proactivePage);
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(icon(page)).toBeVisible({ timeout: 100 });
    }).toPass();
    await page.clock.runFor(constants.chat.autoOpenDelayMs - 500);
    await expect(page.getByRole("dialog", { name: m.panelTitle })).toHaveCount(0);
    await page.clock.runFor(500);
    await expect(page.getByRole("dialog", { name: m.panelTitle })).toBeVisible();
  });

  for (const [size, width, height] of [["390 px", 390, 844], ["1280 px", 1280, 800]] as const)
    test(`at ${size}, not while the visitor is in the form: it opens once they leave it, without taking the focus; a click on its icon meanwhile opens it`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const start = new Date(at.saturday1800).getTime();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1000);
      const panel = page.getByRole("dialog", { name: m.panelTitle });
      const fields = page.locator("main input:not([type=hidden]):not([type=radio]):not([type=checkbox])");
      const drawn = page.locator(".chat-icon");
      const load = async () => {
        await page.goto(proactivePage);
        await expect(async () => {
          await page.clock.runFor(50);
          await expect(drawn).toHaveCount(1, { timeout: 100 });
        }).toPass();
        await fields.first().focus();
        await page.keyboard.type("asha@example.in");
        await page.clock.runFor(constants.chat.autoOpenDelayMs * 2);
        await reactSettled(page);
        await expect(panel).toHaveCount(0);
      };
      await load();
      // From one field to the next, and a press of the form's own button (its messages show), the visitor is still in the form.
      await page.keyboard.press("Tab");
      await expect(fields.nth(1)).toBeFocused();
      // A press moves the focus before its click lands: held a while, the chat still waits, then the click is the form's.
      const press = async (target: Locator) => {
        await target.scrollIntoViewIfNeeded();
        const box = (await target.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.clock.runFor(100);
        await reactSettled(page);
        await expect(panel).toHaveCount(0);
        await page.mouse.up();
        await page.clock.runFor(100);
        await reactSettled(page);
      };
      await press(page.locator("main form button[type=submit]"));
      await expect(panel).toHaveCount(0);
      await expect(page.locator("main [aria-invalid=true]").first()).toBeVisible();
      // Out of the content (a click on the page's heading): the chat opens, and the focus is not taken into it.
      await page.locator("h1").click();
      await page.clock.runFor(100);
      await expect(panel).toBeVisible();
      await expect(panel).not.toBeFocused();

      // Waiting, a click on the icon opens the chat once, and it stays open (on a phone the icon is aside meanwhile).
      if (width < 768) return;
      await load();
      await press(drawn);
      await expect(panel).toBeVisible();
      await expect(drawn).toHaveAttribute("aria-expanded", "true");
    });

  test("not when the visitor clicked first; Escape closes and the focus is back on the icon; axe clean at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await visit(page, proactivePage, at.saturday1859);
    await icon(page).click();
    const panel = page.getByRole("dialog", { name: m.panelTitle });
    await expect(panel).toBeFocused();
    const violations = (await new AxeBuilder({ page }).include(".chat").analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`);
    expect(violations).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(icon(page)).toBeFocused();
    await page.clock.runFor(constants.chat.autoOpenDelayMs * 2);
    await expect(panel).toHaveCount(0);
  });
});

test("on a phone the closed chat's icon steps aside while the visitor is in the page's content, and comes back after", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A page with a lead form and the default chat (which does not open by itself).
  await visit(page, "/talk-to-a-lawyer", at.saturday1859);
  await expect(icon(page)).toBeVisible();
  const field = page.locator("main input:not([type=hidden])").first();
  // The element itself (the role query leaves out what is hidden): there, and not shown.
  const drawn = page.locator(".chat-icon");
  await field.focus();
  await expect(drawn).toHaveCount(1);
  await expect(drawn).toBeHidden();
  await page.keyboard.type("Asha");
  await expect(drawn).toBeHidden();
  await field.blur();
  await expect(icon(page)).toBeVisible();
  // Open, the chat's icon stays where it is (it closes the panel) whatever has focus.
  await icon(page).click();
  await field.focus();
  await expect(icon(page)).toBeVisible();
  // On a wide screen the icon is beside the content, not over it: it stays.
  await icon(page).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await field.focus();
  await expect(icon(page)).toBeVisible();
});

test("the conversation id survives a reload and differs per page", async ({ page }) => {
  await visit(page, defaultPage, at.saturday1859);
  await icon(page).click();
  await expect.poll(() => keptId(page)).toMatch(/-partnership-firm-registration-[0-9a-f-]{36}$/);
  const first = await keptId(page);
  await page.reload();
  await icon(page).click();
  expect(await keptId(page)).toBe(first);
  await page.goto(proactivePage);
  await icon(page).click();
  await expect.poll(() => keptId(page)).toMatch(/-gst-registration-[0-9a-f-]{36}$/);
});

/** The proactive page's chat opened by a click and its first quick reply pressed. */
async function startChat(page: Page, choice: string) {
  await visit(page, proactivePage, at.saturday1859);
  await icon(page).click();
  const panel = page.getByRole("dialog", { name: m.panelTitle });
  await panel.getByRole("button", { name: choice }).click();
  return panel;
}

test("a whole bot conversation ends in the cart with the plan and the contact filled in", async ({ page }) => {
  const panel = await startChat(page, "See the plan and buy");
  const answer = async (text: string) => {
    await panel.getByLabel(m.answerLabel).fill(text);
    await panel.getByLabel(m.answerLabel).press("Enter");
  };
  // A refused answer stays in its field with the server's message at it.
  await answer("M");
  await expect(panel.getByLabel(m.answerLabel)).toHaveAttribute("aria-invalid", "true");
  for (const text of ["Meera Iyer", "meera.iyer@example.in"]) {
    await answer(text);
    // The visitor's own message (the bot's next one may repeat the name).
    await expect(panel.getByRole("listitem").filter({ hasText: `${m.you}: ${text}` })).toHaveCount(1);
  }
  // The mobile number completes the lead; the bot offers the plan and the answer's redirect is the cart.
  await answer("9812345671");
  await page.waitForURL(/\/cart\?magicKey=/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Meera Iyer");
});
