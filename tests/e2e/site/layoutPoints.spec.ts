import { expect, test } from "@playwright/test";
import type { TraceEvent } from "../../../src/cli/benchThreadTime.js";
import { evaluationsAt, scriptPlace } from "./traceKit.js";

// The layout points (renderer/StyleGate.tsx, docs/rendering.md 'Layout points'): the style gate after the header and
// the script right after </main> each make the browser lay out, in the parser's task, what has been parsed since the
// last layout, so that the first frames paint boxes already laid out instead of laying the header and <main> out
// themselves. A trace of a load finds a layout inside each script's evaluation: of the header at the gate, and of
// <main> at its end. It fails when either script stops reading a box's size.
//
// Nothing else lays the page out before them, whatever the machine's speed: the first frame waits for `<main>`'s start
// tag, which comes after the gate has run (`rel="expect"`), and on a wide screen for the template after the second
// point. On a phone a frame may come while the parser is inside <main> and lay part of it out: there the test holds the
// gate only.
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const laptop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };

interface Layout extends TraceEvent {
  args?: TraceEvent["args"] & { beginData?: { dirtyObjects?: number } };
}

for (const [screen, use] of [["a phone", phone], ["a laptop", laptop]] as const)
  test.describe(`on ${screen}`, () => {
    test.use(use);
    for (const path of ["/gst-registration", "/"]) {
      const both = screen === "a laptop";
      test(`${path}: the header is laid out by the style gate${both ? " and <main> by the script after it" : ""}, in the parser's task`, async ({ page, browser }) => {
        await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline"] });
        await page.goto(path);
        const events = (JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: Layout[] }).traceEvents;

        const html = await (await page.request.get(path)).text();
        const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
        const evaluationAt = (id: string) => {
          const place = scriptPlace(html, `<script id="${id}">`);
          expect(place, `the page has <script id="${id}">`).toBeDefined();
          const found = evaluationsAt(events, path, place!);
          expect(found, `the script #${id} at ${place!.line}:${place!.column} was evaluated once`).toHaveLength(1);
          return found[0];
        };
        // The boxes the layouts inside a script's evaluation laid out (Layout events are complete events, `ph: "X"`).
        const boxesLaidOutIn = (script: TraceEvent) =>
          events
            .filter((e) => e.name === "Layout" && e.ph === "X" && thread(e) === thread(script) && e.ts >= script.ts && e.ts < script.ts + (script.dur ?? 0))
            .reduce((n, l) => n + (l.args?.beginData?.dirtyObjects ?? 0), 0);

        // The header's bar: the logo, the Login and call-back buttons, the burger or the menu's tabs, and their text.
        expect(boxesLaidOutIn(evaluationAt("style-gate")), "the gate laid the header out").toBeGreaterThanOrEqual(10);
        // <main>'s hero, its form or its sections: dozens of boxes, none of them laid out before (no frame came yet).
        if (both) expect(boxesLaidOutIn(evaluationAt("main-layout")), "the script after </main> laid <main> out").toBeGreaterThanOrEqual(30);
      });
    }
  });
