import type { LeadFormDocument } from "../../documents/types.js";
import type { LeadFormRules } from "./leadFormRules.js";

/**
 * What the phone field keeps of a typed or pasted value: digits only, at most the number's length (unless validation
 * is off). A longer number that starts with a country code or trunk prefix ('+91 98123 45670', '09812345670') loses
 * the prefix first, so that the number kept is the visitor's and not its first ten digits.
 */
export function normalisePhone(value: string, form: LeadFormDocument, rules: LeadFormRules): string {
  if (form.options.disableMobileValidation) return value;
  const digits = value.replace(/\D/g, "");
  const { length, pastedPrefixes } = rules.mobile;
  const prefix = digits.length > length ? pastedPrefixes.find((p) => digits.length === p.length + length && digits.startsWith(p)) : undefined;
  return (prefix ? digits.slice(prefix.length) : digits).slice(0, length);
}
