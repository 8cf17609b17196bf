import { createHash } from "node:crypto";
import type { Store } from "../store/openStore.js";
import type { CaptchaProvider, CaptchaRules } from "./captchaProvider.js";

/** The store key of a token: a SHA-256 of it (tokens themselves are not kept). */
const tokenKey = (token: string) => createHash("sha256").update(token).digest("hex");

export interface CaptchaCheck {
  success: boolean;
  score: number;
  /** Why success is false: 'reused', 'expired', 'bad-signature', 'low-score', ... */
  reason?: string;
}

/**
 * Single use, in the store (table captcha_tokens). A token may be verified once (POST /api/captcha-verification)
 * and then spent once by a lead (POST /api/leads); a lead may also spend a token that was never verified.
 * Verifying it twice, or spending it twice, fails as 'reused'.
 */
export function captchaLedger(store: Store, provider: CaptchaProvider, rules: CaptchaRules) {
  const judge = (valid: boolean, score: number, reason?: string): CaptchaCheck =>
    !valid ? { success: false, score, reason } : score >= rules.scoreThreshold ? { success: true, score } : { success: false, score, reason: "low-score" };

  return {
    /** POST /api/captcha-verification: the first check of a token. */
    async verify(token: string, now: Date): Promise<CaptchaCheck> {
      const key = tokenKey(token);
      const [known] = await store.query<{ score: number | null }>("select score from captcha_tokens where token_key = $1", [key]);
      if (known) return { success: false, score: known.score ?? 0, reason: "reused" };
      const a = await provider.assess(token, now);
      const inserted = await store.query(
        "insert into captcha_tokens (token_key, valid, score, verified_at, expires_at) values ($1, $2, $3, $4, $5) on conflict (token_key) do nothing returning token_key",
        [key, a.valid, a.valid ? a.score : null, now, a.valid ? a.expiresAt : now],
      );
      if (inserted.length === 0) return { success: false, score: a.valid ? a.score : 0, reason: "reused" };
      return a.valid ? judge(true, a.score) : judge(false, 0, a.reason);
    },
    /** A lead spends the token (inside the lead's transaction): valid, unexpired, score at or above the threshold, not spent before. */
    async spend(query: Store["query"], token: string, now: Date): Promise<CaptchaCheck> {
      const key = tokenKey(token);
      const [known] = await query<{ valid: boolean; score: number | null; expires_at: Date; spent_at: Date | null }>(
        "select valid, score, expires_at, spent_at from captcha_tokens where token_key = $1 for update",
        [key],
      );
      if (known) {
        if (known.spent_at) return { success: false, score: known.score ?? 0, reason: "reused" };
        if (!known.valid) return { success: false, score: 0, reason: "invalid" };
        if (known.expires_at.getTime() <= now.getTime()) return { success: false, score: known.score ?? 0, reason: "expired" };
        await query("update captcha_tokens set spent_at = $2 where token_key = $1", [key, now]);
        return judge(true, known.score ?? 0);
      }
      const a = await provider.assess(token, now);
      await query("insert into captcha_tokens (token_key, valid, score, spent_at, expires_at) values ($1, $2, $3, $4, $5)", [key, a.valid, a.valid ? a.score : null, now, a.valid ? a.expiresAt : now]);
      return a.valid ? judge(true, a.score) : judge(false, 0, a.reason);
    },
    /** Forgets tokens that expired more than a day ago (called now and then by the routes). */
    async prune(now: Date): Promise<void> {
      await store.query("delete from captcha_tokens where expires_at < $1", [new Date(now.getTime() - 86400_000)]);
    },
  };
}
export type CaptchaLedger = ReturnType<typeof captchaLedger>;
