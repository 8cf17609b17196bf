import { formatInTimeZone } from "date-fns-tz";
import type { ConstantsDocument } from "../../documents/types.js";

export type PageViewRules = ConstantsDocument["pageViews"];

/** A robot's visit by its user agent (constants pageViews.botUserAgents, without regard to case); no user agent at all is a robot's too. */
export function isRobot(userAgent: string | undefined, rules: PageViewRules): boolean {
  const agent = (userAgent ?? "").toLowerCase();
  return agent.trim() === "" || rules.botUserAgents.some((piece) => agent.includes(piece.toLowerCase()));
}

/** The day a view counts on, in the rules' time zone (India time): 'yyyy-MM-dd'. */
export function viewDay(at: Date, rules: PageViewRules): string {
  return formatInTimeZone(at, rules.timeZone, "yyyy-MM-dd");
}

/**
 * The browser said not to track (Do Not Track `DNT: 1`, Global Privacy Control `Sec-GPC: 1`). The page's beacon
 * already stays at home then; this keeps a beacon from elsewhere (an old page, another client) from counting.
 */
export function refusesTracking(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === "1" || headers["sec-gpc"] === "1";
}

/**
 * The page a beacon names, as the pages are listed (site/builtSite.ts): decoded once more (the beacon sends the
 * browser's percent-encoded path), without a trailing slash, as the page answers read their addresses. Undefined when
 * it cannot be decoded.
 */
export function pageAddressOf(path: string): string | undefined {
  try {
    return decodeURIComponent(path).replace(/(.)\/$/, "$1");
  } catch {
    return undefined;
  }
}
