import type { Store } from "../store/openStore.js";

/** The steps counted into the daily rows (migrations/015_insights_daily.sql), in the order the staff page shows them. */
export const funnelSteps = ["view", "form-started", "lead", "verified", "order", "paid"] as const;
export const chatSteps = ["chat", "chat-handed", "chat-lead"] as const;
export type InsightsStep = (typeof funnelSteps)[number] | (typeof chatSteps)[number] | "stop";

/** One summed row of a date range: a service (0: none), a step, and for 'stop' the field the visits left at. */
export interface InsightsRow {
  serviceId: number;
  step: InsightsStep;
  detail: string;
  count: number;
}

/**
 * Writes the day's time zone the triggers read (constants pageViews.timeZone): as the server starts, so that a
 * published change of zone applies to rows counted from then on (past rows keep the days they were counted on).
 */
export async function setInsightsTimeZone(store: Store, timeZone: string): Promise<void> {
  await store.query("update insights_settings set time_zone = $1 where time_zone <> $1", [timeZone]);
}

/** Adds one to a step's row of the day `at` falls on (the triggers' own function, so a day is cut the same way everywhere). */
export async function countStep(query: Store["query"], step: InsightsStep, at: Date, serviceId: number | undefined, detail = "", delta = 1): Promise<void> {
  await query("select insights_count($1, $2, $3, $4, $5)", [at, serviceId ?? 0, step, detail, delta]);
}

/** Adds `delta` to a step's row of a given day ('yyyy-MM-dd'): the lead form's visits, whose steps count on the visit's first day. */
export async function addToDay(query: Store["query"], row: { day: string; serviceId: number; step: InsightsStep; detail?: string }, delta: number): Promise<void> {
  await query(
    `insert into insights_daily (day, service_id, step, detail, count) values ($1, $2, $3, $4, $5)
     on conflict (day, service_id, step, detail) do update set count = insights_daily.count + excluded.count`,
    [row.day, row.serviceId, row.step, row.detail ?? "", delta],
  );
}

/**
 * The daily rows from `from` to `to` (inclusive, 'yyyy-MM-dd' in the insights' zone) summed per service, step and
 * field, for one service or all: one index range scan of the daily rows, never of raw events.
 */
export async function insightsBetween(store: Store, range: { from: string; to: string; serviceId?: number }): Promise<InsightsRow[]> {
  const byService = range.serviceId !== undefined;
  return store.query<InsightsRow>(
    `select service_id as "serviceId", step, detail, sum(count)::float8 as count from insights_daily
     where day between $1 and $2 ${byService ? "and service_id = $3" : ""}
     group by service_id, step, detail`,
    byService ? [range.from, range.to, range.serviceId] : [range.from, range.to],
  );
}
