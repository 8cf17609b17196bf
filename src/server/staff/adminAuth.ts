import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaffCredentials, StaffGate } from "./staffPassword.js";

export { adminUser } from "./adminUser.js";

/** The name and password of an `Authorization: Basic` header, or undefined. */
export function basicCredentials(header: string | undefined): StaffCredentials | undefined {
  // RFC 9110 §11.1: the scheme's name is case-insensitive; spaces (one or more) separate it from the credentials.
  const m = /^basic +([A-Za-z0-9+/=]+) *$/i.exec(header ?? "");
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon >= 0 ? { name: decoded.slice(0, colon), password: decoded.slice(colon + 1) } : undefined;
}

const signedIn = new WeakMap<FastifyRequest, string>();

/** The staff account a request of a staff page came with (after adminAllowed let it through). */
export const staffOf = (request: FastifyRequest): string | undefined => signedIn.get(request);

/**
 * The gate of every admin page (/admin/leads, /admin/payments, …): never cached, never indexed; without the admin's
 * password a 401 that asks the browser for it; from an address that sent too many wrong passwords a 429 with
 * Retry-After (staffPassword.ts), logged, until its delay ends. True when the request may see the page.
 */
export async function adminAllowed(request: FastifyRequest, reply: FastifyReply, options: { gate: StaffGate; realm: string; loginNeeded: string }): Promise<boolean> {
  reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
  const check = await options.gate.check(basicCredentials(request.headers.authorization), request.ip);
  if (check.kind === "allowed") {
    signedIn.set(request, check.staff);
    return true;
  }
  if (check.kind === "blocked") {
    request.log.warn({ retryAfterSeconds: check.retryAfterSeconds }, "staff password refused unchecked: too many wrong ones from this address");
    void reply.code(429).header("retry-after", String(check.retryAfterSeconds)).type("text/plain; charset=utf-8").send(options.gate.words().staffPasswordLimited);
    return false;
  }
  void reply.code(401).header("www-authenticate", `Basic realm="${options.realm}", charset="UTF-8"`).type("text/plain; charset=utf-8").send(options.loginNeeded);
  return false;
}
