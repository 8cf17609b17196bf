import leadsSchema from "../../../schemas/api/leads.schema.json" with { type: "json" };
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
  /** The most characters a text field takes (by its key, else `text`): the lead's values as the server accepts them (schemas/api/leads.schema.json). */
  maxChars: Partial<Record<string, number>> & { text: number };
}

const leadValues = leadsSchema.$defs.leadValues;

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
    // A custom field, an extra field or a generic input is sent as one more text value (additionalProperties' text).
    // The phone's is for a form whose mobile validation is off (kept as typed); with it on, the field takes no limit.
    maxChars: {
      name: leadValues.properties.name.maxLength,
      email: leadValues.properties.email.maxLength,
      brandName: leadValues.properties.brandName.maxLength,
      phone: leadValues.properties.phone.maxLength,
      text: leadValues.additionalProperties.anyOf[0].maxLength!,
    },
  };
}

export type LeadFormMessages = MessagesDocument["leadForm"];
