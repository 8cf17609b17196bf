import { expect, test, type Browser, type BrowserContextOptions } from "@playwright/test";
import type { EditorServer } from "../../../src/cli/editorServer.js";
import { startSite, storedPageViews } from "./pixelKit.js";

// A page's one view beacon, sent once the page is usable, counted per page address and day in the server's
// store (read after the server stops), robots by user agent apart; nothing at all with Do Not Track or Global Privacy
// Control. The real server on a store of its own, so that no other test's visits are counted.
test.setTimeout(240_000);
const person = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** Opens `path` in a new context and waits until the page has loaded and the browser has been idle once after. */
async function visit(browser: Browser, server: EditorServer, path: string, options: BrowserContextOptions & { init?: () => void } = {}) {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const beacons: string[] = [];
  const answers: number[] = [];
  page.on("request", (r) => r.url().includes("/api/page-view") && beacons.push(`${r.method()} ${new URL(r.url()).search}`));
  page.on("response", (r) => r.url().includes("/api/page-view") && answers.push(r.status()));
  await page.goto(path);
  // The beacon is queued from the first idle callback after load: one queued now comes after it.
  await page.evaluate(() => new Promise((idle) => (document.readyState === "complete" ? requestIdleCallback(idle) : addEventListener("load", () => requestIdleCallback(idle)))));
  return { context, page, beacons, answers };
}

test("a visit sends one beacon once the page is usable and counts once; a robot counts apart; DNT, GPC and the not-found page send nothing", async ({ browser }) => {
  const server = await startSite();
  try {
    const seen = await visit(browser, server, "/gst-registration", { userAgent: person });
    await expect.poll(() => seen.beacons).toEqual([`POST ?path=${encodeURIComponent("/gst-registration")}`]);
    // The next page of the visit: its own beacon; that the first page's is not sent again, the stored counts say.
    await seen.page.getByRole("link", { name: "Company Registration" }).first().click();
    await expect(seen.page).not.toHaveURL(/gst-registration/);
    await expect.poll(() => seen.beacons).toEqual([`POST ?path=${encodeURIComponent("/gst-registration")}`, `POST ?path=${encodeURIComponent(new URL(seen.page.url()).pathname)}`]);
    await expect.poll(() => seen.answers).toEqual([204, 204]);
    const second = new URL(seen.page.url()).pathname;
    expect(await seen.context.cookies()).toEqual([]);

    const robot = await visit(browser, server, "/gst-registration"); // headless Chromium's own user agent
    await expect.poll(() => robot.beacons).toHaveLength(1);
    const dnt = await visit(browser, server, "/gst-registration", { userAgent: person, init: () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }) });
    const gpc = await visit(browser, server, "/gst-registration", { userAgent: person, init: () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }) });
    // The not-found page is no page: nothing to count, no refused request in its console.
    const lost = await visit(browser, server, "/no-such-page", { userAgent: person });
    expect([dnt.beacons, gpc.beacons, lost.beacons]).toEqual([[], [], []]);
    for (const v of [seen, robot, dnt, gpc, lost]) await v.context.close();

    const rows = (await storedPageViews(server)).map(({ path, bot, views }) => ({ path, bot, views }));
    expect(rows).toEqual(
      [
        { path: "/gst-registration", bot: false, views: 1 },
        { path: "/gst-registration", bot: true, views: 1 },
        { path: second, bot: false, views: 1 },
      ].sort((a, b) => a.path.localeCompare(b.path) || Number(a.bot) - Number(b.bot)),
    );
  } finally {
    server.stop();
  }
});
