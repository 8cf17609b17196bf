import type { ConstantsDocument } from "../documents/types.js";

type Chat = ConstantsDocument["chat"];

/** The chat's week on any clock: business days 1 (Monday) to 7 (Sunday), opening and closing times, the holidays' dates. */
export type ChatWeek = Pick<Chat, "businessDays" | "opensAt" | "closesAt"> & { holidays: Pick<Chat["holidays"][number], "date">[] };

/** The chat's hours (constants.chat): its week in its time zone. */
export type ChatHours = ChatWeek & Pick<Chat, "timeZone" | "holidays">;

/** An instant as the chat's time zone reads it: the calendar date (yyyy-mm-dd), ISO weekday and minute of the day. */
export interface WallClock {
  date: string;
  weekday: number;
  minute: number;
}

/**
 * The chat's time zone, however it is known: the server reads it from the zone database (chatHours.ts, date-fns-tz);
 * the page from the offsets the build found (src/blocks/chat/offsetClock.ts), because the zone database's first use
 * in a browser (Intl with a timeZone) is a long task on a slow phone.
 */
export interface ZoneClock {
  wallClock(at: Date): WallClock;
  /** The instant of a date (yyyy-mm-dd) and time (hh:mm) on the zone's clock. */
  instant(date: string, hhmm: string): Date;
}

export const pad = (n: number) => String(n).padStart(2, "0");
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const openDay = (date: string, weekday: number, hours: ChatWeek) => hours.businessDays.includes(weekday) && !hours.holidays.some((h) => h.date === date);

/**
 * Whether the chat is open at an instant: a business day that is not a holiday, from the opening time up to, not
 * including, the closing time, on the zone's clock.
 */
export function openAt(at: Date, hours: ChatWeek, zone: ZoneClock): boolean {
  const { date, weekday, minute } = zone.wallClock(at);
  return openDay(date, weekday, hours) && minute >= minutesOf(hours.opensAt) && minute < minutesOf(hours.closesAt);
}

/** When the chat opens next after an instant at which it is closed (undefined when not within the next 31 days). */
export function nextOpeningAt(at: Date, hours: ChatWeek, zone: ZoneClock): Date | undefined {
  // Noon of the day in question, so that stepping whole days never lands on the day before or after.
  const noon = zone.instant(zone.wallClock(at).date, "12:00");
  for (let day = 0; day <= 31; day++) {
    const { date, weekday } = zone.wallClock(new Date(noon.getTime() + day * 86_400_000));
    const opens = zone.instant(date, hours.opensAt);
    if (opens > at && openDay(date, weekday, hours)) return opens;
  }
  return undefined;
}

/** When an open chat closes (the closing time of the day it is open on); undefined when it is closed at `at`. */
export function closingAt(at: Date, hours: ChatWeek, zone: ZoneClock): Date | undefined {
  if (!openAt(at, hours, zone)) return undefined;
  return zone.instant(zone.wallClock(at).date, hours.closesAt);
}
