import { closestMatch } from "../closestMatch.js";
import { eachString, type ReferenceCheck } from "./referenceCheck.js";

/** Whether the runtime knows a time zone by this name (what the server and every time shown are formatted with). */
function knownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every `timeZone` of the constants (the chat's hours, the payments, the listings, the schedules...) is a time zone
 * name the runtime knows: a schema takes any text, and 'Asia/Kolkatta' would pass it, then fail each time shown.
 */
export function checkTimeZones({ single, report }: ReferenceCheck): void {
  const constants = single("constants");
  const named: { pointer: string; name: string }[] = [];
  eachString(constants.data, (pointer, name) => {
    if (pointer.endsWith("/timeZone")) named.push({ pointer, name });
  });
  // The hint looks first at the names the other settings use (the runtime lists Asia/Kolkata as Asia/Calcutta).
  const known = [...new Set(named.map((n) => n.name).filter(knownTimeZone)), ...Intl.supportedValuesOf("timeZone")];
  for (const { pointer, name } of named) {
    if (knownTimeZone(name)) continue;
    const hint = closestMatch(name, known);
    report(constants, pointer, `time zone '${name}' is not a time zone name; ${hint ? `did you mean '${hint}'?` : "use an IANA name such as Asia/Kolkata"}`);
  }
}
