import { promises as dns } from "node:dns";
import type { EmailChecksDocument } from "../../documents/types.js";
import { isWellFormedEmail } from "../../rules/email.js";

export type EmailVerdict = "ok" | "malformed" | "disposable" | "no-mail-servers";

/** Asks DNS for a domain's mail servers; true/false, or undefined when DNS did not answer in time or failed. */
export type MxLookup = (domain: string, timeoutMs: number) => Promise<boolean | undefined>;

export const dnsMxLookup: MxLookup = async (domain, timeoutMs) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)));
  try {
    const lookup = dns.resolveMx(domain).then(
      (records) => records.length > 0,
      (e: NodeJS.ErrnoException) => (e.code === "ENOTFOUND" || e.code === "ENODATA" ? false : undefined),
    );
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Judges an address for the lead form (its server check when the email field loses focus): well formed and of the
 * lead form's pattern (constants leadForm.emailPattern, which the form, the orders and the chat apply too), not at a
 * disposable domain (or a subdomain of one) of config/email-checks.json, and, only when that document turns
 * the look-up on, at a domain whose mail servers DNS knows. A slow or failed DNS never refuses an address.
 */
export async function checkEmail(address: string, doc: EmailChecksDocument, pattern: string, mx: MxLookup = dnsMxLookup): Promise<EmailVerdict> {
  const email = address.trim().toLowerCase();
  if (email.length > 254 || !isWellFormedEmail(email) || !new RegExp(pattern).test(email)) return "malformed";
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const disposable = new Set(doc.disposableDomains);
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) if (disposable.has(labels.slice(i).join("."))) return "disposable";
  if (doc.mxLookup.enabled && (await mx(domain, doc.mxLookup.timeoutMs)) === false) return "no-mail-servers";
  return "ok";
}
