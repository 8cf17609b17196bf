import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { startEditorServer, type EditorServer } from "../../../src/cli/editorServer.js";
import { setStaffPassword } from "../../../src/server/staff/staffAccounts.js";
import { openStore } from "../../../src/server/store/openStore.js";
import { draftSaved, openField, publish, words } from "./editorKit.js";

// The history through the editor alone, against the real server on a copy of the documents (a git work tree): two
// staff accounts publish the banners in turn, the history names each, and the older version is restored and published.
test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

const banners = "config/banners.json";
const staff = { meera: "Meera's notice: GST returns are due on the 20th", ravi: "Ravi's notice: offices closed on 2 October" };
const passwordOf = (name: string) => `${name}-password-1`;
let server: EditorServer;
const pages: Record<string, Page> = {};

test.beforeAll(async ({ browser }) => {
  // A hook has the config's timeout, not the file's: a server of its own starts in minutes on a busy machine.
  test.setTimeout(240_000);
  server = await startEditorServer(process.cwd(), async (docs) => {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: docs, stdio: "ignore" });
    git("init", "-q");
    git("add", "-A");
    git("-c", "user.name=vidhi tests", "-c", "user.email=tests@localhost", "commit", "-qm", "documents as copied");
    // The accounts go into the editor server's own store before it starts (PGlite serves one process), by the function
    // `npm run staff -- add` calls, in this process rather than one CLI process per account.
    const store = await openStore({ dataDir: join(docs, "..", "data", "pglite") });
    try {
      for (const name of Object.keys(staff)) await setStaffPassword(store.query, name, passwordOf(name), new Date());
    } finally {
      await store.close();
    }
  });
  for (const name of Object.keys(staff)) pages[name] = await staffPage(browser, name);
});
test.afterAll(() => server?.stop());

async function staffPage(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ httpCredentials: { username: name, password: passwordOf(name) }, baseURL: server.url });
  return context.newPage();
}

const versionItems = (page: Page) => page.getByRole("dialog").locator(".editor-history-version");

test("two staff accounts publish the banners in turn, and the history names each, newest first", async () => {
  for (const [name, text] of Object.entries(staff)) {
    const page = pages[name];
    await openField(page, banners, ["notices", 0]);
    await page.locator("#root_notices_0_text").fill(text);
    await draftSaved(page);
    await publish(page, text);
  }
  const page = pages.ravi;
  // By keyboard: the History button opens the dialog with focus inside it; Escape closes it and focus comes back.
  const history = page.getByRole("button", { name: words.history, exact: true });
  await history.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toContainText("Published versions of");
  await expect(versionItems(page)).toHaveCount(3);
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(versionItems(page).nth(0)).toContainText("Published by ravi on");
  await expect(versionItems(page).nth(0)).toContainText("India time");
  await expect(versionItems(page).nth(0)).toContainText(staff.ravi);
  await expect(versionItems(page).nth(0)).toContainText(words.historyCurrent);
  await expect(versionItems(page).nth(1)).toContainText("Published by meera on");
  await expect(versionItems(page).nth(1)).toContainText(/Commit [0-9a-f]{7}/);
  await expect(versionItems(page).nth(2)).toContainText("As found on disk");
  // A text found on disk has no changes recorded: it says so rather than 'No change to the fields'.
  await expect(versionItems(page).nth(2)).toContainText(words.historyFoundOnDisk);
  await expect(versionItems(page).nth(2)).not.toContainText(words.historyNoChanges);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(history).toBeFocused();
});

test("the history is axe clean and fits 390 px", async () => {
  const page = pages.ravi;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: words.history, exact: true }).click();
  await expect(versionItems(page)).toHaveCount(3);
  const violations = (await new AxeBuilder({ page }).include(".editor-dialog").analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target}`);
  expect(violations).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 720 });
});

test("the older version is restored into the draft, published with the editor's own Publish, and the home page shows it", async () => {
  const page = pages.ravi;
  await page.getByRole("button", { name: words.history, exact: true }).click();
  const meera = versionItems(page).filter({ hasText: "Published by meera" });
  const restore = meera.getByRole("button", { name: words.restore });
  // The button says which version it restores to a screen reader (its description is the version's line).
  await expect(restore).toHaveAccessibleDescription(/Published by meera on .* India time/);
  await restore.click();
  await expect(page.locator(".editor-notice[role=status]")).toContainText(/The version published by meera on .* India time is now the draft/);
  await expect(page.locator("#root_notices_0_text")).toHaveValue(staff.meera);
  // The History button went with the view before: the focus is on the document's heading, not lost to the page.
  await expect(page.locator("#document-heading")).toBeFocused();
  await publish(page, staff.meera);
  await page.getByRole("button", { name: words.history, exact: true }).click();
  await expect(versionItems(page)).toHaveCount(4);
  await expect(versionItems(page).nth(0)).toContainText("Published by ravi on");
  await expect(versionItems(page).nth(0)).toContainText(staff.meera);
  await page.keyboard.press("Escape");
  await page.goto("/");
  await expect(page.getByText(staff.meera)).toBeVisible();
  await expect(page.getByText(staff.ravi)).toHaveCount(0);
});
