import type { ConstantsDocument } from "../../documents/types.js";
import type { CaptchaLedger } from "../captcha/captchaLedger.js";
import type { Store } from "../store/openStore.js";
import type { LeadFields } from "./leadFields.js";
import { admittedBy, captchaMayAdmit, claimsVerifiedNumber, type FormLeadWay } from "./leadPolicy.js";
import type { LeadAdmission } from "./leadStore.js";
import { mobileRecentlyVerified, withinUnverifiedCap } from "./leadVerification.js";

/** The form lead's admission, with how it was let in and, when a captcha was spent, its score and why it failed. */
export interface FormLeadAdmission extends LeadAdmission {
  how?: FormLeadWay;
  score: number | null;
  /** Set when a captcha token was spent and did not pass ('reused', 'expired', 'low-score', ...). */
  captchaRefusal?: { reason?: string };
}

/**
 * The check of POST /api/leads (leadPolicy.ts), run by recordLead in the lead's transaction: the number's
 * verification is read, and the captcha token spent, in the same transaction as the lead they let in.
 */
export function formLeadAdmission(
  lead: { otpVerifiedStatus?: boolean; fields: LeadFields; captchaToken?: string },
  deps: { ledger: CaptchaLedger; constants: Pick<ConstantsDocument, "leads" | "captcha">; at: Date },
) {
  const { fields, captchaToken } = lead;
  const { ledger, constants, at } = deps;
  return async (query: Store["query"]): Promise<FormLeadAdmission> => {
    if (claimsVerifiedNumber(lead.otpVerifiedStatus, fields.mobile) && (await mobileRecentlyVerified(query, fields.mobile, at, constants.leads.otpVerifiedWindowSeconds))) {
      return { accepted: true, how: "otp", score: null, changes: admittedBy("otp", null) };
    }
    if (!captchaMayAdmit(fields.service_id, captchaToken, constants.captcha.skipForServiceIds)) return { accepted: false, score: null };
    const check = await ledger.spend(query, captchaToken, at);
    if (!check.success) return { accepted: false, score: check.score, captchaRefusal: { reason: check.reason } };
    return { accepted: true, how: "captcha", score: check.score, changes: admittedBy("captcha", check.score) };
  };
}

/** The check of the unverified routes (spam-check, captcha-fail): one more unverified lead of the address group within the hourly cap. */
export function unverifiedCapAdmission(clientAddress: string, at: Date, max: number) {
  return async (query: Store["query"]): Promise<LeadAdmission> => ({ accepted: await withinUnverifiedCap(query, clientAddress, at, max) });
}
