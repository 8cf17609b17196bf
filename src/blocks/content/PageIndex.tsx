import { useSite } from "../../../renderer/SiteContext.js";
import type { BlockProps } from "../../../renderer/types/blocks.js";

/** Lists every page of the site; the list is filled in when the page is built. */
export function PageIndex({ heading, intro }: BlockProps<"pageIndex">) {
  const { pageIndex = [] } = useSite();
  return (
    <section className="page-index">
      <h2>{heading}</h2>
      {intro && <p>{intro}</p>}
      <div className="link-groups">
        {pageIndex.map((g) => (
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
