import { atom, getDefaultStore } from "jotai/vanilla";
import { validateToken, type SessionUser, type ValidateTokenResult } from "../api/validateToken.js";
import { localStore } from "../lib/storage.js";

/** The header's session: signed out until a stored token has been validated by the server. */
export type Session = { status: "checking" } | { status: "signedOut" } | { status: "signedIn"; user: SessionUser; token: string };

/**
 * The signed-in user, shared by every block that shows it (the header today; the chat and the cart later read it
 * with useAtomValue). It lives in jotai's default store: one page, one visitor.
 */
export const sessionAtom = atom<Session>({ status: "checking" });

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
export async function checkSession(deps: SessionDeps): Promise<Session> {
  const token = deps.readToken();
  if (!token) return { status: "signedOut" };
  const result = await deps.validate(token);
  if (result.kind === "valid") return { status: "signedIn", user: result.user, token };
  if (result.kind === "refused") deps.forgetToken();
  return { status: "signedOut" };
}

/** Checks the token stored under `tokenKey`, puts the answer in sessionAtom and tells `onChange` of every change until the returned stop is called. */
export function watchSession(tokenKey: string, onChange: (session: Session) => void): () => void {
  const store = getDefaultStore();
  const stop = store.sub(sessionAtom, () => onChange(store.get(sessionAtom)));
  void checkSession({ readToken: () => localStore.get(tokenKey), forgetToken: () => localStore.remove(tokenKey), validate: validateToken }).then((s) => store.set(sessionAtom, s));
  return stop;
}
