import type { LeadFormDocument } from "../../documents/types.js";
import { keptMobileDigits } from "../../rules/mobileNumber.js";
import type { LeadFormRules } from "./leadFormRules.js";

/** What the phone field keeps of a typed or pasted value (rules/mobileNumber.ts), unless the form turns validation off. */
export function normalisePhone(value: string, form: LeadFormDocument, rules: LeadFormRules): string {
  return form.options.disableMobileValidation ? value : keptMobileDigits(value, rules.mobile);
}
