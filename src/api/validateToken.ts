import type { ApiValidateTokenResponseDocument, ApiValidateTokenResponseUser } from "../contract/types.js";
import { client, createClient } from "./client.js";
import { validateTokenPath } from "../contract/apiCalls.js";

/** The signed-in user as the server sends it (schemas/api/validate-token-response.schema.json); maskedEmail is not read, so it may be absent. */
export type SessionUser = Omit<ApiValidateTokenResponseUser, "maskedEmail"> & Partial<Pick<ApiValidateTokenResponseUser, "maskedEmail">>;

/** What the header learns from GET /api/validateToken: a user, a refusal, or no answer. */
export type ValidateTokenResult = { kind: "valid"; user: SessionUser } | { kind: "refused" } | { kind: "unreachable"; error: unknown };

/** GET /api/validateToken?auth_token=…; reads success and data (the user). A 5xx, no answer or an unreadable one is 'unreachable'. */
export async function validateToken(token: string, fetchImpl?: typeof fetch): Promise<ValidateTokenResult> {
  const http = fetchImpl ? createClient(fetchImpl) : client;
  const answer = await http.getJson<ApiValidateTokenResponseDocument>(`${validateTokenPath}?${new URLSearchParams({ auth_token: token })}`);
  // No answer, a server failure, or a body that is not a JSON object: the token may still be good, so it is kept.
  const body = answer.body as Partial<ApiValidateTokenResponseDocument> | null;
  if (answer.status === 0 || answer.status >= 500 || body === null || typeof body !== "object") {
    return { kind: "unreachable", error: (!answer.ok && answer.error) || new Error(`validateToken answered ${answer.status}`) };
  }
  if (answer.ok && body.success === true && body.data && typeof body.data.name === "string") return { kind: "valid", user: body.data };
  return { kind: "refused" };
}
