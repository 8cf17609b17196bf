import type { ConstantsDocument, MessagesDocument, ThemeDocument } from "../../documents/types.js";
import type { OtpRules } from "../otp/otpRules.js";

/**
 * The figures the lead form works with (its field rules and the values it builds on submit), picked from the
 * constants at build time; the jobs that use them live beside this file: which fields show (leadFieldVisibility),
 * their messages (leadValidation), what a field keeps (leadCleanup), the starting input (leadInput) and the values
 * and payloads sent (leadValues).
 */
export interface LeadFormRules {
  mobile: Pick<ConstantsDocument["mobile"], "length" | "validFirstDigits" | "lowerBound" | "blockedNumbers" | "pastedPrefixes">;
  nameMinChars: number;
  brandNameMinChars: number;
  citySearch: ConstantsDocument["citySearch"];
  leadDefaults: ConstantsDocument["leadDefaults"];
  leadForm: ConstantsDocument["leadForm"];
  captchaSkipForServiceIds: number[];
  otp: OtpRules;
  formResetFlagMs: number;
  mobileAtMostPx: number;
}

/** The constants the form follows, and the theme's width at which it takes its phone layout (the stylesheet's too). */
export function leadFormRules(c: ConstantsDocument, breakpoints: ThemeDocument["breakpoints"]): LeadFormRules {
  return {
    mobile: { length: c.mobile.length, validFirstDigits: c.mobile.validFirstDigits, lowerBound: c.mobile.lowerBound, blockedNumbers: c.mobile.blockedNumbers, pastedPrefixes: c.mobile.pastedPrefixes },
    nameMinChars: c.name.minChars,
    brandNameMinChars: c.brandName.minChars,
    citySearch: c.citySearch,
    leadDefaults: c.leadDefaults,
    leadForm: c.leadForm,
    captchaSkipForServiceIds: c.captcha.skipForServiceIds,
    otp: { length: c.otp.length, resendCountdownSeconds: c.otp.resendCountdownSeconds },
    formResetFlagMs: c.formResetFlagMs,
    mobileAtMostPx: breakpoints.leadFormPhoneAtMostPx,
  };
}

export type LeadFormMessages = MessagesDocument["leadForm"];
