import type { PageIndexData } from "./pageIndexResolver.js";
import { useBlockRoot } from "../../../renderer/index.js";

/** Lists every page of the site; the list is filled in when the page is built (pageIndexResolver). */
export function PageIndex({ heading, intro, groups }: PageIndexData) {
  return (
    <section className="page-index" {...useBlockRoot()}>
      <h2>{heading}</h2>
      {intro && <p>{intro}</p>}
      <div className="link-groups">
        {groups.map((g) => (
          <div key={g.group}>
            <h3>{g.group}</h3>
            <ul>
              {g.pages.map((p) => (
                <li key={p.route}>
                  <a href={p.route}>{p.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
