import type { FastifyPluginAsync } from "fastify";
import type { ApiValidateTokenQueryDocument, ApiValidateTokenResponseDocument } from "../../contract/types.js";
import { maskEmail } from "./maskEmail.js";
import { verifyToken } from "./tokens.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { noStore } from "../http/noStore.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

export interface ValidateTokenOptions {
  store: Store;
  signingKey: Uint8Array;
  documents: ServerDocuments;
  now?: () => Date;
}

/**
 * GET /api/validateToken?auth_token=…: the header's check of the token kept in the browser (docs/login.md).
 * 200 { success: true, data: { name, email, maskedEmail, profile_image } } for a valid token; 401 { success: false, error }
 * for any token it refuses, with one sentence whatever the reason; 400 { success: false, error } for a malformed query.
 * Never cached: the answer is about one person and changes when a token is revoked.
 */
export const validateTokenRoute: FastifyPluginAsync<ValidateTokenOptions> = async (app, { store, signingKey, documents, now = () => new Date() }) => {
  // Every answer, errors included (a malformed query, a store failure), is never cached.
  noStore(app);
  app.get<{ Querystring: ApiValidateTokenQueryDocument }>(
    api.validateTokenPath,
    // Its errors keep the route's own answer shape: { success: false, error }.
    { schema: requestSchema("validateToken"), config: { refusalShape: "success" } },
    async (request, reply): Promise<ApiValidateTokenResponseDocument> => {
      // The rules and words as they are now: a publish applies without a restart.
      const { constants, messages } = documents;
      const check = await verifyToken(store, signingKey, request.query.auth_token, now());
      if (!check.valid) {
        request.log.info({ reason: check.reason }, "login token refused");
        reply.code(401);
        return { success: false, error: messages.api.tokenNotValid };
      }
      const { name, email, profile_image } = check.user;
      const rule = { visibleChars: constants.auth.maskedEmailVisibleChars, maskChars: constants.auth.maskedEmailMaskChars };
      return { success: true, data: { name, email, maskedEmail: email === null ? null : maskEmail(email, rule), profile_image } };
    },
  );
};
