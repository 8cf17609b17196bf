import { errors, jwtVerify, SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import type { Store } from "../store/openStore.js";
import { secondsAfter } from "../timeSpans.js";
import * as api from "../../contract/apiCalls.js";

/**
 * The account-choice grant: after a code for a contact with several active accounts is verified,
 * POST /api/verifyOtp sets it as an httpOnly, SameSite=Strict cookie; POST /api/login-user accepts
 * a chosen account only with it. It is an HS256 JWT signed with the login-token key but with its own
 * `typ` and audience (so a login token is never taken for a grant, nor a grant for a login token),
 * sub = the contact ('mobile:…' or 'email:…'), and a jti recorded in login_grants so it is used once.
 */
export const loginGrantCookie = "vidhi_login_grant";
export const loginGrantType = "vidhi-login-grant+jwt";
export const loginGrantAudience = "vidhi:login-user";
/** The cookie is only sent to the call that uses it. */
export const loginGrantPath = api.loginUserPath;

export async function issueLoginGrant(store: Store, key: Uint8Array, contactKey: string, lifetimeSeconds: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = Math.floor(secondsAfter(new Date(issuedAt * 1000), lifetimeSeconds).getTime() / 1000);
  const jti = randomUUID();
  await store.query("insert into login_grants (jti, contact, issued_at, expires_at) values ($1, $2, $3, $4)", [jti, contactKey, new Date(issuedAt * 1000), new Date(expiresAt * 1000)]);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: loginGrantType })
    .setSubject(contactKey)
    .setAudience(loginGrantAudience)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
}

export type GrantCheck = { valid: true; contactKey: string; jti: string } | { valid: false; reason: "missing" | "malformed" | "bad-signature" | "expired" | "unknown" | "used" };

/** Checks a grant's signature, type, audience and expiry, and that its jti was issued for its contact and not used yet. Does not spend it. */
export async function checkLoginGrant(store: Store, key: Uint8Array, grant: string | undefined, now: Date): Promise<GrantCheck> {
  if (!grant) return { valid: false, reason: "missing" };
  let jti: string;
  let contactKey: string;
  try {
    const { payload } = await jwtVerify(grant, key, {
      algorithms: ["HS256"],
      typ: loginGrantType,
      audience: loginGrantAudience,
      currentDate: now,
      requiredClaims: ["jti", "sub", "iat", "exp"],
    });
    jti = payload.jti!;
    contactKey = payload.sub!;
  } catch (e) {
    if (e instanceof errors.JWTExpired) return { valid: false, reason: "expired" };
    if (e instanceof errors.JWSSignatureVerificationFailed) return { valid: false, reason: "bad-signature" };
    if (e instanceof errors.JOSEError) return { valid: false, reason: "malformed" };
    throw e;
  }
  if (!/^[0-9a-f-]{36}$/i.test(jti)) return { valid: false, reason: "malformed" };
  const [row] = await store.query<{ contact: string; expires_at: Date; used_at: Date | null }>("select contact, expires_at, used_at from login_grants where jti = $1", [jti]);
  if (!row || row.contact !== contactKey) return { valid: false, reason: "unknown" };
  if (row.used_at) return { valid: false, reason: "used" };
  if (row.expires_at.getTime() <= now.getTime()) return { valid: false, reason: "expired" };
  return { valid: true, contactKey, jti };
}

/** Spends a grant. False when it was spent meanwhile (two calls at once: only one wins). */
export async function spendLoginGrant(store: Store, jti: string, now: Date): Promise<boolean> {
  const rows = await store.query("update login_grants set used_at = $2 where jti = $1 and used_at is null returning jti", [jti, now]);
  return rows.length === 1;
}

/** The Set-Cookie value that gives (or, with an empty value and 0 s, removes) the grant. Secure over https. */
export function loginGrantSetCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${loginGrantCookie}=${value}`, `Path=${loginGrantPath}`, `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Strict", ...(secure ? ["Secure"] : [])].join("; ");
}

/** The grant from a Cookie header, if any. */
export function loginGrantFromCookies(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === loginGrantCookie) return part.slice(eq + 1).trim();
  }
  return undefined;
}
