import { useEffect, useState } from "react";
import { localStore } from "../../lib/storage.js";
import { checkSession, type HeaderSession } from "./sessionFlow.js";

/** The header's session: checked once after the page loads, from the token in local storage. */
export function useSession(tokenKey: string): HeaderSession {
  const [session, setSession] = useState<HeaderSession>({ status: "checking" });
  useEffect(() => {
    let live = true;
    void checkSession({
      readToken: () => localStore.get(tokenKey),
      forgetToken: () => localStore.remove(tokenKey),
      // The check and its HTTP client load only for a visitor with a stored token.
      validate: (token) => import("../../api/validateToken.js").then((m) => m.validateToken(token)),
    }).then((s) => {
      if (live) setSession(s);
    });
    return () => {
      live = false;
    };
  }, [tokenKey]);
  return session;
}
