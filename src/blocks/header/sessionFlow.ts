import type { SessionUser, ValidateTokenResult } from "../../api/validateToken.js";

/** The user the header greets (spec section 3, 'Logged-in user'). */
export type HeaderUser = SessionUser;

/** Spec section 4 'Header': signed out until a stored token has been validated by the server. */
export type HeaderSession = { status: "checking" } | { status: "signedOut" } | { status: "signedIn"; user: HeaderUser; token: string };

export interface SessionDeps {
  readToken(): string | null;
  forgetToken(): void;
  validate(token: string): Promise<ValidateTokenResult>;
}

/**
 * Checks the token kept in browser storage. No token, a refused token or an unreachable
 * server all give signed out; only a token the server refused is forgotten, so that a
 * network failure does not sign the visitor out for good.
 */
export async function checkSession(deps: SessionDeps): Promise<HeaderSession> {
  const token = deps.readToken();
  if (!token) return { status: "signedOut" };
  const result = await deps.validate(token);
  if (result.kind === "valid") return { status: "signedIn", user: result.user, token };
  if (result.kind === "refused") deps.forgetToken();
  return { status: "signedOut" };
}

/** The portal's dashboard address for a signed-in visitor (spec 2.2): token, page_source and click_source. */
export function dashboardHref(portal: string, token: string, pageSource: string, clickSource: string): string {
  return `${portal}/?${new URLSearchParams({ token, page_source: pageSource, click_source: clickSource })}`;
}

/** 'Hi, {name}' with the user's first name. */
export function greetingText(template: string, name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return template.replace("{name}", first);
}

/** Up to two initials for an avatar without a picture. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}
