import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { formatInTimeZone } from "date-fns-tz";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import type { EditorServer } from "../../../src/cli/editorServer.js";
import { icon, m, proactivePage, visit } from "../chat/chatKit.js";
import { nextOpenDayAt } from "../chat/chatDays.js";
import { startClockServer } from "../clockServer.js";
import { payPlan, trademarkLeadWithCode } from "../journeyKit.js";
import { startSite } from "./pixelKit.js";

// A visit, a lead with its code and a payment, and a chat handed to a person, on the real server (a store of
// its own, so that no other test's visits count), then /admin/insights for that day and service counts each step, and
// its CSV holds the same numbers.
test.setTimeout(180_000);
const words = messages.server.insights;
const person = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const contact = { name: "Ira Sen", email: "ira.sen@zestbrew.example.com", mobile: "9830077881" };
const trademark = 78;
const today = () => formatInTimeZone(new Date(), constants.pageViews.timeZone, "yyyy-MM-dd");

/** The trademark page's lead form, counted as a page view first, to its verified lead. */
async function leadWithCode(page: Page) {
  const counted = page.waitForResponse((r) => r.url().includes("/api/page-view"));
  await page.goto("/trademark-registration");
  expect((await counted).status()).toBe(204);
  await trademarkLeadWithCode(page, contact);
}

/** A table of the insights page as [name, count, share] rows, as a person reads them. */
async function tableRows(page: Page, section: string): Promise<string[][]> {
  return page.locator(`table[data-section="${section}"] tbody tr`).evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())),
  );
}

test("each step of a visit, a lead with its code and a payment is counted for that day and service; the CSV holds the same numbers; axe clean at 390 px", async ({ browser }) => {
  const server: EditorServer = await startSite();
  try {
    const from = today();
    const visitor = await browser.newContext({ baseURL: server.url, userAgent: person });
    const page = await visitor.newPage();
    await leadWithCode(page);
    await payPlan(page, "trademark-filing", contact);
    await visitor.close();

    const staff = await browser.newContext({ baseURL: server.url, httpCredentials: { username: "admin", password: server.password }, viewport: { width: 390, height: 844 } });
    const admin = await staff.newPage();
    const query = `from=${from}&to=${today()}&service=${trademark}`;
    const share = (percent: string) => words.share.replace("{percent}", percent);
    const steps = words.steps;
    // The page's view, the form's first field, the lead, its code, the order and its payment: one each.
    await expect(async () => {
      await admin.goto(`/admin/insights?${query}`);
      expect(await tableRows(admin, "funnel")).toEqual([
        [steps.view, "1", ""],
        [steps["form-started"], "1", share("100.0")],
        [steps.lead, "1", share("100.0")],
        [steps.verified, "1", share("100.0")],
        [steps.order, "1", share("100.0")],
        [steps.paid, "1", share("100.0")],
      ]);
    }).toPass({ timeout: 30_000 });
    expect(await tableRows(admin, "paid")).toEqual([[expect.stringMatching(/trademark/i), "1"]]);
    expect(await tableRows(admin, "leads")).toEqual([[expect.stringMatching(/trademark/i), "1"]]);
    // The visit sent its lead: it stopped at no field.
    expect(await tableRows(admin, "stops")).toEqual([]);
    await expect(admin.locator("#insights-stops + p")).toHaveText(words.none);
    await expect(admin.getByLabel(words.service, { exact: true })).toHaveValue(String(trademark));
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const violations = (await new AxeBuilder({ page: admin }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target}`);
    expect(violations).toEqual([]);

    // The CSV link: the same numbers, table by table.
    const csvAddress = await admin.getByRole("link", { name: words.csv }).getAttribute("href");
    const csv = await admin.request.get(csvAddress!);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n").slice(1).map((l) => JSON.parse(`[${l}]`) as string[]);
    for (const section of ["funnel", "chat", "paid", "leads", "stops"] as const) {
      const shown = (await tableRows(admin, section)).map(([name, count, percent]) => [name, count, percent?.match(/[\d.]+/)?.[0] ?? ""]);
      expect(lines.filter((l) => l[0] === words.sections[section]).map((l) => l.slice(1)), section).toEqual(shown);
    }
    await staff.close();
  } finally {
    server.stop();
  }
});

test("a chat handed to a person: the conversation and the hand-over counted for the page's service on the server's day", async ({ browser }) => {
  // The hand-over needs the chat's hours, which the server decides by its own clock: a server whose clock the test moves.
  const server = await startClockServer(process.cwd());
  try {
    await server.moveTo(nextOpenDayAt(await server.now(), "11:00"));
    const page = await browser.newPage({ baseURL: server.url, userAgent: person });
    // The browser: a Saturday at 11:00 India time, when the widget offers a person.
    await visit(page, proactivePage, "2026-11-28T05:30:00Z");
    await icon(page).click();
    const panel = page.getByRole("dialog", { name: m.panelTitle });
    await panel.getByRole("button", { name: "Talk to an expert now" }).click();
    for (const text of ["Farah Khan", "9876512345"]) {
      await panel.getByLabel(m.answerLabel).fill(text);
      await panel.getByLabel(m.answerLabel).press("Enter");
      await expect(panel.getByRole("listitem").filter({ hasText: `${m.you}: ${text}` })).toHaveCount(1);
    }
    await expect(panel.getByRole("listitem").filter({ hasText: messages.chat.triggers.liveAgent })).toHaveCount(1);
    await page.close();

    const day = formatInTimeZone(await server.now(), constants.pageViews.timeZone, "yyyy-MM-dd");
    const staff = await browser.newContext({ baseURL: server.url, httpCredentials: { username: "admin", password: server.password } });
    const admin = await staff.newPage();
    const gst = 95;
    const share = (percent: string) => words.share.replace("{percent}", percent);
    await expect(async () => {
      await admin.goto(`/admin/insights?from=${day}&to=${day}&service=${gst}`);
      expect(await tableRows(admin, "chat")).toEqual([
        [words.steps.chat, "1", ""],
        [words.steps["chat-handed"], "1", share("100.0")],
        // Handed over with a number, the visitor is a lead of the chat (chatEffects.ts), though the script has no createLead step.
        [words.steps["chat-lead"], "1", share("100.0")],
      ]);
    }).toPass({ timeout: 30_000 });
    const csv = await (await admin.request.get(`/admin/insights?format=csv&from=${day}&to=${day}&service=${gst}`)).text();
    expect(csv).toContain(`"${words.sections.chat}","${words.steps["chat-handed"]}","1","100.0"`);
    await staff.close();
  } finally {
    server.stop();
  }
});
