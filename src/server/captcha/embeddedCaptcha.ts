import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { CaptchaProvider, CaptchaRules } from "./captchaProvider.js";

const typ = "vidhi-captcha+jwt";
const audience = "vidhi:captcha";

/**
 * The embedded provider: HS256 tokens (the server key, but their own `typ` and audience, so a captcha token
 * is never a login token) carrying a score (`embeddedScore`, or a test score), a jti and an expiry of
 * `tokenLifetimeSeconds`. Single use is kept by the store (captchaLedger.ts), not by the token.
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
