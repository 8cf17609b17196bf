/** A day a text names: the words as written, its day of the month, and its month (1-12) and year when it names them. */
export interface StatedDay {
  words: string;
  day: number;
  month?: number;
  year?: number;
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthWord = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const ordinal = "(\\d{1,2})(?:st|nd|rd|th)?";
const monthOf = (word: string) => months.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/**
 * The days a text names, in the ways our notices write them: "31 December", "31st Dec 2026", "December 31", or a day
 * alone with its ordinal ("closes on the 20th"). A bare number is no day ("GSTR 9"), so only those forms count.
 */
export function statedDays(text: string): StatedDay[] {
  const found: { at: number; stated: StatedDay }[] = [];
  const taken: [number, number][] = [];
  const add = (m: RegExpMatchArray, stated: StatedDay) => {
    const at = m.index ?? 0;
    // "may" is a month only as "May": "3 may apply" names no day.
    if (/\bmay\b/.test(m[0])) return;
    if (taken.some(([a, b]) => at < b && at + m[0].length > a)) return;
    taken.push([at, at + m[0].length]);
    found.push({ at, stated });
  };
  const year = (y: string | undefined) => (y === undefined ? {} : { year: Number(y) });
  for (const m of text.matchAll(new RegExp(`\\b${ordinal}\\s+(?:of\\s+)?${monthWord}\\b(?:,?\\s+(\\d{4}))?`, "gi")))
    add(m, { words: m[0], day: Number(m[1]), month: monthOf(m[2]), ...year(m[3]) });
  for (const m of text.matchAll(new RegExp(`\\b${monthWord}\\s+${ordinal}\\b(?:,?\\s+(\\d{4}))?`, "gi")))
    add(m, { words: m[0], day: Number(m[2]), month: monthOf(m[1]), ...year(m[3]) });
  for (const m of text.matchAll(/\b(?:the\s+)?(\d{1,2})(st|nd|rd|th)\b/gi)) add(m, { words: m[0], day: Number(m[1]) });
  return found.sort((a, b) => a.at - b.at).map((f) => f.stated);
}

/** Whether a stated day is the calendar day `date` ("2026-12-20"): the parts it names agree. */
export function isDay(stated: StatedDay, date: string): boolean {
  const [y, m, d] = date.split("-").map(Number);
  return stated.day === d && (stated.month === undefined || stated.month === m) && (stated.year === undefined || stated.year === y);
}
