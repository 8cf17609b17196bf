import { expect, test, type Page } from "@playwright/test";
import { draftSaved, editorSession, openField, words } from "./editorKit.js";

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

test("two tabs on one document: the second's save does not overwrite the first's; it offers their draft, or keeping its change", async () => {
  // Starts from no draft: the tests above leave theirs, discarded here through the API.
  await page.request.delete("/admin/editor/api/draft", { data: { file: "config/banners.json" } });
  await openField(page, "config/banners.json", ["regionLabel"]);
  const other = await page.context().newPage();
  await openField(other, "config/banners.json", ["brandBanner"]);
  await page.locator("#root_regionLabel").fill("Announcements from tab A");
  await draftSaved(page);
  await other.locator("#root_brandBanner_joinText").fill("Is now, from tab B");
  const status = other.locator(".editor-draft-status");
  await expect(status).toContainText("saved a draft of this document after you began editing it");
  // Theirs: the document opens again with A's change, and B's next change is saved on top of it.
  await other.getByRole("button", { name: words.loadTheirs }).click();
  await expect(other.locator("#root_regionLabel")).toHaveValue("Announcements from tab A");
  await other.locator("#root_brandBanner_joinText").fill("Is now, from tab B");
  await draftSaved(other);
  // A, which has not read B's save, is told in turn; it keeps its change over B's draft on purpose.
  await page.locator("#root_regionLabel").fill("Announcements from tab A, again");
  await expect(page.locator(".editor-draft-status")).toContainText("saved a draft of this document after you began editing it");
  await page.getByRole("button", { name: words.keepMine }).click();
  await draftSaved(page);
  await page.reload();
  await expect(page.locator("#root_regionLabel")).toHaveValue("Announcements from tab A, again");
  await other.close();
});
