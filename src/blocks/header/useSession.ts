import { useEffect, useState } from "react";
import { validateToken } from "../../api/validateToken.js";
import { checkSession, type HeaderSession } from "./sessionFlow.js";

/** The header's session: checked once after the page loads, from the token in local storage. */
export function useSession(tokenKey: string): HeaderSession {
  const [session, setSession] = useState<HeaderSession>({ status: "checking" });
  useEffect(() => {
    let live = true;
    void checkSession({
      readToken: () => safeStorage(() => localStorage.getItem(tokenKey)),
      forgetToken: () => safeStorage(() => localStorage.removeItem(tokenKey)),
      validate: validateToken,
    }).then((s) => {
      if (live) setSession(s);
    });
    return () => {
      live = false;
    };
  }, [tokenKey]);
  return session;
}

/** Storage can be switched off (private modes, blocked cookies): treat that as no token. */
function safeStorage<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
