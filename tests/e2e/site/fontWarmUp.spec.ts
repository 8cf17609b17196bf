import { expect, test } from "@playwright/test";
import type { TraceEvent } from "../../../src/cli/benchThreadTime.js";

// The font warm-up (renderer/fontWarmUp.ts, docs/rendering.md 'The font warm-up'): the renderer's font look-ups (a
// family and weight, `FontDataManager::onMatchFamilyStyle`; a family, size and weight, `GetWebFontRenderStyleForStrike`;
// each a synchronous call to the browser process on Linux) are all made in the warm-up's task, before the first
// frame, and none in a frame or in the parser's later tasks. It fails when the warm-up asks for other fonts than the
// page draws in (a family, size or weight the sheets use and the theme does not give, or a font property the warm-up's
// lines lack), and when the warm-up is gone.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const lookups = /^(FontDataManager::onMatchFamilyStyle|WebSandboxSupportLinux::GetWebFontRenderStyleForStrike)$/;

for (const path of ["/gst-registration", "/"]) {
  test(`${path}: every font look-up of the load is made in one task before the first frame, none while frames draw the page`, async ({ page, browser }) => {
    await browser.startTracing(page, { categories: ["toplevel", "fonts", "devtools.timeline"] });
    await page.goto(path);
    await expect(page.locator(".site-header[data-island-hydrated], [data-island='header'][data-island-hydrated]").first()).toBeAttached();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
    const events = (JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;

    const fontEvents = events.filter((e) => lookups.test(e.name));
    expect(fontEvents.length, "the trace has the renderer's font look-ups").toBeGreaterThan(0);
    const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
    const main = thread(fontEvents[0]);
    expect(new Set(fontEvents.map(thread)), "all on the page's main thread").toEqual(new Set([main]));
    const tasks = events.filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask" && thread(e) === main).sort((a, b) => a.ts - b.ts);
    const taskOf = (e: TraceEvent) => tasks.filter((t) => t.ts <= e.ts && e.ts < t.ts + (t.dur ?? 0)).at(0);
    const holding = new Set(fontEvents.map((e) => taskOf(e)));
    expect([...holding].map((t) => t?.args?.src_func), "one task holds every look-up").toHaveLength(1);
    const warmUp = [...holding][0]!;
    // That task ran the warm-up: the inline script evaluated in it is the one at the warm-up's line of the page.
    const html = await (await page.request.get(path)).text();
    const line = html.slice(0, html.indexOf('<script id="font-warm-up">')).split("\n").length;
    const evaluated = events.filter((e) => e.name === "EvaluateScript" && thread(e) === main && taskOf(e) === warmUp).map((e) => (e.args as { data?: { lineNumber?: number } }).data?.lineNumber);
    expect(evaluated, "the warm-up's script was evaluated in that task").toContain(line);
    // The first frame after the navigation's commit (a frame of the page before it is not this document's).
    const commit = tasks.find((t) => t.args?.src_func === "Accept");
    const firstFrame = tasks.find((t) => t.args?.src_func === "ScheduledActionSendBeginMainFrame" && (!commit || t.ts > commit.ts));
    expect(firstFrame, "a frame was drawn").toBeDefined();
    expect(warmUp.ts, "the look-ups come before the first frame").toBeLessThan(firstFrame!.ts);
    expect(warmUp.args?.src_func).not.toBe("ScheduledActionSendBeginMainFrame");

    // The warm-up leaves nothing in the page: its element is gone and the page's first element is the script itself.
    expect(await page.evaluate(() => ({ first: document.body.firstElementChild?.id, hiddenLines: document.querySelectorAll("body > div[aria-hidden='true']").length }))).toEqual({ first: "font-warm-up", hiddenLines: 0 });
  });
}
