import { useId } from "react";
import type { CommonSiteName } from "../../documents/types.js";
import type { HeaderData } from "./headerResolver.js";
import type { Session } from "../../state/session.js";
import { headerPortal, portalHref } from "../portal/portalLinks.js";
import { greetingText, initialsOf } from "./sessionFlow.js";

export interface AccountControlProps {
  session: Extract<Session, { status: "signedIn" }>;
  trayOpen: boolean;
  onAvatarClick(): void;
  sites: Record<CommonSiteName, string>;
  header: Pick<HeaderData, "portal" | "pageSource" | "labels">;
}

/** Signed in: a greeting and an avatar whose tray holds the name, the email and 'Go to dashboard'. */
export function AccountControl({ session, trayOpen, onAvatarClick, sites, header }: AccountControlProps) {
  const trayId = useId();
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
        <a className="button" href={portalHref(headerPortal(sites.portal, header), token)}>
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
