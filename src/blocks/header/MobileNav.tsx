import { useState, type Dispatch, type MouseEvent, type ReactNode } from "react";
import type { HeaderData } from "./headerResolver.js";
import type { MenuTab } from "../../documents/types.js";
import { SiteLink } from "../SiteLink.js";
import type { HeaderMenuEvent, HeaderMenuState } from "./headerMenuFlow.js";
import { TabLinks } from "./TabLinks.js";

interface MobileNavProps {
  menu: HeaderData["menu"];
  labels: HeaderData["labels"];
  underBanner: boolean;
  state: HeaderMenuState;
  dispatch: Dispatch<HeaderMenuEvent>;
  onTabOpened(tab: MenuTab): void;
  onMenuClick(e: MouseEvent<HTMLElement>): void;
  account(tab: MenuTab): ReactNode;
}

export const mobileNavId = "mobile-nav";
export const mobileTabButtonId = (tabId: string) => `mobile-tab-${tabId}`;
export const mobileSubId = (tabId: string) => `mobile-sub-${tabId}`;
export const burgerId = "burger-button";
/** The attribute on `<html>` while the phone menu is open: the page behind it holds still (src/styles/header.css). */
export const phoneMenuOpenAttribute = "data-phone-menu-open";

/**
 * The phone menu (below the theme's breakpoints.headerMobileBelowPx): a burger that toggles the list of tabs; a tab's links slide in over that
 * list with a back arrow, and slide out again. A tab's links are drawn when it is first opened: the built page carries
 * the menu's links once, in the desktop menu, which is also the phone menu without JavaScript (src/styles/no-script.css,
 * built to /no-script.css and linked from a <noscript> in the head, hides this burger).
 */
export function MobileNav({ menu, labels, underBanner, state, dispatch, onTabOpened, onMenuClick, account }: MobileNavProps) {
  const variant = underBanner ? " burger-under-banner" : "";
  // The tabs opened so far: their links stay drawn, so that a sub-list slides out with its links in it.
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set());
  // The menu's list is drawn when the burger first opens (the prerender has only the burger): less HTML and DOM.
  const [listDrawn, setListDrawn] = useState(false);
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
        onClick={() => {
          setListDrawn(true);
          dispatch({ type: "burgerClicked" });
        }}
      >
        <span className="burger-icon" data-open={state.burgerOpen} aria-hidden="true" />
      </button>
      <nav id={mobileNavId} className="mobile-nav" aria-label={labels.phoneMenu} hidden={!state.burgerOpen} onClick={onMenuClick}>
        {listDrawn && (
          <>
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
                        if (!drawn.has(tab.id)) setDrawn(new Set(drawn).add(tab.id));
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
                  {drawn.has(tab.id) && <TabLinks tab={tab} />}
                </section>
              ),
            )}
          </>
        )}
      </nav>
    </div>
  );
}
