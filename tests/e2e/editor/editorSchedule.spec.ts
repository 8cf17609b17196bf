import { expect, test, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatInTimeZone } from "date-fns-tz";
import constants from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import type { EditorServer } from "../../../src/cli/editorServer.js";
import { countShiftsFromLoad, shiftsSoFar } from "../layoutShifts.js";
import { draftSaved, editorSession, openField, publish } from "./editorKit.js";

// Issue 26, 'Done when': through the editor alone, a notice scheduled two minutes ahead appears and then goes without
// a publish, on the visitor page's clock (Playwright's page.clock), against the real server on a copy of the documents.
let server: EditorServer;
let page: Page;
editorSession(
  (s, p) => {
    server = s;
    page = p;
  },
  {
    // A clock the test moves (POST /dev/clock, as tests/e2e/clockServer.ts), and the server's look for due schedules
    // every second, so that the refresh follows a moved clock at once (it sets a timer for each moment by real time).
    env: { VIDHI_DEV_CLOCK: "1" },
    prepare: (documentsRoot) => {
      const file = join(documentsRoot, "config/constants.json");
      const doc = JSON.parse(readFileSync(file, "utf8"));
      doc.schedules.checkEverySeconds = 1;
      writeFileSync(file, JSON.stringify(doc, null, 2) + "\n");
    },
  },
);
let from: number;
let until: number;

/** A moment as the schedule's form writes it: India time, to the minute. */
const local = (ms: number) => formatInTimeZone(new Date(ms), constants.schedules.timeZone, "yyyy-MM-dd'T'HH:mm");

test("a notice scheduled two minutes ahead: not shown once published, shown at its start and gone at its end, without a reload or a publish", async ({ browser }) => {
  // Whole minutes, as the form writes them: the start two minutes after the coming minute, the end two minutes later.
  from = Math.ceil(Date.now() / 60_000) * 60_000 + 120_000;
  until = from + 120_000;
  await openField(page, "config/banners.json", ["notices", 0]);
  await page.locator("#root_notices_0_schedule_from").fill(local(from));
  await page.locator("#root_notices_0_schedule_until").fill(local(until));
  await draftSaved(page);
  await expect(page.locator(".editor-problems")).toHaveCount(0);

  // The preview draws the home page (which shows this notice) as it is now, then as at the start.
  const preview = page.frameLocator(".editor-preview iframe");
  const previewed = preview.locator("[data-banner='notice-a']");
  await expect(previewed).toBeAttached();
  await expect(previewed).toBeHidden();
  await page.getByLabel(messages.adminEditorPreview.asAtLabel).fill(local(from));
  await expect(previewed).toBeVisible();

  await publish(page, "Schedule");
  // The HTML itself carries the moments, for the page's check and for anyone without JavaScript.
  const html = await (await page.request.get(`${server.url}/`)).text();
  expect(html).toContain(`data-show-from="${local(from)}+05:30" data-show-until="${local(until)}+05:30" hidden=""`);

  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.clock.install();
  await visitor.goto("/");
  const notice = visitor.locator("[data-banner='notice-a']");
  await expect(notice).toBeAttached();
  await expect(notice).toBeHidden();
  await visitor.clock.pauseAt(from - 1000);
  await expect(notice).toBeHidden();
  await visitor.clock.runFor(1000);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("GST verification now requires in-person biometric authentication");
  await visitor.clock.runFor(until - from - 1);
  await expect(notice).toBeVisible();
  await visitor.clock.runFor(1);
  await expect(notice).toBeHidden();
  await visitor.context().close();
});

/** Moves the server's clock forward (never back) to a little after `at`; answers its time then. */
async function moveServerClockPast(at: number): Promise<number> {
  const now = async (advanceSeconds: number) => {
    const res = await page.request.post(`${server.url}/dev/clock`, { data: { advanceSeconds } });
    expect(res.ok()).toBe(true);
    return Date.parse(((await res.json()) as { now: string }).now);
  };
  const left = Math.ceil((at - (await now(0))) / 1000) + 1;
  return now(Math.max(left, 0));
}

test("the server renders the page again at each moment (its clock moved): HTML without JavaScript shows the notice, then leaves it out", async ({ browser }) => {
  const served = async () => (await page.request.get(`${server.url}/`)).text();
  const mark = `data-show-from="${local(from)}+05:30" data-show-until="${local(until)}+05:30"`;
  const serverNow = await moveServerClockPast(from);
  await expect.poll(served, { timeout: 60_000 }).toContain(`${mark}><div class="notice-banner" data-banner="notice-a">`);

  // A visitor at that time gets the page as it should be: the notice drawn shown, and nothing moves at load (CLS 0).
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await countShiftsFromLoad(visitor);
  await visitor.clock.install({ time: serverNow });
  await visitor.goto("/");
  await expect(visitor.locator("[data-banner='notice-a']")).toBeVisible();
  const shifts = await shiftsSoFar(visitor);
  console.log(`layout shift at load of a page with a scheduled notice, current: ${shifts.total}`);
  expect(shifts).toEqual({ total: 0, moved: [] });
  await visitor.context().close();

  await moveServerClockPast(until);
  await expect.poll(served, { timeout: 60_000 }).not.toContain('data-banner="notice-a"');
});
