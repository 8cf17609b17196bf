import type { Store } from "../store/openStore.js";
import { shiftedBy } from "../timeSpans.js";

const hourMs = 3600_000;

/**
 * Counts one more request of `subject` (an address group) against `scope` (a limit) in the store, and answers the
 * count so far in the current window and when that window ends. A window starts with the first request after the
 * previous one ended and lasts `windowMs`. One statement: the upsert locks the row, so requests at the same moment, in
 * one process or several, each get their own count (never two the same), which is what makes a cap exact.
 */
export async function countInWindow(query: Store["query"], scope: string, subject: string, at: Date, windowMs: number): Promise<{ count: number; windowEnds: Date }> {
  // Held within the instants a store keeps, however long a window a document asks for (timeSpans.ts).
  const ends = shiftedBy(at, windowMs);
  const [row] = await query<{ count: number; window_ends: Date }>(
    `insert into limit_counters as c (scope, subject, count, window_ends, keep_until) values ($1, $2, 1, $4, $4)
     on conflict (scope, subject) do update set
       count = case when c.window_ends <= $3 then 1 else c.count + 1 end,
       window_ends = case when c.window_ends <= $3 then $4 else c.window_ends end,
       keep_until = greatest(c.keep_until, case when c.window_ends <= $3 then $4 else c.window_ends end)
     returning count, window_ends`,
    [scope, subject, at, ends],
  );
  return { count: row.count, windowEnds: row.window_ends };
}

/**
 * Deletes the counters that say nothing any more at `at`, and the code requests older than the hour the code limits
 * look back over (login/codes.ts), so that neither table grows without end. Answers how many rows of each went.
 */
export async function sweepLimitRecords(store: Store, at: Date): Promise<{ counters: number; codeRequests: number }> {
  const deleted = async (sql: string, before: Date) => (await store.query<{ n: number }>(`with gone as (${sql} returning 1) select count(*)::int as n from gone`, [before]))[0].n;
  return {
    counters: await deleted("delete from limit_counters where keep_until <= $1", at),
    codeRequests: await deleted("delete from otp_send_requests where requested_at <= $1", new Date(at.getTime() - hourMs)),
  };
}
