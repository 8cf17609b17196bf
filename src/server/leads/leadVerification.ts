import { addressGroup } from "../security/addressGroup.js";
import { countInWindow } from "../security/counters.js";
import type { Store } from "../store/openStore.js";
import { secondsBefore } from "../timeSpans.js";

const hourMs = 3600_000;

/**
 * Counts one more unverified lead (spam-check, captcha-fail) of the client's address group (an IPv6 /64 as one) in
 * the store's hourly window, inside the lead's own transaction, and says whether it is within `max`. One atomic
 * statement (security/counters.ts), so requests at the same moment, from one process or several, each get their own
 * count and the cap holds exactly; a refused request counts too, as the route limits' do.
 */
export async function withinUnverifiedCap(query: Store["query"], clientAddress: string, now: Date, max: number): Promise<boolean> {
  const { count } = await countInWindow(query, "unverified-leads", addressGroup(clientAddress), now, hourMs);
  return count <= max;
}

/** Records that a mobile number was verified by the lead form's code, and turns its recent suspect leads into verified ones. */
export async function markMobileVerified(store: Store, mobile: string, now: Date, windowSeconds: number): Promise<number> {
  return store.transaction(async (query) => {
    await query("insert into lead_mobile_verifications (mobile, verified_at) values ($1, $2) on conflict (mobile) do update set verified_at = excluded.verified_at", [mobile, now]);
    const rows = await query(
      "update leads set status = 'verified', otp_verified = true, verified_at = $2 where mobile = $1 and status = 'suspect' and created_at > $3 returning id",
      [mobile, now, secondsBefore(now, windowSeconds)],
    );
    return rows.length;
  });
}

/** True when the number was verified by code within `windowSeconds`. */
export async function mobileRecentlyVerified(query: Store["query"], mobile: string, now: Date, windowSeconds: number): Promise<boolean> {
  const [row] = await query<{ verified_at: Date }>("select verified_at from lead_mobile_verifications where mobile = $1", [mobile]);
  return !!row && row.verified_at.getTime() > secondsBefore(now, windowSeconds).getTime() && row.verified_at.getTime() <= now.getTime();
}
