import { decodeJwt, errors, jwtVerify, SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import type { Store } from "../store/openStore.js";
import type { User } from "./users.js";
import { secondsAfter } from "../timeSpans.js";

/** Why a token was refused. Kept for logs and tests; visitors are only told that the token is not valid or has expired. */
export type TokenRefusal = "malformed" | "bad-signature" | "expired" | "unknown-token" | "revoked" | "inactive-user";

export type TokenCheck = { valid: true; user: User; jti: string } | { valid: false; reason: TokenRefusal };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Issues a login token for an active account: an HS256 JWT (sub = user_uuid, a fresh jti, iat, exp)
 * whose jti is recorded in the tokens table, so that it can be revoked. `now` is the clock (tests move it).
 */
export async function issueToken(store: Store, key: Uint8Array, userUuid: string, lifetimeSeconds: number, now: Date = new Date()): Promise<string> {
  if (!Number.isInteger(lifetimeSeconds) || lifetimeSeconds <= 0) throw new RangeError(`A token lifetime is a whole number of seconds above 0, not ${lifetimeSeconds}`);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = Math.floor(secondsAfter(new Date(issuedAt * 1000), lifetimeSeconds).getTime() / 1000);
  const jti = randomUUID();
  await store.transaction(async (query) => {
    const [user] = await query<{ inactive: boolean }>("select inactive from users where user_uuid = $1 for update", [userUuid]);
    if (!user) throw new Error(`No account ${userUuid}: no token issued`);
    if (user.inactive) throw new Error(`Account ${userUuid} is inactive: no token issued`);
    await query("insert into tokens (jti, user_uuid, issued_at, expires_at) values ($1, $2, $3, $4)", [
      jti,
      userUuid,
      new Date(issuedAt * 1000),
      new Date(expiresAt * 1000),
    ]);
  });
  return new SignJWT({}).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(userUuid).setJti(jti).setIssuedAt(issuedAt).setExpirationTime(expiresAt).sign(key);
}

/**
 * Checks a login token: its signature with `key`, its expiry (by `now`), that its jti was issued to
 * its subject and not revoked, and that the account is still active. Gives the account, or the reason.
 */
export async function verifyToken(store: Store, key: Uint8Array, token: string, now: Date = new Date()): Promise<TokenCheck> {
  let jti: string;
  let subject: string;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: now, requiredClaims: ["jti", "sub", "iat", "exp"] });
    jti = payload.jti!;
    subject = payload.sub!;
  } catch (e) {
    return { valid: false, reason: refusalOf(e) };
  }
  if (!uuidPattern.test(jti) || !uuidPattern.test(subject)) return { valid: false, reason: "malformed" };
  const [row] = await store.query<User & { token_user: string; expires_at: Date; revoked_at: Date | null }>(
    `select t.user_uuid as token_user, t.expires_at, t.revoked_at, u.user_uuid, u.name, u.email, u.mobile, u.profile_image, u.inactive, u.created_at
       from tokens t join users u on u.user_uuid = t.user_uuid
      where t.jti = $1`,
    [jti],
  );
  if (!row || row.token_user !== subject.toLowerCase()) return { valid: false, reason: "unknown-token" };
  if (row.revoked_at) return { valid: false, reason: "revoked" };
  if (row.expires_at.getTime() <= now.getTime()) return { valid: false, reason: "expired" };
  if (row.inactive) return { valid: false, reason: "inactive-user" };
  const user: User = { user_uuid: row.user_uuid, name: row.name, email: row.email, mobile: row.mobile, profile_image: row.profile_image, inactive: row.inactive, created_at: row.created_at };
  return { valid: true, user, jti };
}

/** Revokes one token by its jti (from now on it is refused). Returns false when there was no such unrevoked token. */
export async function revokeToken(store: Store, jti: string, now: Date = new Date()): Promise<boolean> {
  if (!uuidPattern.test(jti)) return false;
  const rows = await store.query("update tokens set revoked_at = $2 where jti = $1 and revoked_at is null returning jti", [jti, now]);
  return rows.length === 1;
}

/** The jti of a token, read without checking it (for revoking a token one holds). */
export function tokenId(token: string): string | undefined {
  try {
    return decodeJwt(token).jti;
  } catch {
    return undefined;
  }
}

function refusalOf(e: unknown): TokenRefusal {
  if (e instanceof errors.JWTExpired) return "expired";
  if (e instanceof errors.JWSSignatureVerificationFailed) return "bad-signature";
  if (e instanceof errors.JOSEError) return "malformed";
  throw e;
}
