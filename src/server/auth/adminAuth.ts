import type { FastifyReply, FastifyRequest } from "fastify";
import { sameSecret } from "./generatedSecret.js";

/** The user name of the admin pages' Basic authentication. */
export const adminUser = "admin";

/** The password of an `Authorization: Basic` header for the admin user, or undefined. */
export function basicPassword(header: string | undefined): string | undefined {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? "");
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon >= 0 && decoded.slice(0, colon) === adminUser ? decoded.slice(colon + 1) : undefined;
}

/**
 * The gate of every admin page (/admin/leads, /admin/payments): never cached, never indexed, and without the admin's
 * password a 401 that asks the browser for it. True when the request may see the page.
 */
export function adminAllowed(request: FastifyRequest, reply: FastifyReply, options: { password: string; realm: string; loginNeeded: string }): boolean {
  reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
  if (sameSecret(basicPassword(request.headers.authorization), options.password)) return true;
  void reply.code(401).header("www-authenticate", `Basic realm="${options.realm}", charset="UTF-8"`).type("text/plain; charset=utf-8").send(options.loginNeeded);
  return false;
}
