import type { MessagesDocument } from "../documents/types.js";
import { isWellFormedEmail } from "./email.js";
import { isValidMobileNumber, type MobileNumberRules } from "./mobileNumber.js";

/**
 * The lead form's rules for a name, an email and a mobile number, in one place for every form
 * that asks for them (the lead form, the cart) and for the server that checks what they send (orders). Each figure
 * from config/constants.json, each sentence from config/messages.json `leadForm`.
 */
export interface ContactRules {
  mobile: MobileNumberRules;
  /** constants name.minChars. */
  nameMinChars: number;
  /** constants leadForm.emailPattern: the lead form's extra pattern on top of a well-formed address. */
  emailPattern: string;
}

export type ContactMessages = Pick<MessagesDocument["leadForm"], "nameRequired" | "nameTooShort" | "emailRequired" | "emailInvalid" | "mobileRequired" | "mobileInvalid">;

export interface Contact {
  name: string;
  email: string;
  mobile: string;
}

export function emailMessage(value: string, emailPattern: string, m: ContactMessages): string | null {
  const v = value.trim();
  if (!v) return m.emailRequired;
  if (!isWellFormedEmail(v)) return m.emailInvalid;
  if (!new RegExp(emailPattern).test(v)) return m.emailRequired;
  return null;
}

export function mobileMessage(value: string, rules: MobileNumberRules, m: ContactMessages): string | null {
  if (!value.trim()) return m.mobileRequired;
  return isValidMobileNumber(value, rules) ? null : m.mobileInvalid;
}

/** At least `min` letters or spaces (the name's minimum is in config/constants.json). */
export const longEnough = (value: string, min: number) => value.replace(/[^\p{L} ]/gu, "").trim().length >= min;

/** `strict` is false while the visitor is typing: a short name is only refused once they leave the field or submit. */
export function nameMessage(value: string, minChars: number, m: ContactMessages, strict = true): string | null {
  if (!value.trim()) return m.nameRequired;
  return strict && !longEnough(value, minChars) ? m.nameTooShort : null;
}

/** Each field's message, only for the fields that have one: an empty object when the contact may be sent. */
export function contactErrors(contact: Contact, rules: ContactRules, m: ContactMessages): Partial<Record<keyof Contact, string>> {
  const found = {
    name: nameMessage(contact.name, rules.nameMinChars, m),
    email: emailMessage(contact.email, rules.emailPattern, m),
    mobile: mobileMessage(contact.mobile, rules.mobile, m),
  };
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== null)) as Partial<Record<keyof Contact, string>>;
}
