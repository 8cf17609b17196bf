import { pad, type ZoneClock } from "../../rules/chatSchedule.js";

/**
 * A time zone's offsets from UTC as the build read them from the zone database (zoneOffsets.ts): `minutes` east of
 * UTC, then each change from its instant on. India's is one offset and no change.
 */
export interface ZoneOffsets {
  minutes: number;
  changes: { fromMs: number; minutes: number }[];
}

const minuteMs = 60_000;

function offsetMinutes(offsets: ZoneOffsets, ms: number): number {
  let minutes = offsets.minutes;
  for (const change of offsets.changes) {
    if (ms < change.fromMs) break;
    minutes = change.minutes;
  }
  return minutes;
}

/** The instant moved by the zone's offset, so that its UTC fields are the zone's date and time. */
export const shifted = (at: Date, offsets: ZoneOffsets) => new Date(at.getTime() + offsetMinutes(offsets, at.getTime()) * minuteMs);

/**
 * The chat's zone in the page: plain arithmetic on the build's offsets. No Intl with a time zone, whose first use
 * loads the browser's zone data in a long task on a slow phone (issue 23).
 */
export function offsetClock(offsets: ZoneOffsets): ZoneClock {
  return {
    wallClock(at) {
      const z = shifted(at, offsets);
      return { date: `${z.getUTCFullYear()}-${pad(z.getUTCMonth() + 1)}-${pad(z.getUTCDate())}`, weekday: z.getUTCDay() || 7, minute: z.getUTCHours() * 60 + z.getUTCMinutes() };
    },
    instant(date, hhmm) {
      const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
      // The offset of the wall time read as UTC is off by at most one change; the offset at that first guess is the one.
      const guess = wall - offsetMinutes(offsets, wall) * minuteMs;
      return new Date(wall - offsetMinutes(offsets, guess) * minuteMs);
    },
  };
}
