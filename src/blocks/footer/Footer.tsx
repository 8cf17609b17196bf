import type { FooterData } from "./footerResolver.js";
import type { FooterColumn, FooterFooterLink } from "../../documents/types.js";
import { SiteLink } from "../SiteLink.js";

/** The footer: the service's link columns (or the default set), the tools column unless hidden, blogs, news, company links and the legal text. */
export function Footer(f: FooterData) {
  return (
    <footer className="site-footer">
      <p className="news-banner">
        {f.news.text} {f.news.link && <FooterLink link={f.news.link} />}
      </p>
      <div className="footer-columns">
        {f.columns.map((c) => (
          <Column key={c.name} column={c} />
        ))}
        {f.toolsColumn && <Column column={f.toolsColumn} className="tools-column" />}
      </div>
      <p className="see-all-blogs">
        <FooterLink link={f.seeAllBlogs} />
      </p>
      <div className="footer-columns company-columns">
        {f.companyColumns.map((c) => (
          <Column key={c.name} column={c} />
        ))}
        <Column column={f.searchSites} />
      </div>
      <ul className="social" aria-label={f.socialLabel}>
        {f.social.map((s) => (
          <li key={s.network}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label} data-network={s.network}>
              {s.name}
            </a>
          </li>
        ))}
      </ul>
      {f.marketingText && (
        <div className="marketing-text">
          {f.marketingText.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
      <p className="disclaimer">{f.legal.disclaimer}</p>
      <p className="copyright">
        © <span suppressHydrationWarning>{f.year}</span> {f.legal.entity}
      </p>
    </footer>
  );
}

/** A heading and its links: service columns, the tools column, company columns and the search websites. */
function Column({ column, className = "" }: { column: Pick<FooterColumn, "name"> & { footerServices: FooterFooterLink[] }; className?: string }) {
  return (
    <div className={`footer-column ${className}`}>
      <h2>{column.name}</h2>
      <ul>
        {column.footerServices.map((l) => (
          <li key={l.url}>
            <FooterLink link={l} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const FooterLink = ({ link }: { link: FooterFooterLink }) => <SiteLink link={link}>{link.title}</SiteLink>;
