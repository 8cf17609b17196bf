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
}

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
