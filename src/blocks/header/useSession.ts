import { useEffect, useState } from "react";
import { localStore } from "../../lib/storage.js";
import type { Session } from "../../state/session.js";

/**
 * The header's view of the session (src/state/session.ts), checked once after the page loads. Without a stored
 * token the visitor is signed out at once, and the session's code (jotai, the token check, the HTTP client and the
 * signed-in control) is not even downloaded: it is the `signedIn` chunk, loaded only for a stored token.
 */
export function useSession(tokenKey: string): Session {
  const [session, setSession] = useState<Session>({ status: "checking" });
  useEffect(() => {
    let live = true;
    let stop = () => {};
    if (localStore.get(tokenKey) === null) queueMicrotask(() => live && setSession({ status: "signedOut" }));
    else
      void import("./signedIn.js").then(({ watchSession }) => {
        if (live) stop = watchSession(tokenKey, setSession);
      });
    return () => {
      live = false;
      stop();
    };
  }, [tokenKey]);
  return session;
}
