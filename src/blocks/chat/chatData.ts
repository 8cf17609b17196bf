import type { ChatScriptDocument, ConstantsDocument, MessagesDocument } from "../../documents/types.js";
import type { ChatWeek } from "../../rules/chatSchedule.js";
import type { PatternPart } from "./drawPattern.js";
import type { ZoneOffsets } from "./offsetClock.js";

/** What the chat block of a service page draws from, made at build time (chatResolver.ts). */
export interface ChatData {
  /** default: opens on a click; proactive: also opens by itself after `autoOpenDelayMs` (constants.chat). */
  chatType: ChatScriptDocument["chatType"];
  /** The page as the open call and the chat context name it (schemas/api/chat.schema.json). */
  page: { url: string; serviceId: number; serviceName: string; title: string; pageType: "service" };
  /** The chat's week (constants.chat); the page needs neither the zone's name nor the holidays' (HTML budget). */
  hours: ChatWeek;
  /** The offsets of constants.chat.timeZone from UTC, from the build (the page decides the hours without the zone database). */
  zone: ZoneOffsets;
  /** messages.chatWidget.closedDayFormat and closedTimeFormat as the page draws them (datePattern.ts). */
  formats: { day: PatternPart[]; time: PatternPart[] };
  timing: Pick<ConstantsDocument["chat"], "autoOpenDelayMs" | "loadedAfterMs">;
  /** The address flag that shows the chat outside its hours. */
  alwaysOpen: ConstantsDocument["chat"]["alwaysOpen"];
  /** section_name of the chat context. */
  section: string;
  /** The local storage key before the page's address that keeps its conversation id. */
  storageKey: string;
  /** The local storage key of the login token: a logged-in visitor's name and contact are not asked again. */
  tokenKey: string;
  /** The widget's words; the date formats come as `formats`. */
  messages: Omit<MessagesDocument["chatWidget"], "closedDayFormat" | "closedTimeFormat"> & { closedNote: string };
}
