import { createHash, randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { ConstantsDocument } from "../../../renderer/types/documents.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { secondsAfter } from "../timeSpans.js";

/** What a provider says about a token, before the store's single-use rule. */
export type CaptchaAssessment = { valid: true; score: number; expiresAt: Date } | { valid: false; reason: string };

/**
 * The captcha behind the lead form. Like every outside service it has a local default that really works, never a stub.
 * The embedded default issues and checks its own signed tokens (GET /api/captcha/token); the production
 * adapter checks reCAPTCHA v3 tokens with Google (the browser gets them with the site key of config/site.json).
 */
export interface CaptchaProvider {
  kind: "embedded" | "recaptcha";
  /** Issues a token (embedded only). `testScore` is honoured only when the app allows test scores. */
  issue?(options: { now: Date; testScore?: number }): Promise<string>;
  assess(token: string, now: Date): Promise<CaptchaAssessment>;
}

/** The captcha's rules, from config/constants.json (captcha). */
export type CaptchaRules = Pick<ConstantsDocument["captcha"], "tokenLifetimeSeconds" | "scoreThreshold" | "embeddedScore">;

/**
 * The captcha's rules as the documents hold them now: each is read when a token is issued or judged, so that a
 * published constants.json applies without a restart (the providers and the ledger keep this object).
 */
export function liveCaptchaRules(documents: ServerDocuments): CaptchaRules {
  const rules = () => documents.constants.captcha;
  return {
    get tokenLifetimeSeconds() {
      return rules().tokenLifetimeSeconds;
    },
    get scoreThreshold() {
      return rules().scoreThreshold;
    },
    get embeddedScore() {
      return rules().embeddedScore;
    },
  };
}

export const captchaSecretEnv = "VIDHI_CAPTCHA_SECRET";
/** Outside production, with this set to 1, GET /api/captcha/token honours the header below (tests drive the low-score path without a mock). */
export const captchaTestEnv = "VIDHI_CAPTCHA_TEST";
export const captchaTestScoreHeader = "x-vidhi-captcha-test-score";

const typ = "vidhi-captcha+jwt";
const audience = "vidhi:captcha";

/**
 * The embedded provider: HS256 tokens (the server key, but their own `typ` and audience, so a captcha token
 * is never a login token) carrying a score (`embeddedScore`, or a test score), a jti and an expiry of
 * `tokenLifetimeSeconds`. Single use is kept by the store (captchaLedger below), not by the token.
 */
export function embeddedCaptcha(key: Uint8Array, rules: CaptchaRules): CaptchaProvider {
  return {
    kind: "embedded",
    async issue({ now, testScore }) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ score: testScore ?? rules.embeddedScore })
        .setProtectedHeader({ alg: "HS256", typ })
        .setAudience(audience)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + rules.tokenLifetimeSeconds)
        .sign(key);
    },
    async assess(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], typ, audience, currentDate: now, clockTolerance: 0 });
        const score = payload.score;
        if (typeof score !== "number" || score < 0 || score > 1 || typeof payload.exp !== "number") return { valid: false, reason: "malformed" };
        return { valid: true, score, expiresAt: new Date(payload.exp * 1000) };
      } catch (e) {
        return { valid: false, reason: (e as { code?: string }).code === "ERR_JWT_EXPIRED" ? "expired" : "bad-signature" };
      }
    },
  };
}

/**
 * The production adapter: POSTs the token to Google's siteverify with the secret (VIDHI_CAPTCHA_SECRET).
 * Google spends a token on its first check, so the store records the outcome (captchaLedger) for the lead
 * that follows. No answer within 5 s, a non-2xx answer or success false is an invalid token.
 */
export function recaptchaCaptcha(secret: string, rules: CaptchaRules, fetchImpl: typeof fetch = fetch): CaptchaProvider {
  return {
    kind: "recaptcha",
    async assess(token, now) {
      try {
        const res = await fetchImpl("https://www.google.com/recaptcha/api/siteverify", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret, response: token }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) return { valid: false, reason: `siteverify-${res.status}` };
        const body = (await res.json()) as { success?: boolean; score?: number; "error-codes"?: string[] };
        if (!body.success) return { valid: false, reason: (body["error-codes"] ?? ["refused"]).join(",") };
        return { valid: true, score: typeof body.score === "number" ? body.score : 0, expiresAt: secondsAfter(now, rules.tokenLifetimeSeconds) };
      } catch (e) {
        return { valid: false, reason: `siteverify-unreachable: ${(e as Error).message}` };
      }
    },
  };
}

/** The production adapter when VIDHI_CAPTCHA_SECRET is set, otherwise the embedded provider. */
export function captchaFromEnv(env: NodeJS.ProcessEnv, key: Uint8Array, rules: CaptchaRules, fetchImpl: typeof fetch = fetch): CaptchaProvider {
  const secret = env[captchaSecretEnv];
  return secret ? recaptchaCaptcha(secret, rules, fetchImpl) : embeddedCaptcha(key, rules);
}

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
