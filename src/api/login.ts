import type { ApiLoginAccountChoice, ApiLoginLoginUserBody, ApiLoginSendOtpBody, ApiLoginSentAnswer, ApiLoginTokenAnswer, ApiLoginVerifyOtpAnswer, ApiLoginVerifyOtpBody, ApiLoginVerifyUserAnswer, ApiLoginVerifyUserBody } from "../contract/types.js";
import type { JsonAnswer } from "./httpTypes.js";
import { lazyHttp } from "./lazyHttp.js";
import { loginUserPath, sendOtpPath, verifyOtpPath, verifyUserPath } from "../contract/apiCalls.js";

export { openLoginParameter } from "./loginAddress.js";

/** A contact typed in the login panel: an email or a 10-digit mobile number (src/blocks/login/contactInput.ts). */
export type Contact = { kind: "email"; value: string } | { kind: "mobile"; value: string };

/** An account linked to a contact, as POST /api/verifyOtp lists them (schemas/api/login.schema.json). */
export type AccountEntry = ApiLoginAccountChoice;

/** The login calls (docs/login.md), typed from schemas/api/login.schema.json. Login data carries email or contact_number, exactly one. */
export interface LoginApi {
  verifyUser(contact: Contact): Promise<JsonAnswer<ApiLoginVerifyUserAnswer>>;
  sendOtp(contact: Contact): Promise<JsonAnswer<ApiLoginSentAnswer>>;
  verifyOtp(contact: Contact, otp: string): Promise<JsonAnswer<ApiLoginVerifyOtpAnswer>>;
  loginUser(userUuid: string): Promise<JsonAnswer<ApiLoginTokenAnswer>>;
}

const loginData = (c: Contact): ApiLoginVerifyUserBody => (c.kind === "email" ? { email: c.value } : { contact_number: c.value });

export const loginApi = (fetchImpl?: typeof fetch): LoginApi => {
  const http = lazyHttp(fetchImpl);
  return {
    verifyUser: (c) => http.postJson(verifyUserPath, loginData(c)),
    // sendOtp names the number mobile_number, where the other calls say contact_number (schemas/api/login.schema.json).
    sendOtp: (c) => http.postJson(sendOtpPath, (c.kind === "email" ? { email: c.value } : { mobile_number: c.value }) satisfies ApiLoginSendOtpBody),
    verifyOtp: (c, otp) => http.postJson(verifyOtpPath, { ...loginData(c), otp } satisfies ApiLoginVerifyOtpBody),
    loginUser: (userUuid) => http.postJson(loginUserPath, { user_uuid: userUuid, manual_signin: true } satisfies ApiLoginLoginUserBody),
  };
};
