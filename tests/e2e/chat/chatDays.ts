import { fromZonedTime } from "date-fns-tz";
import constants from "../../../config/constants.json" with { type: "json" };
import { chatOpen, type ChatHours } from "../../../src/rules/chatHours.js";

const hours: ChatHours = { ...constants.chat, businessDays: constants.chat.businessDays as ChatHours["businessDays"] };

/** The first day from `from` on which the chat opens (a business day, not a holiday), at the India time `hhmm`. */
export function nextOpenDayAt(from: Date, hhmm: string): Date {
  for (let day = 0; day <= 31; day++) {
    const date = new Date(from.getTime() + day * 86_400_000).toLocaleDateString("en-CA", { timeZone: hours.timeZone });
    const noonOpen = chatOpen(fromZonedTime(`${date}T12:00:00`, hours.timeZone), hours);
    const at = fromZonedTime(`${date}T${hhmm}:00`, hours.timeZone);
    if (noonOpen && at > from) return at;
  }
  throw new Error("no day of the chat's within a month");
}
