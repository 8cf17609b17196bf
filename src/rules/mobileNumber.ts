/** The mobile number rule of spec 5 'Lead form', with its figures from constants.mobile. */
export interface MobileNumberRules {
  length: number;
  lowerBound: number;
  blockedNumbers: string[];
}

/** Exactly `length` digits, not below `lowerBound`, and not one of the blocked repeated or sequential numbers. */
export function isValidMobileNumber(value: string, rules: MobileNumberRules): boolean {
  if (value.length !== rules.length || !/^\d+$/.test(value)) return false;
  if (Number(value) < rules.lowerBound) return false;
  return !rules.blockedNumbers.includes(value);
}
