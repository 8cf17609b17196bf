import type { HeaderUser } from "../blocks/header/sessionFlow.js";

/** What the header learns from GET /api/validateToken (spec section 7): a user, a refusal, or no answer. */
export type ValidateTokenResult = { kind: "valid"; user: HeaderUser } | { kind: "refused" } | { kind: "unreachable"; error: unknown };

/** GET /api/validateToken?auth_token=…; reads success and data (the user). */
export async function validateToken(token: string, fetchImpl: typeof fetch = fetch): Promise<ValidateTokenResult> {
  try {
    const res = await fetchImpl(`/api/validateToken?${new URLSearchParams({ auth_token: token })}`, { headers: { accept: "application/json" } });
    if (res.status >= 500) return { kind: "unreachable", error: new Error(`validateToken answered ${res.status}`) };
    const body = (await res.json()) as { success?: boolean; data?: HeaderUser };
    if (res.ok && body.success === true && body.data && typeof body.data.name === "string") return { kind: "valid", user: body.data };
    return { kind: "refused" };
  } catch (error) {
    return { kind: "unreachable", error };
  }
}
