import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Frame, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { MessagesDocument } from "../../../src/documents/types.js";
import { startEditorServer, type EditorServer } from "../../../src/cli/editorServer.js";

// The live preview beside the editor's form (docs/editor.md, 'Preview'), in Chromium against the real server on a copy
// of the documents: typing a banner's text shows it in the frame without reloading it, and a click on that text in
// the frame moves the form to the field that holds it.
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const words = (JSON.parse(readFileSync("config/messages.json", "utf8")) as MessagesDocument).adminEditorPreview;
const banners = "config/banners.json";
let server: EditorServer;
let page: Page;
/** What Chromium says about frames' sandboxes (it warns of one that could lift itself) and scripts it blocked. */
const sandboxWarnings: string[] = [];
test.beforeAll(async ({ browser }) => {
  // A hook has the config's timeout, not the file's: a server of its own starts in minutes on a busy machine.
  test.setTimeout(240_000);
  server = await startEditorServer(process.cwd());
  const context = await browser.newContext({ httpCredentials: { username: "admin", password: server.password }, baseURL: server.url });
  page = await context.newPage();
  page.on("console", (message) => {
    if (/sandbox/i.test(message.text())) sandboxWarnings.push(message.text());
  });
});
test.afterAll(() => server?.stop());

/**
 * The preview frame, once its script has drawn the page at `route` in it: until the chosen page's answer comes, the
 * frame still shows the page before (the home page, the first offered), whose banners are not that page's.
 */
async function previewFrame(route: string, on: Page = page): Promise<Frame> {
  const element = on.locator(`iframe[title^="${words.frameTitle.split("{page}")[0]}"]`);
  await expect(element).toBeVisible();
  const frame = (await element.elementHandle())!.contentFrame();
  await expect.poll(async () => (await frame)?.locator(`[data-route="${route}"] #main`).count(), { timeout: 30_000 }).toBe(1);
  return (await frame)!;
}

test("typing a banner's text shows it in the frame without reloading it; clicking it in the frame focuses its field", async () => {
  await page.goto(`/admin/editor#file=${encodeURIComponent(banners)}`);
  // The banners are a shared document: the preview offers the pages that use them.
  await page.getByLabel(words.pageLabel).selectOption("/gst-registration");
  const frame = await previewFrame("/gst-registration");
  await expect(frame.locator("[data-banner]").first()).toBeVisible({ timeout: 30_000 });
  // The notice the page shows, and its field in the form (each list item is a summary line until opened).
  const shown = (await frame.locator("[data-banner]").first().getAttribute("data-banner"))!;
  const doc = JSON.parse(readFileSync(`${server.documentsRoot}/${banners}`, "utf8")) as { notices: { id: string; text: string }[] };
  const index = doc.notices.findIndex((n) => n.id === shown);
  await page.locator("#root_notices > ol > li").nth(index).locator(".editor-item-summary").click();
  const field = page.locator(`#root_notices_${index}_text`);
  await expect(field).toHaveValue(doc.notices[index].text);

  await frame.evaluate(() => ((window as unknown as { previewMarker: string }).previewMarker = "the same window"));
  await frame.evaluate(() => window.scrollTo(0, 40));
  const text = "Preview: GSTR-1 is due on the 11th";
  await field.fill(text);
  await expect(frame.getByText(text)).toBeVisible({ timeout: 15_000 });
  // Drawn in place: the frame's window (and its scroll position) is the one from before the edit.
  expect(await frame.evaluate(() => (window as unknown as { previewMarker?: string }).previewMarker)).toBe("the same window");

  // Click-to-field: away from the field first, then the text in the frame brings the focus back to it.
  await page.locator("#document-heading").click();
  await expect(field).not.toBeFocused();
  await frame.getByText(text).click();
  await expect(field).toBeFocused();
  // A link in the preview goes nowhere: the frame still shows the edited page.
  await frame.locator("#main a[href]").first().click();
  await expect(frame.getByText(text)).toBeVisible();
  expect(await frame.evaluate(() => (window as unknown as { previewMarker?: string }).previewMarker)).toBe("the same window");
  // The panel: no accessibility violation. axe cannot run inside the frame, where no script runs (the page it shows is
  // a visitor's page, which the site's own browser tests check); the frame itself is named by the page it shows.
  expect((await new AxeBuilder({ page }).include(".editor-preview").exclude(".editor-preview iframe").analyze()).violations).toEqual([]);
  await expect(page.locator(".editor-preview iframe")).toHaveAttribute("title", `${words.frameTitle.split("{page}")[0]}/gst-registration`);
  // The frame runs no script (sandbox allow-same-origin only): the browser has nothing to warn of or block.
  expect(await page.locator(".editor-preview iframe").getAttribute("sandbox")).toBe("allow-same-origin");
  expect(sandboxWarnings).toEqual([]);
});

test("in the services catalogue a service is found by typing in the list's search box, and opening it shows its page", async () => {
  const editorWords = (JSON.parse(readFileSync("config/messages.json", "utf8")) as MessagesDocument).adminEditorPage;
  const catalogue = JSON.parse(readFileSync(`${server.documentsRoot}/config/services.json`, "utf8")) as { services: { name: string; route: string }[] };
  const wanted = catalogue.services.find((s) => s.route === "/hsn-code")!;
  // In a tab of its own: the next test goes on with the banners' tab as the first left it.
  const tab = await page.context().newPage();
  await tab.goto(`/admin/editor#file=${encodeURIComponent("config/services.json")}`);
  const list = tab.locator("#root_services");
  const rows = list.locator(":scope > ol > li");
  await expect(rows).toHaveCount(catalogue.services.length);
  await list.getByLabel(editorWords.findInList).fill("HSN code");
  const holding = catalogue.services.filter((s) => ["hsn", "code"].every((w) => JSON.stringify(s).toLowerCase().includes(w)));
  await expect(list.locator(".editor-list-find [role=status]")).toHaveText(editorWords.listShown.replace("{shown}", String(holding.length)).replace("{total}", String(catalogue.services.length)));
  await expect(rows).toHaveCount(holding.length);
  await rows.locator(".editor-item-summary", { hasText: wanted.name }).click();
  await expect(tab.locator("#root_services_0_name")).toHaveCount(0);
  await expect(tab.locator(`#root_services_${catalogue.services.indexOf(wanted)}_name`)).toHaveValue(wanted.name);
  // The preview follows the service opened: its own page.
  await expect(tab.getByLabel(words.pageLabel)).toHaveValue("/hsn-code");
  await previewFrame("/hsn-code", tab);
  if (process.env.SHOT) await tab.screenshot({ path: process.env.SHOT, fullPage: false });
  await tab.close();
});

test("on a phone's width, where the preview is under the whole form, a button goes down to it, clear of the sticky bar", async () => {
  const editorWords = (JSON.parse(readFileSync("config/messages.json", "utf8")) as MessagesDocument).adminEditorPage;
  const tab = await page.context().newPage();
  await tab.setViewportSize({ width: 390, height: 844 });
  await tab.goto(`/admin/editor#file=${encodeURIComponent("config/services.json")}`);
  const panel = tab.getByRole("region", { name: words.heading });
  await expect(panel).toBeAttached();
  await expect(panel).not.toBeInViewport();
  await tab.getByRole("button", { name: editorWords.toPreview }).click();
  await expect(panel).toBeFocused();
  await expect(tab.getByLabel(words.pageLabel)).toBeInViewport();
  // The page's choice is below the sticky draft bar, not under it.
  const bar = (await tab.locator(".editor-draft-bar").boundingBox())!;
  const choice = (await tab.getByLabel(words.pageLabel).boundingBox())!;
  expect(choice.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  // Where the two are side by side, there is no such button.
  await tab.setViewportSize({ width: 1280, height: 800 });
  await expect(tab.getByRole("button", { name: editorWords.toPreview })).toBeHidden();
  await tab.close();
});

test("a mistake typed in the document: the preview says it waits on the problems and keeps the last page drawn", async () => {
  const frame = await previewFrame("/gst-registration");
  const field = page.locator("input[id$='_action_url']").first();
  await expect(field).toBeVisible();
  await field.fill("/gst-retrun-filing");
  await expect(page.locator(".editor-preview-status")).toHaveText(/Preview waits for (1 problem|\d+ problems) to be fixed/, { timeout: 15_000 });
  await expect(frame.getByText("Preview: GSTR-1 is due on the 11th")).toBeVisible();
});
