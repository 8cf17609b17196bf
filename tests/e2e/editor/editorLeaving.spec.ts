import { expect, test, type Page } from "@playwright/test";
import { editorSession, openField, words } from "./editorKit.js";

// Leaving a document with a change typed a moment before (before the draft's pause has passed): nothing is lost.
let page: Page;
editorSession((_server, p) => (page = p));

const banners = `#file=${encodeURIComponent("config/banners.json")}`;

test("a change typed just before going back to the list is saved, and the document opens again with it", async () => {
  await openField(page, "config/banners.json", ["regionLabel"]);
  const typed = "Announcements, typed just before leaving";
  await page.locator("#root_regionLabel").fill(typed);
  await page.getByRole("link", { name: words.back }).click();
  // Opened again from the list in the same page (no reload, which would read the site anew by itself).
  await page.locator(`a[href="${banners}"]`).first().click();
  await expect(page.locator("#root_regionLabel")).toHaveValue(typed);
  // And again after a reload: the draft on the server has it.
  await page.reload();
  await expect(page.locator("#root_regionLabel")).toHaveValue(typed);
});

test("closing the tab with a change not saved yet asks first, and the change is saved meanwhile", async () => {
  await openField(page, "config/banners.json", ["regionLabel"]);
  const typed = "Announcements, typed just before closing";
  await page.locator("#root_regionLabel").fill(typed);
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expect(page.locator(".editor-draft-status")).toContainText(words.savedAt.split("{time}")[0]);
  await page.reload();
  await expect(page.locator("#root_regionLabel")).toHaveValue(typed);
});
