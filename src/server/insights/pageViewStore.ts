import { addToDay } from "./insightsDaily.js";
import type { Store } from "../store/openStore.js";

/** One daily row of page views: a day (India time), a page address, robots apart. */
export interface PageViewRow {
  day: string;
  path: string;
  bot: boolean;
  views: number;
}

/**
 * Counts one view into its day's row (migrations/013_page_views.sql): one statement, exact under concurrency. A
 * person's view (not a robot's) also counts as the funnel's first step for the page's service (0: a page of none),
 * in the same transaction, on the same day.
 */
export async function countPageView(store: Store, view: Omit<PageViewRow, "views"> & { serviceId: number }): Promise<void> {
  await store.transaction(async (query) => {
    await query(
      "insert into page_views (day, path, bot, views) values ($1, $2, $3, 1) on conflict (day, path, bot) do update set views = page_views.views + 1",
      [view.day, view.path, view.bot],
    );
    if (!view.bot) await addToDay(query, { day: view.day, serviceId: view.serviceId, step: "view" }, 1);
  });
}

/** The rows of the days from `from` to `to` (inclusive, 'yyyy-MM-dd'), by day then address then robots last. */
export async function pageViewsBetween(store: Store, from: string, to: string): Promise<PageViewRow[]> {
  return store.query<PageViewRow>(
    "select to_char(day, 'YYYY-MM-DD') as day, path, bot, views::int as views from page_views where day between $1 and $2 order by day, path, bot",
    [from, to],
  );
}
