import type { ConstantsDocument } from "../../documents/types.js";
import type { Store } from "./openStore.js";
import { shiftedBy } from "../timeSpans.js";

/** How many days each kind of record is kept (constants `retention`). */
export type RetentionRules = Pick<ConstantsDocument["retention"], "eventDays" | "userTrackDays" | "outboxDays">;

const dayMs = 86_400_000;

/** The tables retention empties, each with the column that dates its rows and the rule that says how long they stay. Leads are never deleted. */
const kept = [
  { records: "events", table: "events", column: "received_at", days: (r: RetentionRules) => r.eventDays },
  { records: "userTracks", table: "user_tracks", column: "received_at", days: (r: RetentionRules) => r.userTrackDays },
  { records: "outbox", table: "otp_outbox", column: "created_at", days: (r: RetentionRules) => r.outboxDays },
  // The lead form's visits (insights/formVisits.ts) go with the events they were counted from; their daily rows stay.
  { records: "formVisits", table: "insights_form_visits", column: "touched_at", days: (r: RetentionRules) => r.eventDays },
] as const;

export type RetentionOutcome = Record<(typeof kept)[number]["records"], number>;

/** Deletes the analytics events, visitor tracking records and local outbox messages older than their days before `now`; answers how many of each went. */
export async function applyRetention(store: Store, rules: RetentionRules, now: Date): Promise<RetentionOutcome> {
  const outcome = { events: 0, userTracks: 0, outbox: 0, formVisits: 0 };
  for (const { records, table, column, days } of kept) {
    const before = shiftedBy(now, -days(rules) * dayMs);
    const [row] = await store.query<{ deleted: number }>(`with gone as (delete from ${table} where ${column} < $1 returning 1) select count(*)::int as deleted from gone`, [before]);
    outcome[records] = row.deleted;
  }
  return outcome;
}
