import { expect, test } from "@playwright/test";
import type { TraceEvent } from "../../../src/cli/benchThreadTime.js";

// The layout points (renderer/StyleGate.tsx, docs/rendering.md 'Layout points'): the style gate after the header and
// the script right after </main> each make the browser lay out, in the parser's task, what has been parsed since the
// last layout, so that the first frames paint boxes already laid out instead of laying the header and <main> out
// themselves. A trace of a load finds a layout inside each script's evaluation, of the header at the gate and of
// <main> at its end. It fails when either script stops reading a box's size (a comment, an empty template).
//
// Nothing else lays the page out before them: the first frame waits for the gate (`rel="expect"`), and on a wide
// screen for the script after </main> too, so what they find to lay out does not depend on the machine's speed. On a
// phone a frame may come while the parser is inside <main> and lay part of it out: there the test holds the gate only.
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const laptop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };

interface Layout extends TraceEvent {
  args?: TraceEvent["args"] & { beginData?: { dirtyObjects?: number; totalObjects?: number } };
}

for (const [screen, use] of [["a phone", phone], ["a laptop", laptop]] as const) test.describe(`on ${screen}`, () => {
  test.use(use);
  for (const path of ["/gst-registration", "/"]) {
  test(`${path}: the header is laid out by the style gate${screen === "a laptop" ? " and <main> by the script after it" : ""}, in the parser's task`, async ({ page, browser }) => {
    await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline"] });
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
    const events = (JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: Layout[] }).traceEvents;

    // Each script's place in the page's HTML, as the trace gives an inline script's: its line from 1, and the column of its text.
    const html = await (await page.request.get(path)).text();
    const placeOf = (id: string) => {
      const at = html.indexOf(`<script id="${id}">`) + `<script id="${id}">`.length;
      const before = html.slice(0, at).split("\n");
      return { line: before.length, column: before.at(-1)!.length };
    };
    const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
    const evaluations = events.filter((e) => e.name === "EvaluateScript" && e.ph === "X");
    const evaluationAt = (id: string) => {
      const { line, column } = placeOf(id);
      const found = evaluations.filter((e) => {
        const data = (e.args as { data?: { url?: string; lineNumber?: number; columnNumber?: number } }).data;
        return data?.url?.endsWith(path) && data.lineNumber === line && Math.abs((data.columnNumber ?? -1) - column) <= 1;
      });
      expect(found, `the script #${id} at ${line}:${column} was evaluated once`).toHaveLength(1);
      return found[0];
    };
    const layoutsIn = (script: TraceEvent) =>
      events.filter((e): e is Layout => e.name === "Layout" && e.ph === "X" && thread(e) === thread(script) && e.ts >= script.ts && e.ts < script.ts + (script.dur ?? 0));

    const boxesLaidOut = (script: TraceEvent) => layoutsIn(script).reduce((n, l) => n + (l.args?.beginData?.dirtyObjects ?? 0), 0);
    const gate = evaluationAt("style-gate");
    const end = evaluationAt("main-parsed");
    expect(gate.ts, "the gate comes before the end of <main>").toBeLessThan(end.ts);
    // The header's bar: the logo, the Login and call-back buttons, the burger or the menu's tabs, and their text.
    expect(boxesLaidOut(gate), "the gate laid the header out").toBeGreaterThanOrEqual(10);
    // <main>'s hero, its form or its sections: dozens of boxes, none of them laid out before (no frame came yet).
    if (screen === "a laptop") expect(boxesLaidOut(end), "the script after </main> laid <main> out").toBeGreaterThanOrEqual(30);
  });
  }
});
