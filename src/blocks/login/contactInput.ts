import type { Contact } from "../../api/login.js";
import { isWellFormedEmail } from "../../rules/email.js";
import { keptMobileDigits, mobileEntryMaxDigits, writtenAsMobile, type MobileNumberRules } from "../../rules/mobileNumber.js";

/** The login panel's contact rules (an email, or a mobile number of the constants' length and first digits), from the constants. */
export interface ContactRules {
  mobile: Pick<MobileNumberRules, "length" | "validFirstDigits" | "pastedPrefixes">;
}

const digitsOnly = (v: string) => /^\d+$/.test(v);

/** An email, or a mobile number of the configured length starting with a valid digit; anything else is null (Continue stays disabled). */
export function parseContact(value: string, rules: ContactRules): Contact | null {
  const v = value.trim().toLowerCase();
  const m = rules.mobile;
  if (digitsOnly(v)) return v.length === m.length && m.validFirstDigits.includes(v[0]) ? { kind: "mobile", value: v } : null;
  return isWellFormedEmail(v) ? { kind: "email", value: v } : null;
}

/**
 * What the field keeps of a typed or pasted value: lowercased, and a number kept as its digits as every mobile field
 * keeps them (rules/mobileNumber.ts): '+91 98123 45670' or '98123 45670', pasted or filled in by the browser, is
 * 9812345670, where it stayed as written and kept Continue disabled with nothing said.
 */
export function normaliseContactInput(value: string, rules: ContactRules): string {
  const v = value.toLowerCase();
  return writtenAsMobile(v) ? keptMobileDigits(v, rules.mobile) : v;
}

/** Whether a key press may reach the field: once it holds a number, only digits (and editing keys) do. */
export function contactKeyAllowed(current: string, key: string): boolean {
  if (key.length !== 1) return true; // Backspace, arrows, Enter, Tab...
  return !digitsOnly(current) || /\d/.test(key);
}

/**
 * The field's length limit while it holds a number: the number's length, or with the prefix it starts with, so that
 * '+91 98123 45670' typed key by key is not cut at '9198123456' (a valid number, and not the visitor's).
 */
export function contactMaxLength(current: string, rules: ContactRules): number | undefined {
  return digitsOnly(current) ? mobileEntryMaxDigits(current, rules.mobile) : undefined;
}
