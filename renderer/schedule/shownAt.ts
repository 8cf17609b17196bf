/**
 * Whether a scheduled element shows at `now` (milliseconds since 1970): from its start on, and no longer at its end.
 * A missing start or end is open. The one rule of the build, the server's refresh and the browser's gate.
 */
export function shownAt(from: number | undefined, until: number | undefined, now: number): boolean {
  return (from === undefined || from <= now) && (until === undefined || now < until);
}
