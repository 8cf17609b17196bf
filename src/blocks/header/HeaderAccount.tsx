import { lazy, Suspense } from "react";
import type { CommonSiteName, MenuTab } from "../../documents/types.js";
import type { HeaderData } from "./headerResolver.js";
import type { Session } from "../../state/session.js";
import type { AccountControlProps } from "./AccountControl.js";
import { loginHref } from "../portal/portalLinks.js";

// The signed-in control comes with the session's chunk, downloaded only for a visitor with a stored token.
const AccountControl = lazy(() => import("./signedIn.js").then((m) => ({ default: m.AccountControl })));

type HeaderAccountProps = Omit<AccountControlProps, "session"> & { session: Session };

/**
 * The header's login and dashboard control: signed out, a Login button that goes
 * to the portal with source=website_header_login; signed in, the AccountControl.
 */
export function HeaderAccount({ session, sites, header, ...tray }: HeaderAccountProps) {
  const login = (
    <a className="header-login" href={loginHref(sites.portal, header.portal.loginSource, header.pageSource)} data-session={session.status}>
      {header.labels.login}
    </a>
  );
  if (session.status !== "signedIn") return login;
  return (
    <Suspense fallback={login}>
      <AccountControl session={session} sites={sites} header={header} {...tray} />
    </Suspense>
  );
}

/**
 * The menu's tab of type login: the entry to the login drawer. Without JavaScript it
 * is a link to the portal. The header leaves it out when signed in, since its control greets the user.
 */
export function LoginTab({ tab, onLogin, sites, portal, pageSource }: { tab: MenuTab; onLogin?: () => void; sites: Record<CommonSiteName, string>; portal: HeaderData["portal"]; pageSource: string }) {
  return (
    <a
      className="tab-login"
      href={loginHref(sites.portal, portal.loginSource, pageSource)}
      aria-haspopup={onLogin ? "dialog" : undefined}
      onClick={(e) => {
        if (!onLogin) return;
        e.preventDefault();
        onLogin();
      }}
    >
      {tab.tabName}
    </a>
  );
}
