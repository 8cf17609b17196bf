import type { ReactNode } from "react";
import { hrefOf } from "../../renderer/resolve/siteAddresses.js";
import { useSite } from "../../renderer/SiteContext.js";
import type { CommonSiteName } from "../../renderer/types/documents.js";

export interface LinkLike {
  url: string;
  site?: CommonSiteName;
  external?: boolean;
  newBadge?: boolean;
}

/** A real <a href> for a link of any document; links that leave the site are marked and open as external links. */
export function SiteLink({ link, children, className }: { link: LinkLike; children: ReactNode; className?: string }) {
  const { sites } = useSite();
  const external = link.external === true;
  return (
    <a
      href={hrefOf(link, sites)}
      className={className}
      {...(external ? { target: "_blank", rel: "noopener noreferrer", "data-external": "" } : {})}
    >
      {children}
      {external && <span className="visually-hidden"> (opens another website)</span>}
      {link.newBadge && <span className="badge-new">new</span>}
    </a>
  );
}
