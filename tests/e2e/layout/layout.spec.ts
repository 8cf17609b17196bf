import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { reachForHeader } from "../headerKit.js";
import type { MessagesDocument } from "../../../src/documents/types.js";

const messages = JSON.parse(readFileSync("config/messages.json", "utf8")) as MessagesDocument;

// Boxes measured in the browser for defects a new user once saw: dropdowns far from their tab,
// side-by-side lead fields out of line, and the phone picker's open arrow drawn like a closed one.

interface Box { left: number; right: number; top: number; height: number }

async function hydrated(page: Page, route: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(route);
  await reachForHeader(page);
}

/** The pages whose service names a lead form (config/services.json), found by walking the document. */
function leadFormRoutes(): string[] {
  const routes = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const o = node as Record<string, unknown>;
    if (typeof o.route === "string" && typeof o.leadForm === "string") routes.add(o.route);
    Object.values(o).forEach(walk);
  };
  walk(JSON.parse(readFileSync("config/services.json", "utf8")));
  return [...routes];
}

for (const width of [800, 1024, 1280]) {
  test(`at ${width} px every tab's dropdown opens under its own tab, inside the window`, async ({ page }) => {
    await hydrated(page, "/", width);
    const triggers = page.locator(".desktop-nav .tab-trigger");
    const count = await triggers.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const trigger = triggers.nth(i);
      await trigger.click();
      const dropdown = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await expect(dropdown).toBeVisible();
      const tab = (await trigger.boundingBox())!;
      const box = (await dropdown.boundingBox())!;
      const name = await trigger.textContent();
      // It overlaps its tab's span, so the eye links the two.
      expect(box.x, `${name}: left`).toBeLessThanOrEqual(tab.x + tab.width);
      expect(box.x + box.width, `${name}: right`).toBeGreaterThanOrEqual(tab.x);
      // Its top meets the tab's row, not a row above or below.
      expect(Math.abs(box.y - (tab.y + tab.height)), `${name}: top`).toBeLessThan(tab.height);
      expect(box.x, `${name}: inside on the left`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name}: inside on the right`).toBeLessThanOrEqual(width);
      await page.keyboard.press("Escape");
      await expect(dropdown).toBeHidden();
    }
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px lead fields side by side share their top and height`, async ({ page }) => {
    const routes = leadFormRoutes();
    expect(routes.length).toBeGreaterThan(0);
    let pairs = 0;
    for (const route of routes) {
      await hydrated(page, route, width);
      const controls: Box[] = await page.locator(".lead-fields > .lead-field:not(.lead-radios)").evaluateAll((fields) =>
        fields.flatMap((f) => {
          const c = f.querySelector(".lead-input, .lead-combo input");
          if (!c || !(f as HTMLElement).offsetParent) return [];
          const r = c.getBoundingClientRect();
          return [{ left: r.left, right: r.right, top: r.top, height: r.height }];
        }),
      );
      for (const a of controls)
        for (const b of controls) {
          if (a === b || a.left >= b.left) continue;
          const fieldTopsNear = Math.abs(a.top - b.top) < Math.max(a.height, b.height);
          if (!fieldTopsNear) continue;
          pairs++;
          expect(Math.abs(a.top - b.top), `${route}: tops`).toBeLessThanOrEqual(1);
          expect(Math.abs(a.height - b.height), `${route}: heights`).toBeLessThanOrEqual(1);
        }
    }
    if (width === 1280) expect(pairs).toBeGreaterThan(0);
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px every lead form's empty dropdown shows its placeholder whole`, async ({ page }) => {
    let checked = 0;
    for (const route of leadFormRoutes()) {
      await hydrated(page, route, width);
      // An empty dropdown's words (a select's first option, the picker button's placeholder) against its box. A
      // select is measured by Chromium itself: a copy of it, empty, sized to what it shows (`field-sizing: content`,
      // with its padding and its arrow) is wider than it when the words are cut. The picker button holds one line
      // that ends in an ellipsis: wider content than box. A dropdown the form fills at load (prefillProblemType)
      // shows its choice instead, which is the content's to keep short.
      const cut: string[] = await page.locator(".lead-fields select.lead-input, .lead-fields .lead-picker-button").evaluateAll((controls, placeholder) =>
        controls.flatMap((c) => {
          if (!(c as HTMLElement).offsetParent) return [];
          if (!(c instanceof HTMLSelectElement)) {
            if (c.textContent !== placeholder) return [];
            return c.scrollWidth > c.clientWidth ? [`"${c.textContent}" (${c.scrollWidth} px in ${c.clientWidth} px)`] : [];
          }
          if (c.options[0]?.value !== "") return [];
          const copy = c.cloneNode(true) as HTMLSelectElement;
          copy.selectedIndex = 0;
          copy.style.cssText = "field-sizing: content; width: auto; position: absolute; visibility: hidden";
          c.after(copy);
          const needs = copy.offsetWidth;
          copy.remove();
          return needs > c.offsetWidth ? [`"${c.options[0].text}" (${needs} px in ${c.offsetWidth} px)`] : [];
        }),
      messages.leadForm.problemTypePlaceholder);
      checked += await page.locator(".lead-fields select.lead-input, .lead-fields .lead-picker-button").count();
      expect(cut, route).toEqual([]);
    }
    expect(checked).toBeGreaterThan(0);
  });
}

test("at 390 px the picker's open category turns its arrow", async ({ page }) => {
  await hydrated(page, "/talk-to-a-lawyer", 390);
  await page.locator(".lead-picker-button").first().click();
  const picker = page.locator(".category-picker");
  await expect(picker).toBeVisible();
  const withArrow = picker.locator(".category-button:has(.category-arrow)");
  await withArrow.first().click();
  await expect(withArrow.first()).toHaveAttribute("aria-expanded", "true");
  const turn = (i: number) => withArrow.nth(i).locator(".category-arrow").evaluate((e) => getComputedStyle(e).rotate);
  expect(await withArrow.count()).toBeGreaterThan(1);
  await expect(withArrow.nth(1)).toHaveAttribute("aria-expanded", "false");
  // The arrow turns in a transition (0.15 s): wait for the open one to have left the closed one's angle.
  const closed = await turn(1);
  await expect.poll(() => turn(0)).not.toBe(closed);
});
