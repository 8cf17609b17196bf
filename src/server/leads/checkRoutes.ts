import type { FastifyPluginAsync } from "fastify";
import type { ApiChecksCaptchaTokenAnswer, ApiChecksCaptchaVerificationAnswer, ApiChecksCaptchaVerificationBody, ApiChecksEmailValidationAnswer, ApiChecksEmailValidationQuery, ApiChecksVerifyMobileAnswer, ApiChecksVerifyMobileBody } from "../../contract/types.js";
import { isValidMobileNumber } from "../../rules/mobileNumber.js";
import type { CaptchaLedger } from "../captcha/captchaLedger.js";
import { captchaTestScoreHeader, type CaptchaProvider } from "../captcha/captchaProvider.js";
import { checkEmail, type MxLookup } from "../email/emailCheck.js";
import { refuse } from "../errorAnswer.js";
import { fill } from "../../lib/fill.js";
import type { ServerDocuments } from "../serverDocuments.js";
import { noStore } from "../http/noStore.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

export interface CheckRoutesOptions {
  documents: ServerDocuments;
  captcha: CaptchaProvider;
  ledger: CaptchaLedger;
  /** Honour the test-score header on GET /api/captcha/token (never in production). */
  captchaTestScores: boolean;
  mxLookup?: MxLookup;
  now: () => Date;
}


/**
 * The lead form's checks (docs/leads.md): GET /api/emailvalidation, POST /api/verify-mobile-number,
 * GET /api/captcha/token (embedded captcha) and POST /api/captcha-verification.
 */
export const checkRoutes: FastifyPluginAsync<CheckRoutesOptions> = async (app, { documents, captcha, ledger, captchaTestScores, mxLookup, now }) => {
  // Each handler reads the documents as they are now, so that a publish applies without a restart.
  noStore(app);

  app.get<{ Querystring: ApiChecksEmailValidationQuery }>(api.emailValidationPath, { schema: requestSchema("emailValidation") }, async (request) => {
    const { messages, emailChecks, constants } = documents;
    const verdict = await checkEmail(request.query.q, emailChecks, constants.leadForm.emailPattern, mxLookup);
    if (verdict !== "ok") request.log.info({ verdict }, "email refused");
    return (verdict === "ok" ? { status: true, data: messages.api.emailValid } : { status: false, data: messages.leadForm.emailInvalid }) satisfies ApiChecksEmailValidationAnswer;
  });

  app.post<{ Body: ApiChecksVerifyMobileBody }>(api.verifyMobileNumberPath, { schema: requestSchema("verifyMobileNumber"), bodyLimit: 1024 }, async (request) => {
    return { status: isValidMobileNumber(request.body.mobileNumber, documents.constants.mobile) } satisfies ApiChecksVerifyMobileAnswer;
  });

  app.get(api.captchaTokenPath, async (request, reply) => {
    const { messages } = documents;
    if (!captcha.issue) return refuse(reply, 404, messages.api.captchaTokensNotIssued);
    let testScore: number | undefined;
    const header = request.headers[captchaTestScoreHeader];
    if (captchaTestScores && header !== undefined) {
      const score = Number(header);
      if (typeof header !== "string" || header.trim() === "" || !Number.isFinite(score) || score < 0 || score > 1) {
        return refuse(reply, 400, fill(messages.server.captchaTestScoreNotNumber, { header: captchaTestScoreHeader }));
      }
      testScore = score;
    }
    return { token: await captcha.issue({ now: now(), testScore }) } satisfies ApiChecksCaptchaTokenAnswer;
  });

  app.post<{ Body: ApiChecksCaptchaVerificationBody }>(api.captchaVerificationPath, { schema: requestSchema("captchaVerification"), bodyLimit: 8192 }, async (request) => {
    const at = now();
    const check = await ledger.verify(request.body.token, at);
    if (!check.success) request.log.info({ reason: check.reason, score: check.score }, "captcha check failed");
    if (Math.random() < 0.01) await ledger.prune(at);
    return { status: true, success: check.success, score: check.score } satisfies ApiChecksCaptchaVerificationAnswer;
  });
};
