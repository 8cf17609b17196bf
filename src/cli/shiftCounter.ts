/** The layout shifts a page has had since counting began: their sum (CLS's unit) and, for each, what moved and how. */
export interface Shifts {
  total: number;
  moved: string[];
}

/**
 * Runs in the page (a Playwright init script or evaluate, or the bench's init script as source text), so it holds
 * no closure and no function assigned to a name (tsx would wrap such a function in a `__name` helper that the page
 * does not have). Counts the page's layout shifts from now on (`buffered`: from the document's start too) and puts
 * `__shifts.read()` on the window: the shifts so far (not those within 500 ms of an input, which CLS leaves out), with
 * the ones the browser has not yet delivered, each with the
 * elements that moved (tag, classes, data- attributes) and their boxes before and after. The bench's shift scan
 * (benchShifts.ts) and the browser tests (tests/e2e/layoutShifts.ts) both count with it.
 */
export function startShiftCounting(buffered: boolean): void {
  type Shift = { value: number; startTime: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
  const entries: Shift[] = [];
  // As CLS counts them: a shift within 500 ms of the visitor's input (a click, a key) is the page answering them.
  const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as unknown as Shift[]).filter((e) => !e.hadRecentInput)));
  observer.observe({ type: "layout-shift", buffered });
  (window as unknown as { __shifts: { read(): Shifts } }).__shifts = {
    read() {
      entries.push(...(observer.takeRecords() as unknown as Shift[]).filter((e) => !e.hadRecentInput));
      return {
        total: entries.reduce((sum, e) => sum + e.value, 0),
        moved: entries.map((e) => {
          const what = (e.sources ?? []).map((s) => {
            const n = s.node;
            const name =
              n instanceof Element
                ? n.tagName.toLowerCase() +
                  [...n.classList].map((c) => `.${c}`).join("") +
                  [...n.attributes]
                    .filter((a) => a.name.startsWith("data-"))
                    .map((a) => `[${a.name}=${a.value}]`)
                    .join("")
                : n
                  ? n.nodeName
                  : "(gone)";
            const [before, after] = [s.previousRect, s.currentRect].map((r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`);
            return `${name} ${before} → ${after}`;
          });
          return `${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms: ${what.join("; ") || "(no source)"}`;
        }),
      };
    },
  };
}
