import { fill } from "../../lib/fill.js";
import { closingAt, nextOpeningAt, openAt } from "../../rules/chatSchedule.js";
import type { ChatData } from "./chatData.js";
import { drawPattern } from "./drawPattern.js";
import { offsetClock, shifted } from "./offsetClock.js";

// The page's side of the hours: the build's zone offsets (offsetClock.ts) and date formats (datePattern.ts), no date
// library (date-fns-tz builds an Intl.DateTimeFormat with a time zone as it loads: a long task on a slow phone).

type Hours = Pick<ChatData, "hours" | "zone">;
type Sentences = Hours & Pick<ChatData, "formats" | "messages">;

/** Whether the page's address carries the override flag that shows the chat outside its hours. */
export function alwaysOpenFlag(search: string, flag: ChatData["alwaysOpen"]): boolean {
  return new URLSearchParams(search).get(flag.param) === flag.value;
}

/** A sentence with {day} and {time} of the next opening after `at` (messages.chatWidget's formats, as the build made them); undefined when none is within 31 days. */
export function fillNextOpening(at: Date, { hours, zone, formats }: Sentences, sentence: string): string | undefined {
  const opens = nextOpeningAt(at, hours, offsetClock(zone));
  return opens && fill(sentence, { day: drawPattern(formats.day, shifted(opens, zone)), time: drawPattern(formats.time, shifted(opens, zone)) });
}

/** When the open chat closes; undefined when it is closed at `at`. */
export const closingOf = (at: Date, { hours, zone }: Hours): Date | undefined => closingAt(at, hours, offsetClock(zone));

/** The console note of a closed chat: messages.chat.closedNote with the next opening's day and time in the chat's time zone. */
export function closedNote(at: Date, data: Sentences): string {
  return fillNextOpening(at, data, data.messages.closedNote) ?? data.messages.closedNote;
}

/**
 * The chat shows during its hours (constants.chat) (not on a holiday) or with the override flag; otherwise it
 * notes in the console when it opens next and nothing appears.
 */
export function chatShows(at: Date, search: string, data: Sentences & Pick<ChatData, "alwaysOpen">): boolean {
  if (alwaysOpenFlag(search, data.alwaysOpen) || openAt(at, data.hours, offsetClock(data.zone))) return true;
  console.info(closedNote(at, data));
  return false;
}
