import type { ConstantsDocument } from "../../documents/types.js";
import { viewDay } from "./pageViewRules.js";

/** The days and service a staff member asked to see: days 'yyyy-MM-dd' in the insights' zone, inclusive; no service for all. */
export interface InsightsRange {
  from: string;
  to: string;
  serviceId?: number;
}

export interface RangeQuery {
  from?: string;
  to?: string;
  service?: string;
}

const dayMs = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A day's number (days since 1970) when `day` is a real calendar day written yyyy-MM-dd from the year 1000; undefined otherwise (2026-02-30 too). */
export function dayNumber(day: string): number | undefined {
  // Years before 1000 are no listing's or report's, and the stores refuse some of them (year 0).
  if (!dayPattern.test(day) || day < "1000") return undefined;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day ? undefined : at / dayMs;
}

const dayOf = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);

/**
 * The range of a request: by default the last `defaultDays` days up to today (India time); a range of wrong days,
 * backwards or longer than `maxDays` is 'range'; a service that is neither a number the catalogue has nor 0 (pages
 * of none) is 'service'. An empty service, or 'all', is every service.
 */
export function insightsRange(
  query: RangeQuery,
  rules: Pick<ConstantsDocument, "insights" | "pageViews">,
  now: Date,
  knownService: (id: number) => boolean,
): InsightsRange | "range" | "service" {
  const today = dayNumber(viewDay(now, rules.pageViews))!;
  const to = query.to ? dayNumber(query.to) : today;
  const from = query.from ? dayNumber(query.from) : to === undefined ? undefined : to - rules.insights.defaultDays + 1;
  if (from === undefined || to === undefined || from > to || to - from + 1 > rules.insights.maxDays) return "range";
  const range: InsightsRange = { from: dayOf(from), to: dayOf(to) };
  if (!query.service || query.service === "all") return range;
  const serviceId = /^\d{1,9}$/.test(query.service) ? Number(query.service) : NaN;
  if (!(serviceId === 0 || knownService(serviceId))) return "service";
  return { ...range, serviceId };
}
