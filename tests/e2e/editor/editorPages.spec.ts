import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { EditorServer } from "../../../src/cli/editorServer.js";
import { draftSaved, editorSession, publish, words } from "./editorKit.js";

// New pages and composing a page through the editor alone (docs/editor.md, 'New pages'), against the real server on
// a copy of the documents: a landing page with a hero, a lead form and a plan list is made, published and visited.
let server: EditorServer;
let page: Page;
editorSession((s, p) => {
  server = s;
  page = p;
});

const w = words.pages;
const route = "/diwali-offer";
const title = "Diwali offer on GST registration";
const axeOf = async (selector: string) => (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target}`);
const blockRows = () => page.locator(".editor-palette-blocks > li");

test("a new landing page with a hero, a lead form and a plan list is made, published and visited", async () => {
  await page.goto("/admin/editor");
  await page.getByRole("button", { name: w.newPage }).click();
  const dialog = page.getByRole("dialog");
  const address = dialog.getByLabel(w.address);
  const check = dialog.locator("#new-page-address-check");
  // Opened, its address is "/" and says nothing yet (not that the home page has it); it cannot be made so.
  await expect(address).toHaveValue("/");
  await expect(check).toHaveText(/^\s*$/);
  await expect(address).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("button", { name: w.create })).toBeDisabled();
  // Checked as typed: a taken address names its page and cannot be made; a free one shows its full link.
  await address.fill("/about-us");
  await expect(check).toContainText("/about-us is already the address of");
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await address.fill(route);
  await expect(check).toContainText(w.addressFree);
  await expect(check).toContainText(new RegExp(`Full link: https?://[^ ]+${route}`));
  await dialog.getByLabel(w.titleLabel).fill(title);
  expect(await axeOf(".editor-dialog")).toEqual([]);
  await dialog.getByRole("button", { name: w.create }).click();
  await expect(page.locator(".editor-notice[role=status]")).toContainText(`The new page ${route} is a draft`);
  await expect(page.locator("#document-heading")).toContainText(title);
  // Opened, the document has the focus at its heading (a keyboard or a screen reader starts there).
  await expect(page.locator("#document-heading")).toBeFocused();

  // The blank page has its hero; the lead form and the plans are added from the palette, each form opened to fill.
  await expect(blockRows()).toHaveCount(1);
  await page.getByRole("button", { name: "Add Lead form block" }).click();
  await expect(page.locator(".editor-palette-said")).toHaveText("Lead form block added at position 2 of 2.");
  // A lead form is chosen among those that exist (the form documents of config/lead-forms).
  await page.locator("#root_blocks_1_props_form").selectOption("gst-registration");
  // A lead form sends its leads under the page's service: until the page names one, publishing is refused.
  await expect(page.locator(".editor-problems")).toContainText("A lead form sends each lead under its page's service id, and this page has none");
  await page.locator("#root_serviceId").selectOption({ label: "GST Registration (95)" });
  await page.getByRole("button", { name: "Add Pricing block" }).click();
  await page.locator("#root_blocks_2_props_serviceId").selectOption({ label: "GST Registration (95)" });
  // By keyboard: the plans go above the lead form and back, each move said in words.
  await page.locator("#palette-block-2").focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.locator(".editor-palette-said")).toHaveText("Pricing block moved to position 2 of 3.");
  await expect(page.locator("#palette-block-1")).toBeFocused();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(page.locator(".editor-palette-said")).toHaveText("Pricing block moved to position 3 of 3.");
  // Removed by keyboard: the focus stays in the list, and 'Undo' puts the block back with what it held.
  await page.getByRole("button", { name: /^Remove: 3\. Pricing block/ }).press("Enter");
  await expect(page.locator(".editor-palette-said")).toHaveText("Pricing block removed; 2 blocks remain.");
  await expect(page.locator("#palette-block-1")).toBeFocused();
  await page.getByRole("button", { name: "Undo: put Pricing block back" }).click();
  await expect(page.locator(".editor-palette-said")).toHaveText("Pricing block put back at position 3 of 3.");
  await expect(page.locator("#palette-block-2")).toBeFocused();
  await expect(page.locator("#root_blocks_2_props_serviceId")).toHaveValue(/./);
  await draftSaved(page);
  await expect(page.locator(".editor-problems")).toHaveCount(0);

  // A click on the lead form in the preview opens its block's form.
  const frame = page.frameLocator(".editor-preview iframe");
  await frame.locator("main .lead-form").first().click({ position: { x: 5, y: 5 } });
  await expect(page.locator("#root_blocks_1_props_form")).toBeVisible();

  await publish(page, route);
  const visitor = await page.context().browser()!.newPage({ baseURL: server.url });
  await visitor.goto(route);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.locator("main .lead-form")).toBeVisible();
  await expect(visitor.locator("main .plan-list .plan").first()).toBeVisible();
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(`${route}</loc>`);
  await visitor.close();
});

test("the page deleted and published is gone for visitors, listed under the deleted pages, and its history brings it back", async () => {
  const file = `pages-json${route}.json`;
  await page.goto(`/admin/editor#file=${encodeURIComponent(file)}`);
  await page.getByRole("button", { name: w.delete }).click();
  await page.getByRole("dialog").getByRole("button", { name: w.deleteConfirm }).click();
  await expect(page.locator(".editor-document")).toContainText("This page is marked for deletion");
  // The publish dialog tells the deletion as one removal, by the page's title and address.
  await publish(page, `${title} — ${route}`);
  expect((await page.request.get(`${server.url}${route}`)).status()).toBe(404);

  await page.goto("/admin/editor");
  const deleted = page.getByRole("region", { name: w.deletedHeading });
  await expect(deleted).toContainText(title);
  await expect(deleted).toContainText(/Deleted by admin on .* India time/);
  expect(await axeOf(".editor-deleted")).toEqual([]);
  const open = deleted.getByRole("button", { name: `History of ${title}…` });
  await open.click();
  const dialog = page.getByRole("dialog");
  const deletion = dialog.locator(".editor-history-version").first();
  await expect(deletion).toContainText(/Deleted by admin on .* India time: this is the page as it was then\./);
  await deletion.getByRole("button", { name: words.restore }).click();
  await expect(page.locator(".editor-notice[role=status]")).toContainText(`${title}, deleted on`);
  await expect(page.locator("#document-heading")).toContainText(title);
  await expect(blockRows()).toHaveCount(3);
  await publish(page, route);
  const visitor = await page.context().browser()!.newPage({ baseURL: server.url });
  await visitor.goto(route);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await visitor.close();
  await page.goto("/admin/editor");
  await expect(page.getByRole("button", { name: w.newPage })).toBeVisible();
  await expect(page.getByRole("region", { name: w.deletedHeading })).toHaveCount(0);
});

test("deleting a page that others link to lists each link as a problem, and publishing is refused", async () => {
  await page.goto(`/admin/editor#file=${encodeURIComponent("pages-json/company/careers.json")}`);
  await page.getByRole("button", { name: w.delete }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("/careers");
  expect(await axeOf(".editor-dialog")).toEqual([]);
  await dialog.getByRole("button", { name: w.deleteConfirm }).click();
  await expect(page.locator(".editor-document")).toContainText("This page is marked for deletion");
  await expect(page.getByText(words.otherProblemsHeading)).toBeVisible();
  await page.getByRole("button", { name: words.publish }).click();
  await expect(page.getByRole("dialog")).toContainText(words.refused);
  await page.getByRole("dialog").getByRole("button", { name: words.cancel }).click();
  await page.getByRole("button", { name: words.discard }).click();
  await page.getByRole("button", { name: words.discardYes, exact: true }).click();
  await expect(page.getByRole("button", { name: w.delete })).toBeVisible();
});

test("the new-page dialog and the palette are usable at 390 px with no sideways scroll", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/editor#file=${encodeURIComponent(`pages-json${route}.json`)}`);
  await expect(blockRows()).toHaveCount(3);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await axeOf(".editor-palette")).toEqual([]);
  await page.getByRole("button", { name: w.duplicate }).click();
  await expect(page.getByRole("dialog")).toContainText(`Duplicate ${title}`);
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await axeOf(".editor-dialog")).toEqual([]);
});
