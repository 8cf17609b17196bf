import { client, createClient, type JsonAnswer } from "./client.js";

/** A contact typed in the login panel: an email or a 10-digit mobile number (spec 5 'Login input'). */
export type Contact = { kind: "email"; value: string } | { kind: "mobile"; value: string };

/** An account linked to a contact (spec section 3, 'Account list entry'). */
export interface AccountEntry {
  user_uuid: string;
  email: string | null;
}

export interface VerifyUserAnswer {
  status: boolean;
  inactive: boolean;
  isNewUser: boolean;
}
export interface VerifyOtpAnswer {
  status: boolean;
  isMultiple: boolean;
  user_details: AccountEntry[];
  data: { token?: string };
}
export interface LoginUserAnswer {
  status: boolean;
  data: { token: string };
}

/** The login calls of spec section 7. Login data carries email or contact_number, exactly one. */
export interface LoginApi {
  verifyUser(contact: Contact): Promise<JsonAnswer<VerifyUserAnswer>>;
  sendOtp(contact: Contact): Promise<JsonAnswer<{ status: boolean }>>;
  verifyOtp(contact: Contact, otp: string): Promise<JsonAnswer<VerifyOtpAnswer>>;
  loginUser(userUuid: string): Promise<JsonAnswer<LoginUserAnswer>>;
}

const loginData = (c: Contact) => (c.kind === "email" ? { email: c.value } : { contact_number: c.value });

export const loginApi = (fetchImpl?: typeof fetch): LoginApi => {
  const http = fetchImpl ? createClient(fetchImpl) : client;
  return {
    verifyUser: (c) => http.postJson("/api/verifyUser", loginData(c)),
    // sendOtp names the number mobile_number (spec section 7).
    sendOtp: (c) => http.postJson("/api/sendOtp", c.kind === "email" ? { email: c.value } : { mobile_number: c.value }),
    verifyOtp: (c, otp) => http.postJson("/api/verifyOtp", { ...loginData(c), otp }),
    loginUser: (userUuid) => http.postJson("/api/login-user", { user_uuid: userUuid, manual_signin: true }),
  };
};
