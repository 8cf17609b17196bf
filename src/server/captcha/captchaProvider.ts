import type { ConstantsDocument } from "../../documents/types.js";
import type { ServerDocuments } from "../serverDocuments.js";

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
