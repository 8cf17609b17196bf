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
 * The ways a number may be written before it: each prefix alone, and two of them in turn ('+91 (0) 98450 12345',
 * '+91 098450 12345'). Longest first, so that '910' is tried before '91'.
 */
function prefixChains(prefixes: string[]): string[] {
  const pairs = prefixes.flatMap((a) => prefixes.filter((b) => b !== a).map((b) => a + b));
  return [...new Set([...prefixes, ...pairs])].sort((a, b) => b.length - a.length);
}

/**
 * What a mobile number field keeps of a typed or pasted value, in every form that asks for one (the lead form, the
 * cart, the login panel, the chat): digits only. A longer number that starts with a country code or trunk prefix, or
 * both ('+91 98123 45670', '098123 45670', '+91 (0) 98123 45670'), loses them when what is left is a whole number, so
 * that the number kept is the visitor's and not its first ten digits (cutting at ten kept '9198123456' of
 * '+91 98123 45670': a valid number, and not the visitor's). Typed key by key, such a number passes the number's
 * length before it is whole: while its digits start with a prefix and are fewer than the prefix and a number
 * together, they are kept as typed, and the prefix goes once the last digit comes.
 *
 * Anything else longer than a number: a field cuts it to the number's length as it is typed (the spec's "max length
 * 10"); a value given `whole` (a chat answer, sent at once) is kept as it is, so that the length rule refuses it
 * rather than an eleven-digit typo becoming someone else's number.
 */
export function keptMobileDigits(value: string, rules: MobileEntryRules, options: { whole?: boolean } = {}): string {
  const digits = value.replace(/\D/g, "");
  const { length } = rules;
  if (digits.length <= length) return digits;
  const chains = prefixChains(rules.pastedPrefixes);
  const complete = chains.find((c) => digits.length === c.length + length && digits.startsWith(c));
  if (complete !== undefined) return digits.slice(complete.length);
  if (chains.some((c) => digits.length < c.length + length && digits.startsWith(c))) return digits;
  return options.whole ? digits : digits.slice(0, length);
}

/** The most digits a mobile field lets in while it holds `digits`: the number's length, and the prefixes it starts with. */
export function mobileEntryMaxDigits(digits: string, rules: MobileEntryRules): number {
  return rules.length + Math.max(0, ...prefixChains(rules.pastedPrefixes).filter((c) => digits.startsWith(c)).map((c) => c.length));
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
