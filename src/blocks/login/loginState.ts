import type { AccountEntry, Contact } from "../../api/login.js";
import { emptyDigits } from "../otp/otpEntry.js";

/** What the login panel holds: the screen on show and what each screen draws. LoginFlow changes it. */
export type LoginScreen = "contact" | "otp" | "accounts";
export type OtpStatus = "empty" | "verified" | "error";

export interface LoginState {
  screen: LoginScreen;
  /** What the contact field holds. */
  input: string;
  /** The contact the code was sent to (screens 2 and 3). */
  contact: Contact | null;
  /** A call is running: the button shows its loading state and is disabled. */
  busy: boolean;
  /** The sentence under the field or the boxes: the inactive account, the wrong code, the right code. */
  notice: { tone: "error" | "success"; text: string } | null;
  digits: string[];
  otpStatus: OtpStatus;
  /** When the resend button may show (ms since the epoch). */
  resendAt: number;
  accounts: AccountEntry[];
  selected: string | null;
}

/** Screen 1 with an empty field, and `otpLength` empty boxes for later. */
export function initialLoginState(otpLength: number): LoginState {
  return { screen: "contact", input: "", contact: null, busy: false, notice: null, digits: emptyDigits(otpLength), otpStatus: "empty", resendAt: 0, accounts: [], selected: null };
}
