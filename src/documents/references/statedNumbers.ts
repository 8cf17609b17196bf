import { valueAt, type ReferenceCheck } from "./referenceCheck.js";

/**
 * Sentences of config/messages.json that state a number kept in config/constants.json ("Enter minimum 3
 * characters"): the sentence is written once for people, the number once for the code, so a change to one
 * must reach the other. Each pair names the sentence and the setting by their pointers.
 */
const statedNumbers: { sentence: string; setting: string; settingName: string }[] = [
  { sentence: "/login/otpSentTo", setting: "/otp/length", settingName: "the code's number of digits (otp.length)" },
  { sentence: "/leadForm/nameTooShort", setting: "/name/minChars", settingName: "the shortest name (name.minChars)" },
  { sentence: "/leadForm/brandNameTooShort", setting: "/brandName/minChars", settingName: "the shortest brand name (brandName.minChars)" },
  { sentence: "/leadForm/cityMinChars", setting: "/citySearch/minChars", settingName: "the shortest city search (citySearch.minChars)" },
  { sentence: "/chat/triggers/expertCall", setting: "/chat/expertCallbackMinutes", settingName: "the minutes within which an expert calls (chat.expertCallbackMinutes)" },
  { sentence: "/chat/triggers/noteLeft", setting: "/chat/noteCallbackHours", settingName: "the hours within which a note is answered (chat.noteCallbackHours)" },
];

/** The times of day a sentence names ("10am", "7 pm", "10:30 am", "19:00"), as minutes after midnight, in order. */
export function statedTimes(text: string): number[] {
  return [...text.matchAll(/\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b|\b(\d{1,2}):(\d{2})\b/gi)].map((t) => {
    if (t[4] !== undefined) return Number(t[4]) * 60 + Number(t[5]);
    const hour = (Number(t[1]) % 12) + (t[3].toLowerCase() === "pm" ? 12 : 0);
    return hour * 60 + Number(t[2] ?? 0);
  });
}

const clock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The sentence of the call-back window after a note (chat.noteCallbackWindow, "10am to 7pm, all days") names the
 * chat's opening and closing times (chat.opensAt, chat.closesAt): the people who call back are the chat's experts.
 * Its days may differ from the chat's business days (call-backs are made on every day).
 */
function checkCallbackWindow(constants: ReturnType<ReferenceCheck["single"]>, report: ReferenceCheck["report"]): void {
  const chat = valueAt(constants.data, "/chat") as { noteCallbackWindow?: unknown; opensAt?: unknown; closesAt?: unknown } | undefined;
  if (typeof chat?.noteCallbackWindow !== "string" || typeof chat.opensAt !== "string" || typeof chat.closesAt !== "string") return;
  // Hours that end before they begin are reported as such; the window is judged against hours that make sense.
  if (clock(chat.closesAt) <= clock(chat.opensAt)) return;
  const times = statedTimes(chat.noteCallbackWindow);
  if (times.length === 2 && times[0] === clock(chat.opensAt) && times[1] === clock(chat.closesAt)) return;
  report(
    constants,
    "/chat/noteCallbackWindow",
    `'${chat.noteCallbackWindow}' should name the chat's hours, from ${chat.opensAt} (chat.opensAt) to ${chat.closesAt} (chat.closesAt), in that order, like '10am to 7pm'; write those times in it, or change the hours`,
  );
}

export function checkStatedNumbers({ report, single }: ReferenceCheck): void {
  const messages = single("messages");
  const constants = single("constants");
  for (const { sentence, setting, settingName } of statedNumbers) {
    const text = valueAt(messages.data, sentence);
    const number = valueAt(constants.data, setting);
    if (typeof text !== "string" || typeof number !== "number") continue;
    if (!new RegExp(`(^|\\D)${number}(\\D|$)`).test(text)) {
      report(messages, sentence, `'${text}' does not state ${settingName}, which config/constants.json sets to ${number}; write ${number} in the sentence, or change both`);
    }
  }
  checkCallbackWindow(constants, report);
}
