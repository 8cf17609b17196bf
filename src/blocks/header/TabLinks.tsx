import type { CommonSiteName, MenuTab } from "../../documents/types.js";
import { SiteLink } from "../SiteLink.js";

/** The links a tab opens: a plain list, or groups of headed lists for a withNav tab. */
export function TabLinks({ tab }: { tab: MenuTab }) {
  if (tab.type === "login") return null;
  if (tab.type === "withNav") {
    return (
      <div className="nav-groups">
        {tab.content.map((group) => (
          <section key={group.name} className="nav-group">
            <h2 className="nav-group-name">{group.name}</h2>
            {group.description && <p className="nav-group-description">{group.description}</p>}
            {group.items.map((item) => (
              <div key={item.groupName} className="item-group">
                <h3>{item.href ? <a href={item.href}>{item.groupName}</a> : item.groupName}</h3>
                <LinkItems links={item.links} />
              </div>
            ))}
          </section>
        ))}
      </div>
    );
  }
  return <LinkItems links={tab.content} />;
}

function LinkItems({ links }: { links: { text: string; url: string; site?: CommonSiteName; external?: boolean; newBadge?: boolean }[] }) {
  return (
    <ul className="menu-links">
      {links.map((l) => (
        <li key={`${l.site ?? ""}${l.url}`}>
          <SiteLink link={l}>{l.text}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function tabLinkCount(tab: MenuTab): number {
  if (tab.type === "login") return 0;
  if (tab.type === "withNav") return tab.content.reduce((n, g) => n + g.items.reduce((m, i) => m + i.links.length + 1, 0), 0);
  return tab.content.length;
}
