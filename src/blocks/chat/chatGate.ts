import { formatInTimeZone } from "date-fns-tz";
import { fill } from "../../lib/fill.js";
import { chatOpen, nextOpening } from "../../rules/chatHours.js";
import type { ChatData } from "./chatData.js";

/** Whether the page's address carries the override flag that shows the chat outside its hours. */
export function alwaysOpenFlag(search: string, flag: ChatData["alwaysOpen"]): boolean {
  return new URLSearchParams(search).get(flag.param) === flag.value;
}

/** The console note of a closed chat: messages.chat.closedNote with the next opening's day and time in the chat's time zone. */
export function closedNote(at: Date, data: Pick<ChatData, "hours" | "messages">): string {
  const opens = nextOpening(at, data.hours);
  if (!opens) return data.messages.closedNote;
  const { hours, messages: m } = data;
  return fill(m.closedNote, { day: formatInTimeZone(opens, hours.timeZone, m.closedDayFormat), time: formatInTimeZone(opens, hours.timeZone, m.closedTimeFormat) });
}

/**
 * Spec 4 'Chat widget': the chat shows during its hours (not on a holiday) or with the override flag; otherwise it
 * notes in the console when it opens next and nothing appears.
 */
export function chatShows(at: Date, search: string, data: Pick<ChatData, "hours" | "messages" | "alwaysOpen">): boolean {
  if (alwaysOpenFlag(search, data.alwaysOpen) || chatOpen(at, data.hours)) return true;
  console.info(closedNote(at, data));
  return false;
}
