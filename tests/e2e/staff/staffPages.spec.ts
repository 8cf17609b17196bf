import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { adminPassword, at, icon, m, proactivePage, visit } from "../chat/chatKit.js";
import { sampleProcessLead } from "../../../src/cli/sampleLead.js";
import { e2eDataDir } from "../fixtureSession.js";

// No test here depends on another's state, so both workers may share the file: the suite then ends with both busy.
test.describe.configure({ mode: "parallel" });

// Every staff page is usable on a 390 px phone, with no sideways scroll of the page (wide tables scroll in a
// box of their own). Rows with long words are made first, so that the tables have something to be wide with.
const staffPages = ["/admin", "/admin/leads", "/admin/payments", "/admin/user-tracks", "/admin/insights", "/admin/chat", "/admin/editor", "/admin/editor#file=config%2Fconstants.json"];

test.beforeAll(async ({ browser, request }) => {
  // A lead with a long address, as partners' servers send them (POST /api/process-lead with its api-key).
  const apiKey = readFileSync(join(e2eDataDir, "lead-api-key"), "utf8").trim();
  // Run once per worker that takes tests of this file: the worker's index keeps the two leads apart.
  const n = `${Date.now()}${test.info().parallelIndex}`.slice(-8);
  const lead = await request.post("/api/process-lead", {
    headers: { "api-key": apiKey },
    data: sampleProcessLead(
      { email: `a.very.long.address.for.a.narrow.screen.${n}@example-company-with-a-long-name.in`, mobileNumber: `97${n}` },
      { city: "Thiruvananthapuram", state: "Kerala", url: "http://127.0.0.1/gst-registration?utm_source=a-long-campaign-name&utm_medium=email" },
    ),
  });
  expect(lead.status()).toBe(200);
  // A conversation on a service page, which the agents' list shows.
  const visitor = await browser.newPage();
  await visit(visitor, proactivePage, at.saturday1800);
  await icon(visitor).click();
  await expect(visitor.getByRole("dialog", { name: m.panelTitle })).toBeVisible();
  await visitor.close();
});

for (const path of staffPages) {
  test(`${path} at 390 px: no sideways scroll; axe clean`, async ({ browser }) => {
    const context = await browser.newContext({ httpCredentials: { username: "admin", password: adminPassword() }, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    if (path === "/admin/chat") await expect(page.locator("#conversation-list tbody tr").first()).toBeVisible();
    if (path.startsWith("/admin/editor#")) await expect(page.locator("form.rjsf")).toBeVisible();
    if (path === "/admin/leads") await expect(page.locator("tbody tr").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A wide table's caption starts where its box does, in view: centred over the table, it was off the screen.
    const captionText = await page.evaluate(() => {
      const caption = document.querySelector("caption");
      if (!caption) return null;
      const range = document.createRange();
      range.selectNodeContents(caption);
      return range.getBoundingClientRect().left;
    });
    if (captionText !== null) expect(captionText).toBeGreaterThanOrEqual(0);
    if (captionText !== null) expect(captionText).toBeLessThan(390 / 2);
    const violations = (await new AxeBuilder({ page }).exclude(".editor-preview iframe").analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target}`);
    expect(violations).toEqual([]);
    await context.close();
  });
}

test("a lead's page from the listing at 390 px: axe clean, no sideways scroll; its follow-up form saves the state, the name and a note", async ({ browser }) => {
  const words = (JSON.parse(readFileSync("config/messages.json", "utf8")) as { server: { leadHandling: Record<string, string> & { states: Record<string, string> } } }).server.leadHandling;
  const context = await browser.newContext({ httpCredentials: { username: "admin", password: adminPassword() }, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/admin/leads");
  const first = page.locator("tbody th[scope=row] a").first();
  const ticket = (await first.textContent())!;
  await first.click();
  await expect(page.locator("h1")).toHaveText(words.title.replace("{ticket}", ticket));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

  await page.getByLabel(words.handlingLabel).selectOption({ label: words.states.contacted });
  await page.getByLabel(words.assignedLabel).fill("Meera");
  await page.getByLabel(words.noteLabel).fill(`Called ${ticket}; sending the quote.`);
  await page.getByRole("button", { name: words.save }).click();
  await expect(page.getByRole("status")).toHaveText(words.saved);
  await expect(page.getByLabel(words.handlingLabel)).toHaveValue("contacted");
  await expect(page.getByLabel(words.assignedLabel)).toHaveValue("Meera");
  await expect(page.locator(".notes li").last()).toContainText(`Called ${ticket}; sending the quote.`);
  // Saved once: the page after the save is a GET, so a reload does not post the note again.
  await page.reload();
  await expect(page.locator(".notes li").filter({ hasText: `Called ${ticket}` })).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await context.close();
});
