/**
 * The lead form's mobile number rule (its figures are constants.mobile), shared by the browser and the
 * server: pure TypeScript, no imports, the numbers come from config/constants.json `mobile`.
 */
export interface MobileNumberRules {
  /** How many digits a number has (10). */
  length: number;
  /** The digits a number may start with ("6" to "9"). */
  validFirstDigits: string[];
  /** The smallest valid number (6000000000). */
  lowerBound: number;
  /** Repeated and sequential numbers that are never accepted (18 of them). */
  blockedNumbers: string[];
  /** What a number may be written with before it: the country code and the trunk prefix ("91", "0"). */
  pastedPrefixes: string[];
}

/** What a field that takes a mobile number needs to keep what is typed or pasted into it. */
export type MobileEntryRules = Pick<MobileNumberRules, "length" | "pastedPrefixes">;

/**
 * What a mobile number field keeps of a typed or pasted value, in every form that asks for one (the lead form, the
 * cart, the login panel, the chat): digits only, at most the number's length. A longer number that starts with a
 * country code or trunk prefix ('+91 98123 45670', '098123 45670') loses the prefix first, so that the number kept is
 * the visitor's and not its first ten digits. Typed key by key, such a number passes the number's length before it is
 * whole: while its digits start with a prefix and are fewer than the prefix and a number together, they are kept as
 * typed (too long to be valid, so the field says so if left there), and the prefix goes once the last digit comes.
 * Cutting them at ten kept '9198123456' of '+91 98123 45670': a valid number, and not the visitor's.
 */
export function keptMobileDigits(value: string, rules: MobileEntryRules): string {
  const digits = value.replace(/\D/g, "");
  const { length, pastedPrefixes } = rules;
  if (digits.length <= length) return digits;
  const whole = pastedPrefixes.find((p) => digits.length === p.length + length && digits.startsWith(p));
  if (whole !== undefined) return digits.slice(whole.length);
  if (pastedPrefixes.some((p) => digits.length < p.length + length && digits.startsWith(p))) return digits;
  return digits.slice(0, length);
}

/** The most digits a mobile field lets in while it holds `digits`: the number's length, and the prefix it starts with. */
export function mobileEntryMaxDigits(digits: string, rules: MobileEntryRules): number {
  return rules.length + Math.max(0, ...rules.pastedPrefixes.filter((p) => digits.startsWith(p)).map((p) => p.length));
}

/**
 * Whether a value is written as a phone number is (digits with spaces, dashes, dots, brackets or a '+'),
 * rather than an email or words: such a value is kept as its digits ({@link keptMobileDigits}).
 */
export const writtenAsMobile = (value: string): boolean => /^[\d\s().+-]*\d[\d\s().+-]*$/.test(value.trim());

/** Why a number is refused, or "ok". */
export type MobileNumberVerdict = "ok" | "empty" | "not-digits" | "wrong-length" | "below-lower-bound" | "bad-first-digit" | "blocked";

/** Judges a number: digits only, exactly `length` of them, not below `lowerBound`, a valid first digit, not blocked. */
export function mobileNumberVerdict(value: string, rules: MobileNumberRules): MobileNumberVerdict {
  if (value === "") return "empty";
  if (!/^[0-9]+$/.test(value)) return "not-digits";
  if (value.length !== rules.length) return "wrong-length";
  if (Number(value) < rules.lowerBound) return "below-lower-bound";
  if (!rules.validFirstDigits.includes(value[0])) return "bad-first-digit";
  if (rules.blockedNumbers.includes(value)) return "blocked";
  return "ok";
}

/** True when the number passes every rule of {@link mobileNumberVerdict}. */
export function isValidMobileNumber(value: string, rules: MobileNumberRules): boolean {
  return mobileNumberVerdict(value, rules) === "ok";
}
