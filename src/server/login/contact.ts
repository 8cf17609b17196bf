/** The contact a login code goes to: a 10-digit mobile number or a (lowercased) email address. */
export type Contact = { kind: "mobile"; mobile: string } | { kind: "email"; email: string };

/** The contact named by a login body: `email`, or `contact_number` / `mobile_number` (the schemas allow exactly one). */
export function contactOf(body: { email?: string; contact_number?: string; mobile_number?: string }): Contact {
  if (body.email !== undefined) return { kind: "email", email: body.email.trim().toLowerCase() };
  const mobile = body.contact_number ?? body.mobile_number;
  if (mobile === undefined) throw new Error("A login body names an email or a mobile number");
  return { kind: "mobile", mobile };
}

/** How the store writes a contact: 'mobile:9812345670' or 'email:priya@example.com'. */
export function contactKey(contact: Contact): string {
  return contact.kind === "mobile" ? `mobile:${contact.mobile}` : `email:${contact.email}`;
}

/** The contact a store key names, or undefined for anything else. */
export function parseContactKey(key: string): Contact | undefined {
  const m = /^(mobile|email):(.+)$/.exec(key);
  if (!m) return undefined;
  if (m[1] === "mobile") return /^[0-9]{10}$/.test(m[2]) ? { kind: "mobile", mobile: m[2] } : undefined;
  return { kind: "email", email: m[2] };
}

/** The argument of findUsersByContact for a contact. */
export function userLookup(contact: Contact): { email: string } | { mobile: string } {
  return contact.kind === "mobile" ? { mobile: contact.mobile } : { email: contact.email };
}
