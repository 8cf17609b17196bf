import type { ReactNode } from "react";
import { hrefOf } from "../../renderer/resolve/siteAddresses.js";
import { useSite } from "../../renderer/SiteContext.js";
import type { CommonSiteName } from "../../renderer/types/documents.js";

export interface LinkLike {
  url: string;
  site?: CommonSiteName;
  external?: boolean;
  newBadge?: boolean;
  /** A panel the link opens once the page has loaded (the header listens for it); its address is the fallback. */
  opens?: "login";
}

/** A real <a href> for a link of any document; links that leave the site are marked and open as external links. */
export function SiteLink({ link, children, className }: { link: LinkLike; children: ReactNode; className?: string }) {
  const { sites } = useSite();
  // A link that opens a panel stays in this tab: it only leaves the site when JavaScript is off.
  const external = link.external === true && !link.opens;
  return (
    <a
      href={hrefOf(link, sites)}
      className={className}
      {...(external ? { target: "_blank", rel: "noopener noreferrer", "data-external": "" } : {})}
      {...(link.opens ? { "data-opens": link.opens, "aria-haspopup": "dialog" as const } : {})}
    >
      {children}
      {external && <span className={markerClass.external}> (opens another website)</span>}
      {link.newBadge && <span className={markerClass.newBadge}>new</span>}
    </a>
  );
}

/** Classes of the markers SiteLink adds after a link's text. */
const markerClass = { external: "visually-hidden", newBadge: "badge-new" };

/** The text a visitor clicked on a rendered link, without the markers SiteLink adds (for analytics labels). */
export function linkLabel(a: HTMLAnchorElement): string {
  const copy = a.cloneNode(true) as HTMLAnchorElement;
  copy.querySelectorAll(Object.values(markerClass).map((c) => `:scope > .${c}`).join(",")).forEach((m) => m.remove());
  return copy.textContent?.trim() ?? "";
}
