import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageManifest } from "../server/pageManifest.js";
import { CdpBrowser } from "./cdpPipe.js";
import { cpuSlowdown, evaluate, loadPage, openVisitorPage } from "./cdpVisitorPage.js";

type Row = [string, string, string];

/** One page's layout shifts at load: their sum (CLS's unit) and what moved. */
export interface PageShifts {
  route: string;
  total: number;
  moved: string[];
}

/**
 * Every page of the build (dist/pages.json, the ones answered with 200) loaded as a slow phone loads it (390×844, 4×
 * CPU, a fresh context each: cdpVisitorPage.ts), counting its layout shifts until the page is drawn whole: the load
 * event, the footer's contents shown (they come a frame after the rest on a phone: src/styles/footer.css), and two
 * more frames. A shift on one page of 189 is what Lighthouse's five pages do not show: a short page's footer moved
 * into view by a section drawn late, a button that grew when its icon was parsed (docs/rendering.md). Any shift breaks
 * the budget (CLS 0) and makes the bench exit non-zero.
 */
export async function benchShifts(root: string, base: string): Promise<Row[]> {
  const manifest = JSON.parse(readFileSync(join(root, "dist/pages.json"), "utf8")) as PageManifest;
  const routes = manifest.pages.filter((p) => p.status === 200).map((p) => p.route);
  const browser = await CdpBrowser.launch();
  const shifted: PageShifts[] = [];
  try {
    for (const route of routes) {
      const page = await openVisitorPage(browser, [`(${shiftRecorder.toString()})()`]);
      try {
        await loadPage(browser, page.sessionId, `${base}${route}`);
        const seen = await evaluate<{ total: number; moved: string[] }>(browser, page.sessionId, "window.__benchShifts()");
        if (seen.total > 0) shifted.push({ route, ...seen });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  if (shifted.length) process.exitCode = 1;
  return [shiftsRow(routes.length, shifted)];
}

export function shiftsRow(pages: number, shifted: PageShifts[]): Row {
  const worst = [...shifted].sort((a, b) => b.total - a.total);
  return [
    `layout shifts at load, every page (390×844, ${cpuSlowdown}× CPU)`,
    shifted.length ? `${shifted.length} of ${pages} pages shift; worst ${worst[0].total.toFixed(5)}` : `none on ${pages} pages`,
    (worst.map((p) => `${p.route} ${p.total.toFixed(5)}: ${p.moved.join("; ")}`).join(" | ") || "each page from its start until its footer is drawn") + "; budget: CLS 0",
  ];
}

/**
 * Runs in the page before its own scripts, as the source of an init script: no closure and no named function inside
 * (tsx would name them with a helper the page does not have). Counts layout shifts from the document's start and
 * gives the page `__benchShifts`: a promise of them once the page is drawn whole.
 */
export function shiftRecorder(): void {
  type Shift = { value: number; startTime: number; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
  const entries: Shift[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as unknown as Shift[])));
  observer.observe({ type: "layout-shift", buffered: true });
  (window as unknown as { __benchShifts: () => Promise<{ total: number; moved: string[] }> }).__benchShifts = async () => {
    for (let i = 0; i < 600; i++) {
      const first = document.querySelector(".site-footer > *");
      if (!first || getComputedStyle(first).display !== "none") break;
      await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    }
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    entries.push(...(observer.takeRecords() as unknown as Shift[]));
    return {
      total: entries.reduce((sum, e) => sum + e.value, 0),
      moved: entries.map(
        (e) =>
          `${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms: ` +
          (e.sources ?? [])
            .map((s) => {
              const n = s.node;
              const what = n instanceof Element ? n.tagName.toLowerCase() + [...n.classList].map((c) => `.${c}`).join("") : n ? n.nodeName : "(gone)";
              const [a, b] = [s.previousRect, s.currentRect].map((r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`);
              return `${what} ${a} → ${b}`;
            })
            .join(", "),
      ),
    };
  };
}
