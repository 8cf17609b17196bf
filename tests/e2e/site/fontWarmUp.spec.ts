import { expect, test } from "@playwright/test";
import type { TraceEvent } from "../../../src/cli/benchThreadTime.js";
import { evaluationsAt, scriptPlace } from "./traceKit.js";
import { reachForHeader } from "../headerKit.js";

// The font warm-up (renderer/fontWarmUp.ts, docs/rendering.md 'The font warm-up'): the renderer's font look-ups (a
// family and weight, `FontDataManager::onMatchFamilyStyle`; a family, size and weight, `GetWebFontRenderStyleForStrike`;
// each a synchronous call to the browser process on Linux) are all made by the warm-up's scripts, before the first
// frame, and none in a frame or in the parser's later tasks; each script makes one family and weight's, so that no one
// task waits for them all. It fails when the warm-up asks for other fonts than the page draws in (a family, size or
// weight the sheets use and the theme does not give, or a font property the warm-up's lines lack), when one script
// asks for two families or weights, and when the warm-up is gone.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const familyMatch = "FontDataManager::onMatchFamilyStyle";
const strike = "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike";

for (const path of ["/gst-registration", "/"]) {
  test(`${path}: every font look-up of the load is made by the warm-up's scripts before the first frame, one family and weight each, none while frames draw the page`, async ({ page, browser }) => {
    await browser.startTracing(page, { categories: ["toplevel", "fonts", "devtools.timeline"] });
    await page.goto(path);
    await reachForHeader(page);
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
    const events = (JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;

    const fontEvents = events.filter((e) => e.name === familyMatch || e.name === strike);
    expect(fontEvents.length, "the trace has the renderer's font look-ups").toBeGreaterThan(0);
    const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
    const main = thread(fontEvents[0]);
    expect(new Set(fontEvents.map(thread)), "all on the page's main thread").toEqual(new Set([main]));

    // The warm-up's scripts as the page has them, each found in the trace by its place in the page (traceKit.ts).
    const html = await (await page.request.get(path)).text();
    const tags = [...html.matchAll(/<script id="(font-warm-up(?:-\d+)?)">/g)];
    expect(tags.map((t) => t[1]).slice(0, 2), "the warm-up's scripts, the first one first").toEqual(["font-warm-up", "font-warm-up-2"]);
    const scripts = tags.map((tag) => {
      const place = scriptPlace(html, tag[0], tag.index)!;
      const evaluated = evaluationsAt(events, path, place).filter((e) => thread(e) === main);
      expect(evaluated, `#${tag[1]} at ${place.line}:${place.column} was evaluated once`).toHaveLength(1);
      return { id: tag[1], evaluation: evaluated[0] };
    });
    const inside = (e: TraceEvent, outer: TraceEvent) => outer.ts <= e.ts && e.ts < outer.ts + (outer.dur ?? 0);
    for (const e of fontEvents) expect(scripts.some((s) => inside(e, s.evaluation)), `${e.name} at ${e.ts} is made by a warm-up script`).toBe(true);
    // Each script one family and weight: at most one family match, and no more strikes than the theme's sizes.
    const first = html.slice(tags[0].index + tags[0][0].length, html.indexOf("</script>", tags[0].index));
    const sizes = (JSON.parse(first.match(/,(\[[\d,]+\]),\[[\d,]+\]\)$/)?.[1] ?? "[]") as number[]).length;
    expect(sizes, "the theme's sizes, read from the first script").toBeGreaterThan(0);
    for (const { id, evaluation } of scripts) {
      const own = fontEvents.filter((e) => inside(e, evaluation));
      expect(own.filter((e) => e.name === familyMatch).length, `#${id}'s family matches`).toBeLessThanOrEqual(1);
      // A fresh renderer: each script's weight is new to it, so it looks strikes up (none would mean it warms nothing).
      expect(own.filter((e) => e.name === strike).length, `#${id}'s strikes`).toBeGreaterThan(0);
      expect(own.filter((e) => e.name === strike).length, `#${id}'s strikes`).toBeLessThanOrEqual(sizes);
    }

    // The first frame after the navigation's commit (a frame of the page before it is not this document's) comes after them all.
    const tasks = events.filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask" && thread(e) === main).sort((a, b) => a.ts - b.ts);
    const commit = tasks.find((t) => t.args?.src_func === "Accept");
    const firstFrame = tasks.find((t) => t.args?.src_func === "ScheduledActionSendBeginMainFrame" && (!commit || t.ts > commit.ts));
    expect(firstFrame, "a frame was drawn").toBeDefined();
    for (const { id, evaluation } of scripts) expect(evaluation.ts + (evaluation.dur ?? 0), `#${id} ran before the first frame`).toBeLessThan(firstFrame!.ts);

    // The warm-up leaves nothing in the page: its elements are gone and the page's first element is its first script.
    expect(await page.evaluate(() => ({ first: document.body.firstElementChild?.id, hiddenLines: document.querySelectorAll("body > div[aria-hidden='true']").length }))).toEqual({ first: "font-warm-up", hiddenLines: 0 });
  });
}
