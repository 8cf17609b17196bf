/**
 * An email address with most of the part before the @ hidden: 'rahul@example.com' becomes
 * 'ra****@example.com' with 2 visible characters and 4 mask characters (both from the constants,
 * auth.maskedEmailVisibleChars and auth.maskedEmailMaskChars). The mask has a fixed length so that
 * it does not tell how long the name is; a name no longer than the visible count shows one character fewer.
 */
export function maskEmail(email: string, rule: { visibleChars: number; maskChars: number }): string {
  const at = email.lastIndexOf("@");
  const mask = "*".repeat(rule.maskChars);
  if (at < 0) return mask;
  const local = email.slice(0, at);
  const visible = Math.min(rule.visibleChars, Math.max(local.length - 1, 0));
  return local.slice(0, visible) + mask + email.slice(at);
}
