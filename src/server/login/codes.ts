import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { ConstantsDocument } from "../../documents/types.js";
import type { Store } from "../store/openStore.js";
import { retryAfterSeconds, secondsAfter } from "../timeSpans.js";

/** The limits of codes, from config/constants.json (otp). */
export type OtpRules = ConstantsDocument["otp"];

const hourMs = 3600_000;

/** A fresh code of `length` digits from the operating system's secure random source. */
export function newCode(length: number): string {
  return randomInt(0, 10 ** length).toString().padStart(length, "0");
}

/** The keyed hash kept instead of a code: HMAC-SHA256 with the server key over the contact and the code. */
export function codeHash(key: Uint8Array, contactKey: string, code: string): string {
  return createHmac("sha256", key).update(`${contactKey}\n${code}`).digest("hex");
}

export type SendDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; why: "resend-gap" | "contact-hourly" | "address-hourly" };

/**
 * Decides whether a code may be asked for now, and if so records the request (in the same transaction).
 * Every request counts, whether the contact has an account or not, so the answer reveals nothing.
 * Refused: within the resend countdown of the contact's last request (unless that code was since used to
 * log in), or past the hourly cap of the contact or of the client's address group (security/addressGroup.ts).
 * Runs inside the caller's transaction, whose locks it takes.
 */
export async function recordSendRequest(query: Store["query"], rules: OtpRules, contactKey: string, clientAddress: string, now: Date): Promise<SendDecision> {
  const since = new Date(now.getTime() - hourMs);
  // Read-then-insert is exact only when no other request for this contact or address group runs in between, in this
  // process or another: each takes a lock of the transaction (contact first, then address, always in that order so
  // that two requests never wait on each other). Old rows are left to the sweep (security/counters.ts).
  await query("select pg_advisory_xact_lock(1, hashtext($1))", [contactKey]);
  await query("select pg_advisory_xact_lock(2, hashtext($1))", [clientAddress]);
  const [byContact] = await query<{ n: number; first: Date | null; last: Date | null }>(
    "select count(*)::int as n, min(requested_at) as first, max(requested_at) as last from otp_send_requests where contact = $1 and requested_at > $2",
    [contactKey, since],
  );
  const [byAddress] = await query<{ n: number; first: Date | null }>(
    "select count(*)::int as n, min(requested_at) as first from otp_send_requests where client_address = $1 and requested_at > $2",
    [clientAddress, since],
  );
  const secondsUntil = (t: number) => retryAfterSeconds(t, now.getTime());
  if (byAddress.n >= rules.maxSendsPerAddressPerHour) return { allowed: false, why: "address-hourly", retryAfterSeconds: secondsUntil(byAddress.first!.getTime() + hourMs) };
  if (byContact.n >= rules.maxSendsPerContactPerHour) return { allowed: false, why: "contact-hourly", retryAfterSeconds: secondsUntil(byContact.first!.getTime() + hourMs) };
  if (byContact.last) {
    const gapEnds = secondsAfter(byContact.last, rules.resendCountdownSeconds).getTime();
    const [code] = await query<{ used_at: Date | null }>("select used_at from otp_codes where contact = $1", [contactKey]);
    const usedSince = code?.used_at && code.used_at.getTime() >= byContact.last.getTime();
    if (gapEnds > now.getTime() && !usedSince) return { allowed: false, why: "resend-gap", retryAfterSeconds: secondsUntil(gapEnds) };
  }
  await query("insert into otp_send_requests (contact, client_address, requested_at) values ($1, $2, $3)", [contactKey, clientAddress, now]);
  return { allowed: true };
}

/** Makes a new code for the contact, replacing any previous one, and keeps only its hash. Returns the code and its expiry. */
export async function storeNewCode(query: Store["query"], key: Uint8Array, rules: OtpRules, contactKey: string, now: Date): Promise<{ code: string; expiresAt: Date }> {
  const code = newCode(rules.length);
  const expiresAt = secondsAfter(now, rules.expirySeconds);
  await query(
    `insert into otp_codes (contact, code_hash, created_at, expires_at, wrong_tries, used_at, burnt_at) values ($1, $2, $3, $4, 0, null, null)
     on conflict (contact) do update set code_hash = excluded.code_hash, created_at = excluded.created_at, expires_at = excluded.expires_at,
       wrong_tries = 0, used_at = null, burnt_at = null`,
    [contactKey, codeHash(key, contactKey, code), now, expiresAt],
  );
  return { code, expiresAt };
}

/**
 * The result of checking a code: 'accepted' (the code is now spent); 'refused' (no code, expired, already
 * used, or wrong with tries left); 'burnt' (this wrong try was the last allowed, or the code was burnt before).
 */
export type CodeCheck = "accepted" | "refused" | "burnt";

/** Checks a code for a contact, in one transaction: a wrong try is counted, the last allowed wrong try burns the code, a right one spends it. */
export async function checkCode(store: Store, key: Uint8Array, rules: OtpRules, contactKey: string, code: string, now: Date): Promise<CodeCheck> {
  return store.transaction(async (query) => {
    const [row] = await query<{ code_hash: string; expires_at: Date; wrong_tries: number; used_at: Date | null; burnt_at: Date | null }>(
      "select code_hash, expires_at, wrong_tries, used_at, burnt_at from otp_codes where contact = $1 for update",
      [contactKey],
    );
    if (!row || row.used_at || row.expires_at.getTime() <= now.getTime()) return "refused";
    if (row.burnt_at) return "burnt";
    const expected = Buffer.from(row.code_hash, "hex");
    const given = Buffer.from(codeHash(key, contactKey, code), "hex");
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await query("update otp_codes set used_at = $2 where contact = $1", [contactKey, now]);
      return "accepted";
    }
    const tries = row.wrong_tries + 1;
    const burnt = tries >= rules.maxWrongTries;
    await query("update otp_codes set wrong_tries = $2, burnt_at = $3 where contact = $1", [contactKey, tries, burnt ? now : null]);
    return burnt ? "burnt" : "refused";
  });
}
