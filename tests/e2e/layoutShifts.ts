import type { Page } from "@playwright/test";

/** The layout shifts a page has had since counting began: their sum (CLS's unit) and, for each, what moved and how. */
export interface Shifts {
  total: number;
  moved: string[];
}

interface Counter extends Shifts {
  observer: PerformanceObserver;
  record(entries: PerformanceEntryList): void;
}

/** Runs in the page: a counter on `window.__shifts`; `buffered`: the shifts since the document's start count too. */
function startCounting(buffered: boolean) {
  const w = window as unknown as { __shifts: Counter };
  const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName : "(gone)";
    const classes = [...node.classList].map((c) => `.${c}`).join("");
    const data = [...node.attributes].filter((a) => a.name.startsWith("data-")).map((a) => `[${a.name}=${a.value}]`).join("");
    return `${node.tagName.toLowerCase()}${classes}${data}`;
  };
  const counter: Counter = {
    total: 0,
    moved: [],
    observer: new PerformanceObserver((list) => counter.record(list.getEntries())),
    record(entries) {
      for (const entry of entries) {
        const shift = entry as unknown as { value: number; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        counter.total += shift.value;
        const what = (shift.sources ?? []).map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
        counter.moved.push(`${shift.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${what.join("; ") || "(no source)"}`);
      }
    },
  };
  w.__shifts = counter;
  counter.observer.observe({ type: "layout-shift", buffered });
}

/** Counts the layout shifts of every document the page loads from now on, from its start (call before `goto`). */
export const countShiftsFromLoad = (page: Page) => page.addInitScript(startCounting, true);

/** Counts the layout shifts of the page's current document from now on. */
export const countShiftsFromNow = (page: Page) => page.evaluate(startCounting, false);

/** The shifts counted so far, with the ones the browser has not yet delivered to the observer. */
export function shiftsSoFar(page: Page): Promise<Shifts> {
  return page.evaluate(() => {
    const counter = (window as unknown as { __shifts: Counter }).__shifts;
    counter.record(counter.observer.takeRecords());
    return { total: counter.total, moved: counter.moved };
  });
}
