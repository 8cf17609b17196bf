/**
 * Times computed from the constants' spans. The schemas cap every span (schemas/constants.schema.json), and the
 * server refuses to start on a document beyond them; these functions keep a span that slipped past (documents
 * handed to buildApp directly, a schema edited without a ceiling) from making an Invalid Date, which throws
 * "Invalid time value" when it is stored or written as text, or an "Infinity" Retry-After.
 */

/** The instants every store and every ISO 8601 text can hold: from year 1 to the end of year 9999. */
const earliestMs = -62_135_596_800_000;
const latestMs = 253_402_300_799_999;

/** `at` moved by `ms` (back when negative), held within the instants a store can keep. */
export function shiftedBy(at: Date, ms: number): Date {
  const t = at.getTime() + ms;
  if (Number.isNaN(t)) return new Date(at.getTime());
  return new Date(Math.min(Math.max(t, earliestMs), latestMs));
}

/** `at` moved by `seconds`. */
export const secondsAfter = (at: Date, seconds: number): Date => shiftedBy(at, seconds * 1000);

/** `at` moved back by `seconds`. */
export const secondsBefore = (at: Date, seconds: number): Date => shiftedBy(at, -seconds * 1000);

/** A span in seconds as milliseconds, at most the span from the first to the last instant a store can keep. */
export function spanMs(seconds: number): number {
  const ms = seconds * 1000;
  return Number.isNaN(ms) ? 0 : Math.min(Math.max(ms, 0), latestMs - earliestMs);
}

/** A Retry-After in whole seconds until `untilMs` from `nowMs`: at least 1, and always a finite whole number. */
export function retryAfterSeconds(untilMs: number, nowMs: number): number {
  const seconds = Math.ceil((Math.min(untilMs, latestMs) - nowMs) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : 1;
}
