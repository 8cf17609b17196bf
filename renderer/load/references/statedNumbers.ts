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
}
