import { formatInTimeZone, fromZonedTime, toZonedTime } from "date-fns-tz";
import { fill } from "../lib/fill.js";
import type { ConstantsDocument } from "../documents/types.js";

/** The chat's hours (constants.chat): business days 1 (Monday) to 7 (Sunday), opening and closing times, holidays. */
export type ChatHours = Pick<ConstantsDocument["chat"], "timeZone" | "businessDays" | "opensAt" | "closesAt" | "holidays">;

const pad = (n: number) => String(n).padStart(2, "0");
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The calendar date, ISO weekday and minute of the day of an instant, in the chat's time zone. */
function wallClock(at: Date, timeZone: string) {
  const z = toZonedTime(at, timeZone);
  return { date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`, weekday: z.getDay() || 7, minute: z.getHours() * 60 + z.getMinutes() };
}

const openDay = (date: string, weekday: number, hours: ChatHours) => hours.businessDays.includes(weekday) && !hours.holidays.some((h) => h.date === date);

/**
 * Whether the chat is open at an instant (constants.chat: opensAt, closesAt, businessDays, holidays, timeZone): a
 * business day that is not a holiday, from the opening time up to, not including, the closing time.
 */
export function chatOpen(at: Date, hours: ChatHours): boolean {
  const { date, weekday, minute } = wallClock(at, hours.timeZone);
  return openDay(date, weekday, hours) && minute >= minutesOf(hours.opensAt) && minute < minutesOf(hours.closesAt);
}

/** When the chat opens next after an instant at which it is closed (undefined when not within the next 31 days). */
export function nextOpening(at: Date, hours: ChatHours): Date | undefined {
  const today = wallClock(at, hours.timeZone).date;
  for (let day = 0; day <= 31; day++) {
    // Noon of the day in question, so that stepping whole days never lands on the day before or after.
    const noon = fromZonedTime(`${today}T12:00:00`, hours.timeZone);
    const { date, weekday } = wallClock(new Date(noon.getTime() + day * 86_400_000), hours.timeZone);
    const opens = fromZonedTime(`${date}T${hours.opensAt}:00`, hours.timeZone);
    if (opens > at && openDay(date, weekday, hours)) return opens;
  }
  return undefined;
}

/** When an open chat closes (the closing time of the day it is open on); undefined when it is closed at `at`. */
export function closingTime(at: Date, hours: ChatHours): Date | undefined {
  if (!chatOpen(at, hours)) return undefined;
  return fromZonedTime(`${wallClock(at, hours.timeZone).date}T${hours.closesAt}:00`, hours.timeZone);
}

/** A sentence with {day} and {time} of the next opening after `at`, in the chat's time zone and the given formats; undefined when none is within 31 days. */
export function fillNextOpening(at: Date, hours: ChatHours, sentence: string, formats: { day: string; time: string }): string | undefined {
  const opens = nextOpening(at, hours);
  if (!opens) return undefined;
  return fill(sentence, { day: formatInTimeZone(opens, hours.timeZone, formats.day), time: formatInTimeZone(opens, hours.timeZone, formats.time) });
}
