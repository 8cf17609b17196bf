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
 * loads the browser's zone data in a long task on a slow phone.
 */
export function offsetClock(offsets: ZoneOffsets): ZoneClock {
  return {
    wallClock(at) {
      const z = shifted(at, offsets);
      return { date: `${z.getUTCFullYear()}-${pad(z.getUTCMonth() + 1)}-${pad(z.getUTCDate())}`, weekday: z.getUTCDay() || 7, minute: z.getUTCHours() * 60 + z.getUTCMinutes() };
    },
    instant(date, hhmm) {
      const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
      // As date-fns-tz's fromZonedTime on the server: the offset at the wall time read as UTC, checked at the instant
      // it gives; a time the clocks skip (summer time begins) takes the larger offset, one they repeat the later instant.
      const at = (ms: number) => offsetMinutes(offsets, ms) * minuteMs;
      const first = at(wall);
      const second = at(wall - first);
      if (second === first) return new Date(wall - first);
      const third = at(wall - second);
      return new Date(wall - (third === second ? second : Math.max(second, third)));
    },
  };
}
