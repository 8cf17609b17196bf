import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EditorServer } from "../../../src/cli/editorServer.js";
import type { ApiEditorSiteAnswer } from "../../../src/contract/types.js";
import { draftSaved, editorSession, openField, publish, words } from "./editorKit.js";

// Four more typical edits (tests/e2e/editor/editor.spec.ts has the others), each made through the editor's
// form alone and checked on the page the server rebuilt, against the real server on a copy of the documents.
let server: EditorServer;
let page: Page;
editorSession((s, p) => {
  server = s;
  page = p;
});

/** Presses a list's own Add and answers the new item's index. */
async function addItem(listId: string): Promise<number> {
  const list = page.locator(`#${listId}`);
  const items = list.locator(":scope > ol > li");
  const n = await items.count();
  await list.locator(":scope > button").click();
  await expect(items).toHaveCount(n + 1);
  return n;
}

test("add a text field to a lead form: published, the service page's form shows its label", async () => {
  await openField(page, "config/lead-forms/gst-registration.json", ["inputs"]);
  const n = await addItem("root_inputs");
  const at = (name: string) => page.locator(`#root_inputs_${n}_${name}`);
  await at("id").fill("trade-name");
  await at("label").fill("Trade name of the business");
  await at("keyName").fill("tradeName");
  await at("type").selectOption("text");
  await draftSaved(page);
  await expect(page.locator(".editor-problems")).toHaveCount(0);
  await publish(page, "Trade name of the business");
  await page.goto("/gst-registration");
  await expect(page.locator("main form").getByText("Trade name of the business")).toBeVisible();
});

test("change the chat's closing time with the time input: published, a service page's chat closes at the new time", async () => {
  await openField(page, "config/constants.json", ["chat"]);
  await page.locator("#root_chat_closesAt").fill("20:30");
  await draftSaved(page);
  // The call-back window after a note names the chat's hours: the new closing time is a problem at it until it says so.
  await expect(page.locator("#root_chat_noteCallbackWindow__error li").first()).toContainText("should name the chat's hours, from 10:00 (chat.opensAt) to 20:30");
  await page.locator("#root_chat_noteCallbackWindow").fill("10am to 8:30pm, all days");
  await draftSaved(page);
  await expect(page.locator(".editor-problems")).toHaveCount(0);
  await publish(page, "20:30");
  expect(JSON.parse(readFileSync(join(server.documentsRoot, "config/constants.json"), "utf8")).chat.closesAt).toBe("20:30");
  // The chat's hours reach the page as its embedded data, which the chat island reads to say when it closes.
  await page.goto("/gst-registration");
  expect(await page.content()).toContain('"opensAt":"10:00","closesAt":"20:30"');
});

test("add a service to the catalogue: published, its new page answers with its heading", async () => {
  await openField(page, "config/services.json", ["services"]);
  // Scrolled to on the freshly opened list, the Add button stays put while the items come into view are drawn (they
  // took less room than the list reserved, moving it about 190 px under a press, which was then lost).
  const add = page.locator("#root_services > button");
  await add.scrollIntoViewIfNeeded();
  const before = await add.boundingBox();
  await page.evaluate(async () => {
    for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame);
  });
  expect(await add.boundingBox()).toEqual(before);
  const n = await addItem("root_services");
  const at = (name: string) => page.locator(`#root_services_${n}_${name}`);
  await at("serviceId").fill("9101");
  await at("route").fill("/society-registration");
  await at("name").fill("Society Registration");
  await at("category").selectOption("business-registration");
  await at("summary").fill("Register a society under the Societies Registration Act with an expert preparing the memorandum and rules.");
  await addItem(`root_services_${n}_description`);
  await page.locator(`#root_services_${n}_description_0`).fill("A society is formed by seven or more people for a charitable, literary or scientific purpose.");
  await draftSaved(page);
  await expect(page.locator(".editor-problems")).toHaveCount(0);
  await publish(page, "Society Registration");
  const answer = await page.goto("/society-registration");
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Society Registration");
});

test("add a category option with its sub-options: published, the page's category picker offers them", async () => {
  await openField(page, "config/category-options/legal-issues.json", ["categories"]);
  const n = await addItem("root_categories");
  const at = (name: string) => page.locator(`#root_categories_${n}_${name}`);
  await at("label").fill("Employment");
  await at("image_src").fill("/images/categories/business.svg");
  await at("image_alt").fill("A briefcase");
  for (const [i, value] of ["Wrongful termination", "Unpaid salary"].entries()) {
    await addItem(`root_categories_${n}_values`);
    await page.locator(`#root_categories_${n}_values_${i}`).fill(value);
  }
  // The validator wants 'Others' (no sub-options, chosen directly) last, as an editor would be told: move it above.
  await page.locator("#root_categories").getByRole("button", { name: new RegExp(`^${words.moveUp}: .+ \\(${n + 1}\\)$`) }).click();
  await draftSaved(page);
  await expect(page.locator(".editor-problems")).toHaveCount(0);
  await publish(page, "Employment");
  await page.goto("/talk-to-a-lawyer");
  await page.getByRole("button", { name: "Problem type" }).click();
  await page.getByRole("button", { name: "Employment" }).click();
  await expect(page.getByText("Wrongful termination")).toBeVisible();
  await expect(page.getByText("Unpaid salary")).toBeVisible();
});

test("move a service to a new address with the links to it drafted apart: the dialog publishes them together, the new address answers, the old one redirects", async () => {
  // Drafted one by one, as different people would: the catalogue's address and every link to it.
  const site = (await (await page.request.get("/admin/editor/api/site")).json()) as ApiEditorSiteAnswer;
  const moved = site.documents.filter((d) => JSON.stringify(d.data).includes('"/gst-registration"'));
  const catalogue = "config/services.json";
  expect(moved.map((d) => d.file)).toContain(catalogue);
  for (const d of moved) {
    const data = JSON.parse(JSON.stringify(d.data).replaceAll('"/gst-registration"', '"/gst-registration-online"'));
    expect((await page.request.put("/admin/editor/api/draft", { data: { file: d.file, data, baseHash: d.diskHash } })).status()).toBe(200);
  }
  const others = moved.filter((d) => d.file !== catalogue);

  await openField(page, catalogue, ["services"]);
  await page.getByRole("button", { name: words.publish }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(words.togetherIntro);
  for (const d of others) await expect(dialog.getByRole("heading", { level: 3, name: d.name })).toBeVisible();
  // The old address keeps working: the dialog says it will be sent on to the new one.
  await expect(dialog).toContainText(words.redirectsIntro);
  await expect(dialog.getByRole("listitem").filter({ hasText: /^\/gst-registration → \/gst-registration-online$/ })).toHaveCount(1);
  const notice = page.locator(".editor-notice[role=status]");
  await dialog.getByRole("button", { name: words.confirmTogether.replace("{count}", String(moved.length)) }).click();
  await expect(notice).toContainText(/Published; \d+ of the site's \d+ pages made again/, { timeout: 180_000 });
  await expect(notice).toContainText(words.publishedTogether.split("{files}")[0]);
  for (const d of others) await expect(notice).toContainText(d.file);

  expect((await page.goto("/gst-registration-online"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("GST Registration");
  // A bookmark of the old address lands on the page, by a permanent redirect that keeps the query.
  const old = await page.goto("/gst-registration?utm_source=bookmark");
  expect(old?.status()).toBe(200);
  expect(page.url()).toBe(`${server.url}/gst-registration-online?utm_source=bookmark`);
  expect((await old?.request().redirectedFrom()?.response())?.status()).toBe(301);
  // Every link now goes to the new address: the home page's and the footer's.
  await page.goto("/");
  expect(await page.locator('a[href="/gst-registration"]').count()).toBe(0);
  expect(await page.locator('a[href="/gst-registration-online"]').count()).toBeGreaterThan(0);
});
