import type { LeadFormDocument } from "../../documents/types.js";
import type { LeadFormRules } from "./leadFormRules.js";

/**
 * What the phone field keeps of a typed or pasted value: digits only, at most the number's length (unless validation
 * is off). A longer number that starts with a country code or trunk prefix ('+91 98123 45670', '09812345670') loses
 * the prefix first, so that the number kept is the visitor's and not its first ten digits. Typed key by key, such a
 * number passes the number's length before it is whole: while its digits start with a prefix and are fewer than the
 * prefix and a number together, they are kept as typed (too long to be valid, so the field says so if left there),
 * and the prefix goes once the last digit comes. Cutting them at ten kept '9198123456' of '+91 98123 45670'.
 */
export function normalisePhone(value: string, form: LeadFormDocument, rules: LeadFormRules): string {
  if (form.options.disableMobileValidation) return value;
  const digits = value.replace(/\D/g, "");
  const { length, pastedPrefixes } = rules.mobile;
  if (digits.length <= length) return digits;
  const whole = pastedPrefixes.find((p) => digits.length === p.length + length && digits.startsWith(p));
  if (whole !== undefined) return digits.slice(whole.length);
  if (pastedPrefixes.some((p) => digits.length < p.length + length && digits.startsWith(p))) return digits;
  return digits.slice(0, length);
}
