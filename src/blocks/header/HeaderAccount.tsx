import { useId } from "react";
import type { CommonSiteName, MenuTab } from "../../../renderer/types/documents.js";
import type { HeaderData } from "./headerResolver.js";
import { dashboardHref, greetingText, initialsOf, type HeaderSession } from "./sessionFlow.js";
import { loginHref } from "./TabLinks.js";

interface HeaderAccountProps {
  session: HeaderSession;
  trayOpen: boolean;
  onAvatarClick(): void;
  sites: Record<CommonSiteName, string>;
  header: Pick<HeaderData, "portal" | "pageSource" | "labels">;
}

/**
 * Spec 2.2, the header's login and dashboard control: signed out, a Login button that goes
 * to the portal with source=website_header_login; signed in, a greeting and an avatar whose
 * tray holds the name, the email and 'Go to dashboard'.
 */
export function HeaderAccount({ session, trayOpen, onAvatarClick, sites, header }: HeaderAccountProps) {
  const trayId = useId();
  if (session.status !== "signedIn") {
    return (
      <a className="header-login" href={loginHref(sites, header.portal)} data-session={session.status}>
        {header.labels.login}
      </a>
    );
  }
  const { user, token } = session;
  return (
    <div className="account" data-session="signedIn">
      <span className="account-greeting">{greetingText(header.labels.greeting, user.name)}</span>
      <button type="button" className="avatar-button" aria-expanded={trayOpen} aria-controls={trayId} aria-label={header.labels.accountMenu} onClick={onAvatarClick}>
        <Avatar name={user.name} image={user.profile_image} />
      </button>
      <div id={trayId} className="account-tray" hidden={!trayOpen}>
        <p className="account-name">{user.name}</p>
        {user.email && <p className="account-email">{user.email}</p>}
        <a className="button" href={dashboardHref(sites.portal, token, header.pageSource, header.portal.clickSource)}>
          {header.labels.goToDashboard}
        </a>
      </div>
    </div>
  );
}

/**
 * The menu's tab of type login: the entry to the login drawer (spec 2.4). Without JavaScript it
 * is a link to the portal. The header leaves it out when signed in, since its control greets the user.
 */
export function LoginTab({ tab, onLogin, sites, portal }: { tab: MenuTab; onLogin?: () => void; sites: Record<CommonSiteName, string>; portal: HeaderData["portal"] }) {
  return (
    <a
      className="tab-login"
      href={loginHref(sites, portal)}
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

function Avatar({ name, image }: { name: string; image: string | null }) {
  if (image) return <img className="avatar" src={image} alt="" width={32} height={32} />;
  return (
    <span className="avatar avatar-initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
