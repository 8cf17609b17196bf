import { chatOpen, fillNextOpening } from "../../rules/chatHours.js";
import type { ChatData } from "./chatData.js";

/** Whether the page's address carries the override flag that shows the chat outside its hours. */
export function alwaysOpenFlag(search: string, flag: ChatData["alwaysOpen"]): boolean {
  return new URLSearchParams(search).get(flag.param) === flag.value;
}

/** The console note of a closed chat: messages.chat.closedNote with the next opening's day and time in the chat's time zone. */
export function closedNote(at: Date, { hours, messages: m }: Pick<ChatData, "hours" | "messages">): string {
  return fillNextOpening(at, hours, m.closedNote, { day: m.closedDayFormat, time: m.closedTimeFormat }) ?? m.closedNote;
}

/**
 * The chat shows during its hours (constants.chat) (not on a holiday) or with the override flag; otherwise it
 * notes in the console when it opens next and nothing appears.
 */
export function chatShows(at: Date, search: string, data: Pick<ChatData, "hours" | "messages" | "alwaysOpen">): boolean {
  if (alwaysOpenFlag(search, data.alwaysOpen) || chatOpen(at, data.hours)) return true;
  console.info(closedNote(at, data));
  return false;
}
