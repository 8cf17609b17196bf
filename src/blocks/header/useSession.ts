import { useEffect, useState } from "react";
import { validateToken } from "../../api/validateToken.js";
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
