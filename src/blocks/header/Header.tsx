import type { MouseEvent, SyntheticEvent } from "react";
import { headerClickEvent } from "../../analytics/eventPayload.js";
import { sendEvent } from "../../analytics/sendEvent.js";
import type { HeaderData } from "../../../renderer/resolve/pageData.js";
import { hrefOf } from "../../../renderer/resolve/siteAddresses.js";
import { useSite } from "../../../renderer/SiteContext.js";
import type { MenuTab } from "../../../renderer/types/documents.js";
import { linkLabel, SiteLink } from "../SiteLink.js";
import { loginHref, TabLinks, tabLinkCount } from "./TabLinks.js";

/**
 * The header: logo, tabs with their dropdowns, login and 'Book a call back'.
 * Desktop and phone markup are both in the HTML; CSS shows one by screen width.
 * Tabs and the burger are <details> elements so that they open without JavaScript.
 */
export function Header({ menu, logoSite, dropdown, portal, analytics, serviceId }: HeaderData) {
  const { sites } = useSite();
  const track = (kind: "tab" | "link", label: string, value: string) =>
    sendEvent(headerClickEvent(kind, label, value, analytics, { url: location.href, userAgent: navigator.userAgent, cookie: document.cookie, now: new Date(), serviceId }));
  // A followed menu link, from either menu: label is its text, value its address.
  const onMenuClick = (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as Element).closest("a");
    if (a) track("link", linkLabel(a), a.getAttribute("href") ?? "");
  };
  const onTabToggle = (tab: MenuTab) => (e: SyntheticEvent<HTMLDetailsElement>) => {
    if (e.currentTarget.open) track("tab", tab.tabName, tab.id);
  };
  const dropdownHeight = (tab: MenuTab) => Math.min(tabLinkCount(tab) * dropdown.heightPerLinkPx, dropdown.maxHeightPx);
  return (
    <header className="site-header" data-menu={menu.id}>
      <div className="header-bar">
        <a className="logo" href={hrefOf({ url: "/", site: logoSite }, sites)}>
          <img src={menu.logo.image.src} alt={menu.logo.image.alt} width={menu.logo.image.width} height={menu.logo.image.height} />
        </a>
        <nav className="desktop-nav" aria-label="Main menu" onClick={onMenuClick}>
          <ul className="tabs">
            {menu.tabs.map((tab) => (
              <li key={tab.id} className={`tab tab-${tab.type}`}>
                {tab.type === "login" ? (
                  <a className="tab-login" href={loginHref(sites, portal)}>
                    {tab.tabName}
                  </a>
                ) : (
                  <details onToggle={onTabToggle(tab)}>
                    <summary>{tab.tabName}</summary>
                    <div className="dropdown" style={{ maxHeight: dropdownHeight(tab) }}>
                      <TabLinks tab={tab} />
                    </div>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <SiteLink link={menu.bookCallBack} className="button book-call">
          {menu.bookCallBack.text}
        </SiteLink>
        <details className="burger">
          <summary aria-label="Open the menu">
            <span className="burger-icon" aria-hidden="true" />
          </summary>
          <nav className="mobile-nav" aria-label="Main menu (phone)" onClick={onMenuClick}>
            <ul>
              {menu.tabs.map((tab) => (
                <li key={tab.id}>
                  {tab.type === "login" ? (
                    <a href={loginHref(sites, portal)}>{tab.tabName}</a>
                  ) : (
                    <details className="mobile-sub" onToggle={onTabToggle(tab)}>
                      <summary>{tab.tabName}</summary>
                      <TabLinks tab={tab} />
                    </details>
                  )}
                </li>
              ))}
              <li>
                <SiteLink link={menu.bookCallBack}>{menu.bookCallBack.text}</SiteLink>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
