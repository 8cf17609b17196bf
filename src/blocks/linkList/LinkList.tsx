import { useBlockRoot, type BlockProps } from "../../../renderer/index.js";
import { SiteLink } from "../SiteLink.js";

export function LinkList({ heading, groups }: BlockProps<"linkList">) {
  return (
    <section className="link-list" {...useBlockRoot()}>
      <h2>{heading}</h2>
      <div className="link-groups">
        {groups.map((g) => (
          <div key={g.heading}>
            <h3>{g.heading}</h3>
            <ul>
              {g.links.map((l) => (
                <li key={l.url}>
                  <SiteLink link={l}>{l.text}</SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
