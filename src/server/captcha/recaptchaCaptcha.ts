import { secondsAfter } from "../timeSpans.js";
import { captchaSecretEnv, type CaptchaProvider, type CaptchaRules } from "./captchaProvider.js";
import { embeddedCaptcha } from "./embeddedCaptcha.js";

/**
 * The production adapter: POSTs the token to Google's siteverify with the secret (VIDHI_CAPTCHA_SECRET).
 * Google spends a token on its first check, so the store records the outcome (captchaLedger.ts) for the lead
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
