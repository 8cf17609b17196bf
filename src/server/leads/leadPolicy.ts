import type { LeadAdmission } from "./leadStore.js";

/**
 * The rule for letting a lead from the form in, as plain functions (tests/unit/leads/leadPolicy.test.ts); the look-ups and
 * the captcha spend they ask for are leadAdmission.ts's, in the lead's transaction. A lead is let in when the
 * visitor's number was verified by code, or, for a service that does not skip the captcha, when a captcha token
 * passes; otherwise the browser takes the spam route.
 */
export type FormLeadWay = "otp" | "captcha";

/** The form says the number was verified by code, and the lead has a number to look the verification up by. */
export function claimsVerifiedNumber(otpVerifiedStatus: boolean | undefined, mobile: string | null | undefined): mobile is string {
  return !!otpVerifiedStatus && !!mobile;
}

/** A captcha token can let the lead in: the form sent one and the lead's service (none counts as -1) does not skip the captcha. */
export function captchaMayAdmit(serviceId: number | null | undefined, captchaToken: string | undefined, skipForServiceIds: readonly number[]): captchaToken is string {
  return !skipForServiceIds.includes(serviceId ?? -1) && !!captchaToken;
}

/** What a lead let in one way changes in it: verified by code, or the score of the captcha it spent. */
export function admittedBy(way: FormLeadWay, captchaScore: number | null): NonNullable<LeadAdmission["changes"]> {
  return way === "otp" ? { status: "verified", otpVerified: true } : { captchaScore };
}
