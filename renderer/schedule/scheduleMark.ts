import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { CommonSchedule } from "../../src/documents/types.js";
import { shownAt } from "./shownAt.js";

/**
 * A scheduled element as a page draws it: its moments written with their offset ("2026-12-20T09:00+05:30", which the
 * browser's Date.parse reads and a person can check in the HTML), and whether it shows at the render's time.
 */
export interface ScheduleMark {
  from?: string;
  until?: string;
  shown: boolean;
}

/** A schedule's local date and time ("2026-12-20T09:00", as documents write it) as a moment of `timeZone`. */
export function momentOf(local: string, timeZone: string): Date {
  return fromZonedTime(local, timeZone);
}

/**
 * The mark of an element shown while all of `schedules` are (a notice and the pop-up it opens): the latest start and
 * the earliest end. Undefined when nothing is scheduled (always shown, no mark); null when its end has passed at
 * `now`, or it can never show, so the page leaves it out: it would never show again until the next publish.
 */
export function scheduleMark(schedules: (CommonSchedule | undefined)[], timeZone: string, now: Date): ScheduleMark | null | undefined {
  let from: Date | undefined;
  let until: Date | undefined;
  for (const s of schedules) {
    const start = s?.from === undefined ? undefined : momentOf(s.from, timeZone);
    const end = s?.until === undefined ? undefined : momentOf(s.until, timeZone);
    if (start && (!from || start > from)) from = start;
    if (end && (!until || end < until)) until = end;
  }
  if (!from && !until) return undefined;
  if (until && (until <= now || (from && from >= until))) return null;
  const written = (d: Date | undefined) => (d ? formatInTimeZone(d, timeZone, "yyyy-MM-dd'T'HH:mmXXX") : undefined);
  return {
    from: written(from),
    until: written(until),
    shown: shownAt(from?.getTime(), until?.getTime(), now.getTime()),
  };
}
