import type { Dispatch, MouseEvent, ReactNode } from "react";
import type { HeaderData } from "./headerResolver.js";
import type { MenuTab } from "../../../renderer/types/documents.js";
import { SiteLink } from "../SiteLink.js";
import type { HeaderMenuEvent, HeaderMenuState } from "./headerMenuFlow.js";
import { TabLinks } from "./TabLinks.js";

interface MobileNavProps {
  menu: HeaderData["menu"];
  labels: HeaderData["labels"];
  underBanner: boolean;
  state: HeaderMenuState;
  dispatch: Dispatch<HeaderMenuEvent>;
  hydrated: boolean;
  onTabOpened(tab: MenuTab): void;
  onMenuClick(e: MouseEvent<HTMLElement>): void;
  account(tab: MenuTab): ReactNode;
}

export const mobileNavId = "mobile-nav";
export const mobileTabButtonId = (tabId: string) => `mobile-tab-${tabId}`;
export const mobileSubId = (tabId: string) => `mobile-sub-${tabId}`;
export const burgerId = "burger-button";

/**
 * The phone menu (spec 2.1, under 768 px): a burger that toggles the list of tabs; a tab's
 * links slide in over that list with a back arrow, and slide out again. Its links are drawn once
 * hydrated: the built page carries the menu's links once, in the desktop menu, which is also the
 * phone menu without JavaScript (src/styles/no-script.css, built to /no-script.css and linked from a <noscript> in the head).
 */
export function MobileNav({ menu, labels, underBanner, state, dispatch, hydrated, onTabOpened, onMenuClick, account }: MobileNavProps) {
  const variant = underBanner ? " burger-under-banner" : "";
  if (!hydrated)
    return (
      <details className={`burger${variant}`}>
        <summary aria-label={labels.openMenu} className="burger-button">
          <span className="burger-icon" aria-hidden="true" />
        </summary>
        <nav className="mobile-nav" aria-label={labels.phoneMenu} onClick={onMenuClick}>
          <ul className="mobile-top">
            {menu.tabs.map((tab) => (
              <li key={tab.id} hidden={tab.type === "login" && !account(tab)}>
                {tab.type === "login" ? (
                  account(tab)
                ) : (
                  <details className="mobile-sub">
                    <summary>{tab.tabName}</summary>
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
    );
  const subOpen = state.mobileTab !== null;
  return (
    <div className={`burger${variant}`}>
      <button
        type="button"
        id={burgerId}
        className="burger-button"
        aria-expanded={state.burgerOpen}
        aria-controls={mobileNavId}
        aria-label={state.burgerOpen ? labels.closeMenu : labels.openMenu}
        onClick={() => dispatch({ type: "burgerClicked" })}
      >
        <span className="burger-icon" data-open={state.burgerOpen} aria-hidden="true" />
      </button>
      <nav id={mobileNavId} className="mobile-nav" aria-label={labels.phoneMenu} hidden={!state.burgerOpen} onClick={onMenuClick}>
        <ul className="mobile-top" inert={subOpen}>
          {menu.tabs.map((tab) => (
            <li key={tab.id} hidden={tab.type === "login" && !account(tab)}>
              {tab.type === "login" ? (
                account(tab)
              ) : (
                <button
                  type="button"
                  id={mobileTabButtonId(tab.id)}
                  className="mobile-tab"
                  aria-expanded={state.mobileTab === tab.id}
                  aria-controls={mobileSubId(tab.id)}
                  onClick={() => {
                    onTabOpened(tab);
                    dispatch({ type: "mobileTabOpened", tab: tab.id });
                  }}
                >
                  {tab.tabName}
                </button>
              )}
            </li>
          ))}
          <li>
            <SiteLink link={menu.bookCallBack}>{menu.bookCallBack.text}</SiteLink>
          </li>
        </ul>
        {menu.tabs.map((tab) =>
          tab.type === "login" ? null : (
            <section
              key={tab.id}
              id={mobileSubId(tab.id)}
              className="mobile-sub-panel"
              aria-label={tab.tabName}
              data-open={state.mobileTab === tab.id}
              inert={state.mobileTab !== tab.id}
            >
              <button type="button" className="mobile-back" onClick={() => dispatch({ type: "mobileBack" })}>
                <span aria-hidden="true">←</span> {labels.back}
              </button>
              <p className="mobile-sub-title">{tab.tabName}</p>
              <TabLinks tab={tab} />
            </section>
          ),
        )}
      </nav>
    </div>
  );
}
