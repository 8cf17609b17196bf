import type { Store } from "../store/openStore.js";
import { secondsBefore } from "../timeSpans.js";

/** How many unverified leads (spam-check, captcha-fail) an address sent in the last hour. */
export async function unverifiedLeadsFrom(store: Store, clientAddress: string, now: Date): Promise<number> {
  const [row] = await store.query<{ n: number }>(
    "select count(*)::int as n from leads where client_address = $1 and created_at > $2 and source in ('spam-check', 'captcha-fail')",
    [clientAddress, new Date(now.getTime() - 3600_000)],
  );
  return row.n;
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
