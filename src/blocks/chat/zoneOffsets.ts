import { getTimezoneOffset } from "date-fns-tz";
import type { ZoneOffsets } from "./offsetClock.js";

const dayMs = 86_400_000;

/**
 * A zone's offsets from UTC between two instants, read from the zone database at build time (date-fns-tz), for the
 * page's arithmetic (offsetClock.ts). The offset is read each day; a day whose offset differs is searched to the
 * millisecond for the change (a zone's changes are weeks apart, so a day holds at most one).
 */
export function zoneOffsets(timeZone: string, fromMs: number, toMs: number): ZoneOffsets {
  const minutesAt = (ms: number) => Math.round(getTimezoneOffset(timeZone, new Date(ms)) / 60_000);
  const offsets: ZoneOffsets = { minutes: minutesAt(fromMs), changes: [] };
  if (Number.isNaN(offsets.minutes)) throw new Error(`constants.chat.timeZone '${timeZone}' is not a time zone this machine knows.`);
  let before = offsets.minutes;
  for (let day = fromMs + dayMs; day - dayMs < toMs; day += dayMs) {
    const now = minutesAt(day);
    if (now === before) continue;
    let [lo, hi] = [day - dayMs, day];
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (minutesAt(mid) === before) lo = mid;
      else hi = mid;
    }
    offsets.changes.push({ fromMs: hi, minutes: now });
    before = now;
  }
  return offsets;
}

const made = new Map<string, ZoneOffsets>();

/**
 * The offsets a page carries: from a year before the build's year to five after it, so a page built today decides
 * rightly for years (a page is built again on every publish); outside them the nearest offset holds, which is exact
 * for a zone without summer time such as India's. Made once per zone and year: every service page carries the same.
 */
export function pageZoneOffsets(timeZone: string, now: Date): ZoneOffsets {
  const year = now.getUTCFullYear();
  const key = `${timeZone} ${year}`;
  let offsets = made.get(key);
  if (!offsets) made.set(key, (offsets = zoneOffsets(timeZone, Date.UTC(year - 1, 0, 1), Date.UTC(year + 6, 0, 1))));
  return offsets;
}
