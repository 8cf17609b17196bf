import type { Store } from "../store/openStore.js";

/** The steps counted into the daily rows (migrations/015_insights_daily.sql), in the order the staff page shows them. */
export const funnelSteps = ["view", "form-started", "lead", "verified", "order", "paid"] as const;
export const chatSteps = ["chat", "chat-handed", "chat-lead"] as const;
/** A partner's leads (POST /api/process-lead): no lead form was started for them, so they are no step of the funnel. */
export const partnerSteps = ["partner-lead"] as const;
export type InsightsStep = (typeof funnelSteps)[number] | (typeof chatSteps)[number] | (typeof partnerSteps)[number] | "stop";

/** One summed row of a date range: a service (0: none), a step, and for 'stop' the field the visits left at. */
export interface InsightsRow {
  serviceId: number;
  step: InsightsStep;
  detail: string;
  count: number;
}

/**
 * Writes the day's time zone the triggers read (constants pageViews.timeZone) as the server starts: a zone published
 * later applies to the triggers' rows from the next start (past rows keep the days they were counted on).
 */
export async function setInsightsTimeZone(store: Store, timeZone: string): Promise<void> {
  await store.query("update insights_settings set time_zone = $1 where time_zone <> $1", [timeZone]);
}

/** Adds `delta` to a step's row of a given day ('yyyy-MM-dd') and to all services' (-1): the lead form's visits and the page views. */
export async function addToDay(query: Store["query"], row: { day: string; serviceId: number; step: InsightsStep; detail?: string }, delta: number): Promise<void> {
  await query(
    `insert into insights_daily (day, service_id, step, detail, count) select $1, s, $3, $4, $5 from unnest(array[$2::int, -1]) s
     on conflict (day, service_id, step, detail) do update set count = insights_daily.count + excluded.count`,
    [row.day, row.serviceId, row.step, row.detail ?? "", delta],
  );
}

/** The steps the services are ranked by (insightsReport.ts): paid orders, and leads of the form, the chat and partners. */
export const rankingSteps: InsightsStep[] = ["paid", "lead", "chat-lead", "partner-lead"];

/** A range's sums: each step's (and each stop field's) total, and the ranking steps' per service. */
export interface InsightsSums {
  totals: Omit<InsightsRow, "serviceId">[];
  byService: InsightsRow[];
}

/**
 * The daily rows from `from` to `to` (inclusive, 'yyyy-MM-dd' in the insights' zone) summed, for one service or all:
 * the totals from the one service's rows or all services' (-1), the ranking from the ranking steps' index, never a
 * scan of raw events.
 */
export async function insightsBetween(store: Store, range: { from: string; to: string; serviceId?: number }): Promise<InsightsSums> {
  const totals = await store.query<Omit<InsightsRow, "serviceId">>(
    "select step, detail, sum(count)::float8 as count from insights_daily where service_id = $3 and day between $1 and $2 group by step, detail",
    [range.from, range.to, range.serviceId ?? -1],
  );
  const byService = await store.query<InsightsRow>(
    `select service_id as "serviceId", step, '' as detail, sum(count)::float8 as count from insights_daily
     where step = any($3) and day between $1 and $2 and ${range.serviceId === undefined ? "service_id >= 0" : "service_id = $4"}
     group by service_id, step`,
    range.serviceId === undefined ? [range.from, range.to, rankingSteps] : [range.from, range.to, rankingSteps, range.serviceId],
  );
  return { totals, byService };
}
