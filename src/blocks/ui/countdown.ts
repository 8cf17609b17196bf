/**
 * Whole seconds from `now` until `deadline` (both ms since the epoch), rounded up so that the last second shows
 * as 1 rather than 0; 0 once the deadline has passed. The OTP resend countdown of the login and lead flows.
 */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
