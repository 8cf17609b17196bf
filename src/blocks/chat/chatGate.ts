import { format } from "date-fns/format";
import { fill } from "../../lib/fill.js";
import { closingAt, nextOpeningAt, openAt } from "../../rules/chatSchedule.js";
import type { ChatData } from "./chatData.js";
import { offsetClock, shifted, type ZoneOffsets } from "./offsetClock.js";

// The page's side of the hours: the build's zone offsets (offsetClock.ts) and date-fns's format, none of it zone-aware
// (date-fns-tz builds an Intl.DateTimeFormat with a time zone as it loads: a long task on a slow phone, issue 23).

type Hours = Pick<ChatData, "hours" | "zone">;

/** Whether the page's address carries the override flag that shows the chat outside its hours. */
export function alwaysOpenFlag(search: string, flag: ChatData["alwaysOpen"]): boolean {
  return new URLSearchParams(search).get(flag.param) === flag.value;
}

/**
 * A date-fns format of an instant on the zone's clock: the zone's date and time as a local date, as date-fns-tz's
 * formatInTimeZone does (so the formats of messages.chatWidget name no zone; their sentences say India time).
 */
function formatOnClock(at: Date, zone: ZoneOffsets, pattern: string): string {
  const z = shifted(at, zone);
  return format(new Date(z.getUTCFullYear(), z.getUTCMonth(), z.getUTCDate(), z.getUTCHours(), z.getUTCMinutes(), z.getUTCSeconds()), pattern);
}

/** A sentence with {day} and {time} of the next opening after `at` (messages.chatWidget's formats); undefined when none is within 31 days. */
export function fillNextOpening(at: Date, { hours, zone, messages: m }: Hours & Pick<ChatData, "messages">, sentence: string): string | undefined {
  const opens = nextOpeningAt(at, hours, offsetClock(zone));
  return opens && fill(sentence, { day: formatOnClock(opens, zone, m.closedDayFormat), time: formatOnClock(opens, zone, m.closedTimeFormat) });
}

/** When the open chat closes; undefined when it is closed at `at`. */
export const closingOf = (at: Date, { hours, zone }: Hours): Date | undefined => closingAt(at, hours, offsetClock(zone));

/** The console note of a closed chat: messages.chat.closedNote with the next opening's day and time in the chat's time zone. */
export function closedNote(at: Date, data: Hours & Pick<ChatData, "messages">): string {
  return fillNextOpening(at, data, data.messages.closedNote) ?? data.messages.closedNote;
}

/**
 * The chat shows during its hours (constants.chat) (not on a holiday) or with the override flag; otherwise it
 * notes in the console when it opens next and nothing appears.
 */
export function chatShows(at: Date, search: string, data: Hours & Pick<ChatData, "messages" | "alwaysOpen">): boolean {
  if (alwaysOpenFlag(search, data.alwaysOpen) || openAt(at, data.hours, offsetClock(data.zone))) return true;
  console.info(closedNote(at, data));
  return false;
}
