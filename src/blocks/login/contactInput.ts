import type { Contact } from "../../api/login.js";
import { isWellFormedEmail } from "../../rules/email.js";

/** The login panel's contact rules (an email, or a mobile number of the constants' length and first digits), from the constants. */
export interface ContactRules {
  mobile: { length: number; validFirstDigits: string[] };
}

const digitsOnly = (v: string) => /^\d+$/.test(v);

/** An email, or a mobile number of the configured length starting with a valid digit; anything else is null (Continue stays disabled). */
export function parseContact(value: string, rules: ContactRules): Contact | null {
  const v = value.trim().toLowerCase();
  const m = rules.mobile;
  if (digitsOnly(v)) return v.length === m.length && m.validFirstDigits.includes(v[0]) ? { kind: "mobile", value: v } : null;
  return isWellFormedEmail(v) ? { kind: "email", value: v } : null;
}

/** What the field keeps of a typed or pasted value: lowercased, and a number cut to its length. */
export function normaliseContactInput(value: string, rules: ContactRules): string {
  const v = value.toLowerCase();
  return digitsOnly(v) ? v.slice(0, rules.mobile.length) : v;
}

/** Whether a key press may reach the field: once it holds a number, only digits (and editing keys) do. */
export function contactKeyAllowed(current: string, key: string): boolean {
  if (key.length !== 1) return true; // Backspace, arrows, Enter, Tab...
  return !digitsOnly(current) || /\d/.test(key);
}

/** The field's length limit: the mobile number's length while it holds a number. */
export function contactMaxLength(current: string, rules: ContactRules): number | undefined {
  return digitsOnly(current) ? rules.mobile.length : undefined;
}
