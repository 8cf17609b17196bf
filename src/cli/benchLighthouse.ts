type Row = [string, string, string];

/** The pages Lighthouse measures: the home page and four service pages (a lead form of layout 1, layout 3, /talk-to-a-lawyer, no form). */
export const lighthousePages = ["/", "/company-registration", "/gst-registration", "/talk-to-a-lawyer", "/llp-registration"];

/** Runs per page: one run's score moves with whatever else the machine does, so the bench gives the median and the worst. */
export const lighthouseRuns = 3;

const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** One Lighthouse run's figures. */
export interface LighthouseRun {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kib: number;
  /** The page's elements, unused JavaScript (KiB) and forced reflows' total (ms): where the time goes. */
  domElements: number;
  unusedJsKiB: number;
  forcedReflowMs: number;
  /** Lighthouse's measure of this machine's speed at the time of the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

/**
 * Lighthouse (mobile, simulated throttling, Debian's chromium) on each page, `runs` times, round-robin over the pages so
 * that a busy minute on the machine spreads over pages instead of sinking one. Per page: the median and the worst run
 * (the lowest performance), with TBT, LCP and the benchmark index of each, since TBT is a multiple of this CPU's speed.
 */
export async function benchLighthouse(base: string, runs = lighthouseRuns): Promise<Row[]> {
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags });
  const byPage = new Map<string, LighthouseRun[]>(lighthousePages.map((p) => [p, []]));
  const failures: Row[] = [];
  const run = async (url: string) =>
    (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }))!.lhr;
  try {
    for (let round = 0; round < runs; round++) {
      for (const path of lighthousePages) {
        // Lighthouse now and then loses a run's trace (NO_NAVSTART on a busy machine): such a run is tried again, twice at most.
        let lhr = await run(`${base}${path}`);
        for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) lhr = await run(`${base}${path}`);
        if (lhr.runtimeError) {
          failures.push([`Lighthouse mobile ${path} (run ${round + 1})`, "no result", `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`]);
          continue;
        }
        const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const audit = (a: string) => lhr.audits[a]?.numericValue ?? NaN;
        byPage.get(path)!.push({
          scores: { performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo") },
          lcpMs: audit("largest-contentful-paint"),
          tbtMs: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          kib: audit("total-byte-weight") / 1024,
          domElements: audit("dom-size"),
          unusedJsKiB: ((lhr.audits["unused-javascript"]?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0) / 1024,
          forcedReflowMs: forcedReflowMs(lhr.audits["forced-reflow-insight"]?.details),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  const rows: Row[] = [];
  for (const [path, list] of byPage) if (list.length) rows.push(...summaryRows(path, list));
  return [...rows, ...failures];
}

/** A page's runs as two rows: the median run and the worst run (by performance, then TBT). */
export function summaryRows(path: string, list: LighthouseRun[]): Row[] {
  const sorted = [...list].sort((a, b) => a.scores.performance - b.scores.performance || b.tbtMs - a.tbtMs);
  const worst = sorted[0];
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const indexes = list.map((r) => r.benchmarkIndex.toFixed(0)).join(", ");
  const line = (r: LighthouseRun) => {
    const s = r.scores;
    return `${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo}`;
  };
  const note = (r: LighthouseRun) =>
    `TBT ${r.tbtMs.toFixed(0)} ms, LCP ${(r.lcpMs / 1000).toFixed(1)} s, CLS ${r.cls.toFixed(3)}, ${r.kib.toFixed(1)} KiB, benchmark index ${r.benchmarkIndex.toFixed(0)}, ` +
    `${r.domElements} elements, unused JS ${r.unusedJsKiB.toFixed(1)} KiB, forced reflow ${r.forcedReflowMs.toFixed(0)} ms`;
  return [
    [`Lighthouse mobile ${path}, median of ${list.length}`, line(median), `${note(median)}; all runs' performance ${list.map((r) => r.scores.performance).join(", ")}`],
    [`Lighthouse mobile ${path}, worst of ${list.length}`, line(worst), `${note(worst)}; benchmark index of the runs ${indexes}`],
  ];
}

/** The forced reflows' total time from Lighthouse's insight (a list holding a table of sources and their reflow time). */
function forcedReflowMs(details: unknown): number {
  const tables = (details as { items?: { items?: { reflowTime?: number }[] }[] } | undefined)?.items ?? [];
  return tables.flatMap((t) => t.items ?? []).reduce((n, row) => n + (row.reflowTime ?? 0), 0);
}
