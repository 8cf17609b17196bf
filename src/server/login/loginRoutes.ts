import type { FastifyPluginAsync } from "fastify";
import type { ApiLoginLoginUserBody, ApiLoginSendOtpBody, ApiLoginSentAnswer, ApiLoginTokenAnswer, ApiLoginVerifyOtpAnswer, ApiLoginVerifyOtpBody, ApiLoginVerifyUserAnswer, ApiLoginVerifyUserBody } from "../../contract/types.js";
import { checkLoginGrant, issueLoginGrant, loginGrantFromCookies, loginGrantSetCookie, spendLoginGrant } from "./loginGrant.js";
import { issueToken } from "./tokens.js";
import { findUser, findUsersByContact, type User } from "./users.js";
import { refuse } from "../errorAnswer.js";
import { codeText, requestCode } from "./codeRequest.js";
import { checkCode, type OtpRules } from "./codes.js";
import { contactKey, contactOf, parseContactKey, userLookup, type Contact } from "./contact.js";
import type { OtpDelivery } from "./delivery.js";
import { noStore } from "../http/noStore.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

export interface LoginRoutesOptions extends StoreRouteDeps {
  signingKey: Uint8Array;
  delivery: OtpDelivery;
}


/**
 * The login panel's calls (docs/login.md), on the store:
 * POST /api/verifyUser, /api/sendOtp, /api/verifyOtp and /api/login-user. Bodies and answers are
 * schemas/api/login.schema.json. Every answer is `cache-control: no-store`; a refusal is
 * { status: false, error } with 400 (malformed body), 401 or 429.
 */
export const loginRoutes: FastifyPluginAsync<LoginRoutesOptions> = async (app, { store, signingKey, documents, delivery, now }) => {
  // Each request reads the rules and words as they are now, so that a publish applies without a restart.
  const words = () => documents.messages.api;
  const auth = () => documents.constants.auth;

  noStore(app);
  const activeAccounts = async (contact: Contact): Promise<User[]> => (await findUsersByContact(store, userLookup(contact))).filter((u) => !u.inactive);

  // New: no account has the contact. Inactive: it has accounts and every one is inactive.
  app.post<{ Body: ApiLoginVerifyUserBody }>(api.verifyUserPath, { schema: requestSchema("verifyUser"), bodyLimit: 4096 }, async (request) => {
    const accounts = await findUsersByContact(store, userLookup(contactOf(request.body)));
    return { status: true, inactive: accounts.length > 0 && accounts.every((u) => u.inactive), isNewUser: accounts.length === 0 } satisfies ApiLoginVerifyUserAnswer;
  });

  // The same answer whether or not a code was sent: only a contact with an active account gets one.
  app.post<{ Body: ApiLoginSendOtpBody }>(api.sendOtpPath, { schema: requestSchema("sendOtp"), bodyLimit: 4096 }, async (request, reply) => {
    const contact = contactOf(request.body);
    const key = contactKey(contact);
    const at = now();
    const hasAccount = (await activeAccounts(contact)).length > 0;
    const rules: OtpRules = documents.constants.otp;
    const outcome = await requestCode(store, signingKey, rules, { contactKey: key, clientAddress: request.ip, now: at, makeCode: hasAccount });
    if (!outcome.allowed) {
      request.log.info({ why: outcome.why }, "login code refused: rate limit");
      reply.header("retry-after", String(outcome.retryAfterSeconds));
      return refuse(reply, 429, words().otpRateLimited);
    }
    if (outcome.code) {
      const text = codeText(words().otpDeliveryText, outcome.code.code, rules);
      try {
        await delivery.send({
          channel: contact.kind === "mobile" ? "sms" : "email",
          to: contact.kind === "mobile" ? contact.mobile : contact.email,
          code: outcome.code.code,
          text,
          expiresAt: outcome.code.expiresAt,
          createdAt: at,
        });
      } catch (e) {
        // A failed delivery is logged only; the answer stays the same so that it reveals nothing.
        request.log.error({ err: e, delivery: delivery.kind }, "login code could not be delivered");
      }
    }
    return { status: true } satisfies ApiLoginSentAnswer;
  });

  app.post<{ Body: ApiLoginVerifyOtpBody }>(api.verifyOtpPath, { schema: requestSchema("verifyOtp"), bodyLimit: 4096 }, async (request, reply) => {
    const contact = contactOf(request.body);
    const key = contactKey(contact);
    const at = now();
    const check = await checkCode(store, signingKey, documents.constants.otp, key, request.body.otp, at);
    if (check === "burnt") return refuse(reply, 429, words().otpTooManyTries);
    if (check === "refused") return refuse(reply, 401, words().otpNotValid);
    const accounts = await activeAccounts(contact);
    // The code was right, but no account can log in any more (made inactive since the code was sent).
    if (accounts.length === 0) return refuse(reply, 401, words().otpNotValid);
    if (accounts.length === 1) {
      return { status: true, isMultiple: false, user_details: [], data: { token: await issueToken(store, signingKey, accounts[0].user_uuid, auth().tokenLifetimeSeconds, at) } } satisfies ApiLoginVerifyOtpAnswer;
    }
    const grantLifetime = auth().loginGrantLifetimeSeconds;
    const grant = await issueLoginGrant(store, signingKey, key, grantLifetime, at);
    reply.header("set-cookie", loginGrantSetCookie(grant, grantLifetime, request.protocol === "https"));
    return { status: true, isMultiple: true, user_details: accounts.map((u) => ({ user_uuid: u.user_uuid, email: u.email })), data: {} } satisfies ApiLoginVerifyOtpAnswer;
  });

  app.post<{ Body: ApiLoginLoginUserBody }>(api.loginUserPath, { schema: requestSchema("loginUser"), bodyLimit: 4096 }, async (request, reply) => {
    const at = now();
    const grant = await checkLoginGrant(store, signingKey, loginGrantFromCookies(request.headers.cookie), at);
    if (!grant.valid) {
      request.log.info({ reason: grant.reason }, "account choice refused");
      return refuse(reply, 401, words().loginGrantNotValid);
    }
    const contact = parseContactKey(grant.contactKey);
    const user = await findUser(store, request.body.user_uuid);
    const linked = contact && user && !user.inactive && (contact.kind === "mobile" ? user.mobile === contact.mobile : user.email === contact.email);
    if (!linked) {
      request.log.info({ reason: "not-linked" }, "account choice refused");
      return refuse(reply, 401, words().loginGrantNotValid);
    }
    if (!(await spendLoginGrant(store, grant.jti, at))) return refuse(reply, 401, words().loginGrantNotValid);
    const token = await issueToken(store, signingKey, user.user_uuid, auth().tokenLifetimeSeconds, at);
    reply.header("set-cookie", loginGrantSetCookie("", 0, request.protocol === "https"));
    return { status: true, data: { token } } satisfies ApiLoginTokenAnswer;
  });
};
