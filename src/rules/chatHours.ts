import { formatInTimeZone, fromZonedTime, toZonedTime } from "date-fns-tz";
import { fill } from "../lib/fill.js";
import { closingAt, nextOpeningAt, openAt, pad, type ChatHours, type ZoneClock } from "./chatSchedule.js";

export type { ChatHours } from "./chatSchedule.js";

/**
 * The chat's hours on the server (and at build time), with the zone database (date-fns-tz): exact in any zone at any
 * date. The page does not use it: see src/blocks/chat/chatGate.ts.
 */
export function ianaClock(timeZone: string): ZoneClock {
  return {
    wallClock(at) {
      const z = toZonedTime(at, timeZone);
      return { date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`, weekday: z.getDay() || 7, minute: z.getHours() * 60 + z.getMinutes() };
    },
    instant: (date, hhmm) => fromZonedTime(`${date}T${hhmm}:00`, timeZone),
  };
}

/**
 * Whether the chat is open at an instant (constants.chat: opensAt, closesAt, businessDays, holidays, timeZone): a
 * business day that is not a holiday, from the opening time up to, not including, the closing time.
 */
export const chatOpen = (at: Date, hours: ChatHours): boolean => openAt(at, hours, ianaClock(hours.timeZone));

/** When the chat opens next after an instant at which it is closed (undefined when not within the next 31 days). */
export const nextOpening = (at: Date, hours: ChatHours): Date | undefined => nextOpeningAt(at, hours, ianaClock(hours.timeZone));

/** When an open chat closes (the closing time of the day it is open on); undefined when it is closed at `at`. */
export const closingTime = (at: Date, hours: ChatHours): Date | undefined => closingAt(at, hours, ianaClock(hours.timeZone));

/** A sentence with {day} and {time} of the next opening after `at`, in the chat's time zone and the given formats; undefined when none is within 31 days. */
export function fillNextOpening(at: Date, hours: ChatHours, sentence: string, formats: { day: string; time: string }): string | undefined {
  const opens = nextOpening(at, hours);
  if (!opens) return undefined;
  return fill(sentence, { day: formatInTimeZone(opens, hours.timeZone, formats.day), time: formatInTimeZone(opens, hours.timeZone, formats.time) });
}
