import type { FastifyPluginAsync } from "fastify";
import type { ApiLeadsLeadOtpBody, ApiLeadsOkAnswer } from "../../contract/types.js";
import { isValidMobileNumber } from "../../rules/mobileNumber.js";
import { refuse } from "../errorAnswer.js";
import { markMobileVerified } from "./leadVerification.js";
import { codeText, requestCode } from "../login/codeRequest.js";
import { checkCode } from "../login/codes.js";
import type { OtpDelivery } from "../login/delivery.js";
import { noStore } from "../http/noStore.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

export interface LeadCodeRouteOptions extends StoreRouteDeps {
  delivery: OtpDelivery;
  signingKey: Uint8Array;
}

/** The store key of a lead-form code: kept apart from login codes ('mobile:…') so that one never stands for the other. */
const leadContactKey = (mobile: string) => `lead-mobile:${mobile}`;

/**
 * POST /api/leads/otp, the lead form's code (docs/leads.md): a verified number turns the
 * visitor's suspect leads into verified ones. Body: schemas/api/leads.schema.json leadOtpBody.
 */
export const leadCodeRoute: FastifyPluginAsync<LeadCodeRouteOptions> = async (app, { store, documents, delivery, signingKey, now }) => {
  noStore(app);

  // The lead form's code: without otp, send one by SMS (limits shared with login codes per address); with otp, check it.
  app.post<{ Body: ApiLeadsLeadOtpBody }>(api.leadOtpPath, { schema: requestSchema("leadOtp"), bodyLimit: 4096 }, async (request, reply) => {
    const { mobileNumber, otp } = request.body;
    // The rules and words as they are now: a publish applies without a restart.
    const { constants, messages } = documents;
    const rules = constants.otp;
    if (!isValidMobileNumber(mobileNumber, constants.mobile)) return refuse(reply, 400, messages.leadForm.mobileInvalid);
    const key = leadContactKey(mobileNumber);
    const at = now();
    if (otp === undefined) {
      const outcome = await requestCode(store, signingKey, rules, { contactKey: key, clientAddress: request.ip, now: at, makeCode: true });
      if (!outcome.allowed) {
        request.log.info({ why: outcome.why }, "lead code refused: rate limit");
        reply.header("retry-after", String(outcome.retryAfterSeconds));
        return refuse(reply, 429, messages.api.otpRateLimited);
      }
      const text = codeText(messages.api.leadOtpDeliveryText, outcome.code.code, rules);
      try {
        await delivery.send({ channel: "sms", to: mobileNumber, code: outcome.code.code, text, expiresAt: outcome.code.expiresAt, createdAt: at });
      } catch (e) {
        request.log.error({ err: e, delivery: delivery.kind }, "lead code could not be delivered");
        return refuse(reply, 502, messages.server.codeNotSent);
      }
      return { status: true } satisfies ApiLeadsOkAnswer;
    }
    const check = await checkCode(store, signingKey, rules, key, otp, at);
    if (check === "burnt") return refuse(reply, 429, messages.api.otpTooManyTries);
    if (check === "refused") return refuse(reply, 401, messages.api.otpNotValid);
    const verified = await markMobileVerified(store, mobileNumber, at, constants.leads.otpVerifiedWindowSeconds);
    request.log.info({ verifiedLeads: verified }, "lead code verified");
    return { status: true } satisfies ApiLeadsOkAnswer;
  });
};
