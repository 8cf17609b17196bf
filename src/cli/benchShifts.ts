import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageManifest } from "../server/pageManifest.js";
import { CdpBrowser } from "./cdpPipe.js";
import { cpuSlowdown, desktopScreen, evaluate, loadPage, openVisitorPage, phoneScreen, type Screen } from "./cdpVisitorPage.js";
import { startShiftCounting, type Shifts } from "./shiftCounter.js";

type Row = [string, string, string];

/** One page's layout shifts at load: their sum (CLS's unit) and what moved. */
export interface PageShifts {
  route: string;
  total: number;
  moved: string[];
}

/**
 * Every page of the build (dist/pages.json, the ones answered with 200) loaded as a slow phone loads it (390×844, 4×
 * CPU, a fresh context each: cdpVisitorPage.ts), then as a laptop at 4× (1280×800: the header's menu row, the
 * sections side by side), counting its layout shifts until the page is drawn whole: the load
 * event, the footer's contents shown (they come a frame after the rest on a phone: src/styles/footer.css), and two
 * more frames. A shift on one page of 189 is what Lighthouse's five pages do not show: a short page's footer moved
 * into view by a section drawn late, a button that grew when its icon was parsed (docs/rendering.md). Any shift breaks
 * the budget (CLS 0) and makes the bench exit non-zero.
 */
export async function benchShifts(root: string, base: string): Promise<Row[]> {
  const manifest = JSON.parse(readFileSync(join(root, "dist/pages.json"), "utf8")) as PageManifest;
  const routes = manifest.pages.filter((p) => p.status === 200).map((p) => p.route);
  const browser = await CdpBrowser.launch();
  const rows: Row[] = [];
  try {
    for (const screen of [phoneScreen, desktopScreen, ...extraScreens(process.env.BENCH_SHIFT_SCREENS)]) {
      const shifted: PageShifts[] = [];
      for (const route of routes) {
        const page = await openVisitorPage(browser, [`(${startShiftCounting.toString()})(true)`], screen);
        try {
          await loadPage(browser, page.sessionId, `${base}${route}`);
          const seen = await evaluate<Shifts>(browser, page.sessionId, `(${shiftsOnceDrawn.toString()})()`);
          if (seen.total > 0) shifted.push({ route, ...seen });
        } finally {
          await page.close();
        }
      }
      if (shifted.length) process.exitCode = 1;
      rows.push(shiftsRow(routes.length, shifted, screen));
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * More windows to load every page in, from `BENCH_SHIFT_SCREENS` ("600x960,740x360": width×height in CSS pixels, a
 * phone's or tablet's at 2× pixels, with touch): a small tablet or a phone on its side, whose first screen ends
 * elsewhere than the 390×844 phone's, so that a section drawn late may be on it.
 */
export function extraScreens(spec: string | undefined): Screen[] {
  if (!spec?.trim()) return [];
  return spec.split(",").map((size) => {
    const match = /^\s*(\d{3,4})x(\d{3,4})\s*$/.exec(size);
    if (!match) throw new Error(`BENCH_SHIFT_SCREENS: '${size}' is not a window's size such as 600x960`);
    return { width: Number(match[1]), height: Number(match[2]), deviceScaleFactor: 2, mobile: true };
  });
}

export function shiftsRow(pages: number, shifted: PageShifts[], screen: Screen = phoneScreen): Row {
  const worst = [...shifted].sort((a, b) => b.total - a.total);
  return [
    `layout shifts at load, every page (${screen.width}×${screen.height}, ${cpuSlowdown}× CPU)`,
    shifted.length ? `${shifted.length} of ${pages} pages shift; worst ${worst[0].total.toFixed(5)}` : `none on ${pages} pages`,
    (worst.map((p) => `${p.route} ${p.total.toFixed(5)}: ${p.moved.join("; ")}`).join(" | ") || "each page from its start until its footer is drawn") + "; budget: CLS 0",
  ];
}

/**
 * Runs in the page, as source text: waits until the footer's contents are drawn (a phone draws them a frame after the
 * first: footer.css), then two frames more, and gives the shifts counted since the document's start (shiftCounter.ts).
 */
export async function shiftsOnceDrawn(): Promise<Shifts> {
  for (let i = 0; i < 600; i++) {
    const first = document.querySelector(".site-footer > *");
    if (!first || getComputedStyle(first).display !== "none") break;
    await new Promise((done) => requestAnimationFrame(() => done(undefined)));
  }
  for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(() => done(undefined)));
  return (window as unknown as { __shifts: { read(): Shifts } }).__shifts.read();
}
