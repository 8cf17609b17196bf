import type { ConstantsDocument } from "../../documents/types.js";

/** The OTP settings the login and lead flows run by: the code's length and the resend countdown, from the constants document. */
export type OtpRules = Pick<ConstantsDocument["otp"], "length" | "resendCountdownSeconds">;
