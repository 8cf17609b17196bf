import { format } from "date-fns/format";
import { drawPattern, type PatternPart } from "./drawPattern.js";

// Build time: a date-fns format of messages.chatWidget made into parts the page draws without date-fns (drawPattern.ts),
// so that the chat's chunks carry no date library: the server formats the same sentences with date-fns-tz.

/** date-fns's tokens (its format.ts): a quoted literal, a doubled quote, a run of one letter, any other character. */
const tokens = /''|'(''|[^'])+('|$)|(\w)\3*|./g;
/** The numeric tokens the page draws, with the field each reads; the padding is the token's length. */
const numeric: Record<string, "day" | "month" | "year" | "hour12" | "hour" | "minute"> = { d: "day", dd: "day", M: "month", MM: "month", y: "year", yyyy: "year", h: "hour12", hh: "hour12", H: "hour", HH: "hour", m: "minute", mm: "minute" };

/** A name token's words in date-fns's own words: each weekday from Sunday, each month, morning and afternoon. */
function namesOf(token: string): PatternPart | undefined {
  const words = (dates: Date[]) => dates.map((d) => format(d, token));
  // 4 January 2026 is a Sunday.
  if (/^E{1,5}$/.test(token)) return { field: "weekday", names: words([0, 1, 2, 3, 4, 5, 6].map((i) => new Date(2026, 0, 4 + i))) };
  if (/^M{3,5}$/.test(token)) return { field: "month", names: words(Array.from({ length: 12 }, (_, i) => new Date(2026, i, 1))) };
  if (/^a{1,2}$/.test(token)) return { field: "period", names: words([new Date(2026, 0, 1, 9), new Date(2026, 0, 1, 15)]) };
  return undefined;
}

function partOf(token: string, pattern: string): PatternPart {
  if (token === "''") return "'";
  if (token.startsWith("'")) return token.replace(/^'|'$/g, "").replace(/''/g, "'");
  if (!/^[a-zA-Z]/.test(token)) return token;
  const field = numeric[token];
  const part = field ? { field, pad: field === "year" && token === "y" ? 1 : token.length } : namesOf(token);
  if (!part) throw new Error(`The chat's date format '${pattern}' (messages.chatWidget) has '${token}', which the page cannot draw: use E-EEEE, d, dd, M-MMMM, y, yyyy, h, hh, H, HH, m, mm, a or quoted words.`);
  return part;
}

const compiled = new Map<string, PatternPart[]>();

/**
 * The page's parts of a date-fns format, checked at build against date-fns itself at every hour and half hour of a
 * year: a format the parts would draw otherwise fails the build with its name.
 */
export function datePattern(pattern: string): PatternPart[] {
  const known = compiled.get(pattern);
  if (known) return known;
  const parts = (pattern.match(tokens) ?? []).map((t) => partOf(t, pattern));
  for (let day = 0; day < 366; day++)
    for (const minute of [0, 30, 9 * 60 + 5, 12 * 60, 12 * 60 + 30, 23 * 60 + 59]) {
      const local = new Date(2026, 0, 1 + day, 0, minute);
      const wall = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()));
      if (drawPattern(parts, wall) !== format(local, pattern)) throw new Error(`The chat's date format '${pattern}' (messages.chatWidget) draws ${drawPattern(parts, wall)} on the page but ${format(local, pattern)} by date-fns.`);
    }
  compiled.set(pattern, parts);
  return parts;
}
