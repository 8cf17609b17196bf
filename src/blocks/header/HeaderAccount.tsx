import { useId } from "react";
import type { CommonSiteName } from "../../../renderer/types/documents.js";
import type { HeaderData } from "../../../renderer/resolve/pageData.js";
import { dashboardHref, greetingText, initialsOf, type HeaderSession } from "./sessionFlow.js";
import { loginHref } from "./TabLinks.js";

interface HeaderAccountProps {
  /** The menu's login tab: its name is the Login button's text. */
  loginText: string;
  session: HeaderSession;
  trayOpen: boolean;
  onAvatarClick(): void;
  /** Once hydrated, Login opens the login drawer; without JavaScript it goes to the portal. */
  onLogin?: () => void;
  sites: Record<CommonSiteName, string>;
  header: Pick<HeaderData, "portal" | "pageSource" | "labels">;
  className?: string;
}

/**
 * Spec 2.2: signed out, a Login button to the portal; signed in, a greeting and an avatar
 * whose tray holds the name, the email and 'Go to dashboard'.
 */
export function HeaderAccount({ loginText, session, trayOpen, onAvatarClick, onLogin, sites, header, className = "" }: HeaderAccountProps) {
  const trayId = useId();
  if (session.status !== "signedIn") {
    return (
      <a
        className={`tab-login ${className}`}
        href={loginHref(sites, header.portal)}
        data-session={session.status}
        aria-haspopup={onLogin ? "dialog" : undefined}
        onClick={(e) => {
          if (!onLogin) return;
          e.preventDefault();
          onLogin();
        }}
      >
        {loginText}
      </a>
    );
  }
  const { user, token } = session;
  return (
    <div className={`account ${className}`} data-session="signedIn">
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

function Avatar({ name, image }: { name: string; image: string | null }) {
  if (image) return <img className="avatar" src={image} alt="" width={32} height={32} />;
  return (
    <span className="avatar avatar-initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
