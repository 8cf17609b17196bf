import { apiCalls, type ApiCallName } from "../../contract/apiCalls.js";
import { apiSchema } from "./apiSchema.js";

/** A route's `schema` option from its contract entry (src/contract/apiCalls.ts): each part of the request by its $ref. */
export function requestSchema(name: ApiCallName): Record<string, { $ref: string }> {
  const request: Record<string, { file: string; def?: string }> = apiCalls[name].request;
  return Object.fromEntries(Object.entries(request).map(([part, { file, def }]) => [part, apiSchema(file)(def)]));
}
