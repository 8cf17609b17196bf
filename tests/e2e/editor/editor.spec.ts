import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { EditorServer } from "../../../src/cli/editorServer.js";
import { draftSaved, editorSession, openField, publish, words } from "./editorKit.js";

// The document editor (docs/editor.md) through the browser alone, against the real server on a copy of the documents (a git
// work tree): each edit is checked on the page the server rebuilt and serves without a restart.
let server: EditorServer;
let page: Page;
editorSession((s, p) => {
  server = s;
  page = p;
});

const menu = "config/menus/main.json";
const problemsList = () => page.locator(".editor-problems");

/** Publish… → the dialog's changes → Publish now → "Published; N of the site's M pages made again…". */
test("open a menu, add a link: the draft survives a reload; a misspelt address shows the CLI's sentence at the field and publishing is refused; fixed, it is published and the rebuilt page has the link", async () => {
  await openField(page, menu, ["tabs", 0, "content"]);
  const list = page.locator("#root_tabs_0_content");
  const before = await list.locator(":scope > ol > li").count();
  await list.locator(":scope > button").click(); // the list's own Add
  await page.locator(`#root_tabs_0_content_${before}_text`).fill("Talk to a GST expert");
  await page.locator(`#root_tabs_0_content_${before}_url`).fill("/gst-registraton");
  await draftSaved(page);

  // The CLI's sentence, at the field and in the list above the form.
  const field = page.locator(`#root_tabs_0_content_${before}_url`);
  const group = page.locator(".form-group", { has: field }).last();
  await expect(group).toContainText("/gst-registraton");
  const sentence = (await problemsList().locator(".editor-problem-sentence").first().textContent()) ?? "";
  expect(sentence).toContain("/gst-registraton");
  await expect(group).toContainText(sentence);
  // The list says where, by the form's titles: the link by its place and text.
  await expect(problemsList().getByRole("button").first()).toContainText(new RegExp(`› ${before + 1} \\([^)]+\\) › [^:]+: ${sentence.slice(0, 10)}`));

  // Publishing is refused while it remains; the draft is kept.
  await page.getByRole("button", { name: words.publish }).click();
  await expect(page.getByRole("dialog")).toContainText(words.refused);
  await page.getByRole("dialog").getByRole("button", { name: words.cancel }).click();
  await page.reload();
  await openField(page, menu, ["tabs", 0, "content", before]);
  await expect(page.locator(`#root_tabs_0_content_${before}_url`)).toHaveValue("/gst-registraton");

  // The list jumps to the field; fixed, the problem goes and the link is published.
  await problemsList().getByRole("button").first().click();
  await expect(page.locator(`#root_tabs_0_content_${before}_url`)).toBeFocused();
  await page.locator(`#root_tabs_0_content_${before}_url`).fill("/gst-registration");
  await draftSaved(page);
  await expect(problemsList()).toHaveCount(0);
  await publish(page, "Talk to a GST expert");

  await page.goto("/");
  // The first tab's dropdown, opened as a visitor opens it, has the new link (a closed dropdown's links are drawn when it first opens).
  const tab = page.locator(".desktop-nav .tab-trigger").first();
  await tab.click();
  await expect(page.locator(`#${await tab.getAttribute("aria-controls")} a[href='/gst-registration']`, { hasText: "Talk to a GST expert" })).toBeVisible();
});

test("change a banner's text: published, the home page shows it", async () => {
  await openField(page, "config/banners.json", ["notices", 0]);
  await page.locator("#root_notices_0_text").fill("GST returns are due on the 20th");
  await draftSaved(page);
  await publish(page, "GST returns are due on the 20th");
  // The editor keeps its place: the item that was open is open still, with what was published.
  await expect(page.locator("#root_notices_0_text")).toHaveValue("GST returns are due on the 20th");
  await page.goto("/");
  await expect(page.getByText("GST returns are due on the 20th")).toBeVisible();
});

test("add a FAQ to a page: published, the page shows the question", async () => {
  await openField(page, "pages-json/company/faqs.json", ["blocks", 1, "props", "items"]);
  const list = page.locator("#root_blocks_1_props_items");
  const n = await list.locator(":scope > ol > li").count();
  await list.locator(":scope > button").click();
  await page.locator(`#root_blocks_1_props_items_${n}_question`).fill("Can I edit the site in a browser?");
  await page.locator(`#root_blocks_1_props_items_${n}_answer`).fill("Yes: the document editor publishes each change and the site is rebuilt.");
  await draftSaved(page);
  await publish(page, "Can I edit the site in a browser?");
  await page.goto("/faqs");
  await expect(page.getByText("Can I edit the site in a browser?")).toBeVisible();
});

test("replace a footer column's link: published, the footer has the new link", async () => {
  await openField(page, "config/footer.json", ["companyColumns", 0, "footerServices", 0]);
  await page.locator("#root_companyColumns_0_footerServices_0_title").fill("Our story");
  await page.locator("#root_companyColumns_0_footerServices_0_url").fill("/sitemap");
  await draftSaved(page);
  await publish(page, "Our story");
  await page.goto("/");
  await expect(page.locator("footer a[href='/sitemap']", { hasText: "Our story" })).toBeVisible();
});

test("change a plan's price, typed in rupees: published, the cart charges it", async () => {
  await openField(page, "config/plans.json", ["services", 0, "plans", 0]);
  const fee = page.locator("#root_services_0_plans_0_professionalFeePaise");
  await fee.fill("1999");
  await draftSaved(page);
  await publish(page, "199900");
  await page.goto("/cart?plan=private-limited-basic");
  await expect(page.locator("main")).toContainText("₹1,999");
});

test("hide the tools column for one more service id: published, that service's page has no tools column", async () => {
  await page.goto("/gst-registration");
  await expect(page.locator("footer .tools-column")).toHaveCount(1);
  await openField(page, "config/footer.json", ["toolsColumn", "hiddenForServiceIds"]);
  const list = page.locator("#root_toolsColumn_hiddenForServiceIds");
  const n = await list.locator(":scope > ol > li").count();
  await list.locator(":scope > button").click();
  await page.locator(`#root_toolsColumn_hiddenForServiceIds_${n}`).selectOption({ label: "GST Registration (95)" });
  await draftSaved(page);
  await publish(page, "95");
  await page.goto("/gst-registration");
  await expect(page.locator("footer .tools-column")).toHaveCount(0);
});

test("an empty text and a duplicate id show the CLI's sentences at their fields; Discard draft brings the published file back", async () => {
  await openField(page, "config/banners.json", ["notices", 1]);
  /** The sentence under the field its pointer names (the field's error list, which its input names) is one of the list's. */
  const sentenceAt = async (fieldId: string, says: string) => {
    await draftSaved(page);
    const under = page.locator(`#${fieldId}__error li`).first();
    await expect(under).toContainText(says);
    expect(await problemsList().locator(".editor-problem-sentence").allTextContents()).toContain(await under.textContent());
    // For a screen reader the field is invalid and described by the sentence.
    await expect(page.locator(`#${fieldId}`)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${fieldId}`)).toHaveAccessibleDescription(new RegExp(says.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  };
  await page.locator("#root_notices_1_text").fill("");
  // An emptied text is a missing field (rjsf drops it): its sentence is at the text's own field, where it is to be typed.
  await sentenceAt("root_notices_1_text", "required");
  await page.locator("#root_notices_1_text").fill("Back in a moment");
  // Ids are checked across the document once every document follows its schema, as npm run validate does.
  await page.locator("#root_notices_1_id").fill("notice-a");
  await sentenceAt("root_notices_1_id", "'notice-a' is used twice");
  // With a problem on screen the editor is still axe clean (not inside the preview frame, where no script runs, so
  // axe cannot: it shows a visitor's page, which the site's own browser tests check).
  const violations = (await new AxeBuilder({ page }).include("#editor").exclude(".editor-preview iframe").analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target}`);
  expect(violations).toEqual([]);
  await page.getByRole("button", { name: words.discard }).click();
  await page.getByRole("button", { name: words.discardYes, exact: true }).click();
  await expect(problemsList()).toHaveCount(0);
  // The open item stays open after the discard, showing the published file's value, no longer invalid.
  await expect(page.locator("#root_notices_1_id")).toHaveValue("notice-b");
  await expect(page.locator("#root_notices_1_id")).not.toHaveAttribute("aria-invalid", "true");
});

test("a file changed on disk since the draft began: publishing says what keeping the draft would change, and both versions; the draft kept over it is published", async () => {
  await openField(page, "config/banners.json", ["notices", 0]);
  await page.locator("#root_notices_0_text").fill("Offices closed on 2 October");
  await draftSaved(page);
  const file = join(server.documentsRoot, "config/banners.json");
  writeFileSync(file, readFileSync(file, "utf8").replace('"regionLabel": "Announcements"', '"regionLabel": "Site announcements"'));
  await page.getByRole("button", { name: words.publish }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(words.conflictHeading);
  // In plain words, what keeping the draft would do to the file as it is now: the text, and undoing the other change.
  await expect(dialog).toContainText(words.conflictChanges);
  const changes = dialog.getByRole("listitem");
  await expect(changes.filter({ hasText: "Offices closed on 2 October" })).toHaveCount(1);
  await expect(changes.filter({ hasText: /Announcements label.*Site announcements.*Announcements/ })).toHaveCount(1);
  // Both versions in full, on request.
  await dialog.getByText(words.conflictFull).click();
  await expect(dialog.getByRole("region", { name: words.conflictDisk })).toContainText("Site announcements");
  await expect(dialog.getByRole("region", { name: words.conflictDraft })).toContainText("Offices closed on 2 October");
  await dialog.getByRole("button", { name: words.keepDraft }).click();
  await openField(page, "config/banners.json", ["notices", 0]);
  await expect(page.locator("#root_notices_0_text")).toHaveValue("Offices closed on 2 October");
  await publish(page, "Offices closed on 2 October");
  await page.goto("/");
  await expect(page.getByText("Offices closed on 2 October")).toBeVisible();
});

test("an old document names its version and migrates to the current one as a draft, which publishes", async () => {
  // Category options before their migration to version 2 (src/documents/migrations), as a document of its own.
  const old = JSON.parse(execFileSync("git", ["show", "7bd66cb:config/category-options/legal-issues.json"], { encoding: "utf8" })) as Record<string, unknown>;
  const file = "config/category-options/old-issues.json";
  writeFileSync(join(server.documentsRoot, file), JSON.stringify({ ...old, id: "old-issues" }, null, 2) + "\n");
  await page.goto(`/admin/editor#file=${encodeURIComponent(file)}`);
  const notice = page.locator(".editor-notice", { hasText: words.oldVersion.split("{version}")[0] });
  await expect(notice).toContainText("version 1");
  await notice.getByRole("button", { name: words.migrate }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator(".editor-draft-status")).toContainText(words.savedAt.split("{time}")[0]);
  await publish(page, "Schema version");
  expect(JSON.parse(readFileSync(join(server.documentsRoot, file), "utf8")).schemaVersion).toBe(2);
});

test("the editor is axe clean and usable at 390 px", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openField(page, menu, ["tabs", 0]);
  const violations = (await new AxeBuilder({ page }).include("#editor").exclude(".editor-preview iframe").analyze()).violations.map((v) => `${v.id}: ${v.nodes.length}`);
  expect(violations).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
