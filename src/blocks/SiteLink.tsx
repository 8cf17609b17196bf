import type { ReactNode } from "react";
import { hrefOf, useSite } from "../../renderer/index.js";
import type { CommonLink } from "../documents/types.js";

/** A link of any document: the documents' link, whatever its words are called (text, title, label). */
export type LinkLike = Omit<CommonLink, "text">;

/** A real <a href> for a link of any document; links that leave the site are marked and open as external links. */
export function SiteLink({ link, children, className }: { link: LinkLike; children: ReactNode; className?: string }) {
  const { sites, messages } = useSite();
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
      {external && <span className={markerClass.external}>{` ${messages.opensAnotherWebsite}`}</span>}
      {link.newBadge && <span className={markerClass.newBadge}>{messages.newBadge}</span>}
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
