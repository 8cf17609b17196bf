import { fill } from "../../lib/fill.js";
import { addressGroup } from "../security/addressGroup.js";
import type { Store } from "../store/openStore.js";
import { recordSendRequest, storeNewCode, type OtpRules, type SendDecision } from "./codes.js";

type NewCode = { code: string; expiresAt: Date };
type Refused = Exclude<SendDecision, { allowed: true }>;
/** A request for a code: refused by a limit, or allowed, with the new code when one was made. */
export type CodeRequest = Refused | { allowed: true; code?: NewCode };
type Asked = { contactKey: string; clientAddress: string; now: Date; makeCode: boolean };

/**
 * Records a request for a code against the limits and, when it is allowed and `makeCode` is true, stores a new
 * code, in one transaction (login and lead-form codes share it, so their limits per address are shared too).
 */
export function requestCode(store: Store, key: Uint8Array, rules: OtpRules, request: Asked & { makeCode: true }): Promise<Refused | { allowed: true; code: NewCode }>;
export function requestCode(store: Store, key: Uint8Array, rules: OtpRules, request: Asked): Promise<CodeRequest>;
export function requestCode(store: Store, key: Uint8Array, rules: OtpRules, request: Asked): Promise<CodeRequest> {
  const { contactKey, clientAddress, now, makeCode } = request;
  return store.transaction(async (query): Promise<CodeRequest> => {
    // Counted per address group (an IPv6 /64), as every per-address limit is.
    const decision = await recordSendRequest(query, rules, contactKey, addressGroup(clientAddress), now);
    if (!decision.allowed) return decision;
    return { allowed: true, code: makeCode ? await storeNewCode(query, key, rules, contactKey, now) : undefined };
  });
}

/** The text that carries a code: a messages template with {code} and {minutes} (the code's lifetime) filled in. */
export function codeText(template: string, code: string, rules: OtpRules): string {
  return fill(template, { code, minutes: String(Math.round(rules.expirySeconds / 60)) });
}
