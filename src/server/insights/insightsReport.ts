import { chatSteps, funnelSteps, partnerSteps, type InsightsSums } from "./insightsDaily.js";

/** One line of a table the page draws: its name, its count, and for a funnel's step the share of the step before that reached it. */
export interface ReportLine {
  name: string;
  count: number;
  /** 0 to 1; null for a funnel's first step, a step after one of 0, and every line that is not a step. */
  share: number | null;
}

/** What the insights page shows, and its CSV holds: the same numbers. */
export interface InsightsReport {
  funnel: ReportLine[];
  chat: ReportLine[];
  partners: ReportLine[];
  paid: ReportLine[];
  leads: ReportLine[];
  stops: ReportLine[];
}

export interface ReportNames {
  steps: Record<(typeof funnelSteps)[number] | (typeof chatSteps)[number] | (typeof partnerSteps)[number], string>;
  /** A service's name by its id (the catalogue's), or what to call an id it does not have. */
  service: (serviceId: number) => string;
  /** A lead form field's question by the key its events name (staff/formQuestions.ts); the key itself without. */
  field?: (key: string) => string;
}

/** A funnel's lines: each step's count, and the share of the step before that went on. */
function funnelOf(totals: Map<string, number>, steps: readonly (keyof ReportNames["steps"])[], names: ReportNames): ReportLine[] {
  return steps.map((step, i) => {
    const count = totals.get(step) ?? 0;
    const before = i === 0 ? 0 : (totals.get(steps[i - 1]) ?? 0);
    return { name: names.steps[step], count, share: before > 0 ? count / before : null };
  });
}

/** The `size` largest counts, largest first (ties by name, so the order never changes between two loads); none of 0. */
function ranked(counts: Map<string, number>, size: number): ReportLine[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, size)
    .map(([name, count]) => ({ name, count, share: null }));
}

const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);

/** The report of a range's sums (insightsDaily.ts insightsBetween), with at most `rankingSize` services in each ranking. */
export function insightsReport(sums: InsightsSums, names: ReportNames, rankingSize: number): InsightsReport {
  const totals = new Map<string, number>();
  const stops = new Map<string, number>();
  for (const row of sums.totals) add(row.step === "stop" ? stops : totals, row.step === "stop" ? (names.field?.(row.detail) ?? row.detail) : row.step, row.count);
  const paid = new Map<string, number>();
  const leads = new Map<string, number>();
  for (const row of sums.byService) add(row.step === "paid" ? paid : leads, names.service(row.serviceId), row.count);
  return {
    funnel: funnelOf(totals, funnelSteps, names),
    chat: funnelOf(totals, chatSteps, names),
    partners: funnelOf(totals, partnerSteps, names),
    paid: ranked(paid, rankingSize),
    leads: ranked(leads, rankingSize),
    // Every field a visit stopped at: a form has a handful.
    stops: ranked(stops, Number.MAX_SAFE_INTEGER),
  };
}
