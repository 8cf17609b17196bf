import { lazy, Suspense, useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef, useState, type MouseEvent } from "react";
import { headerClickEvent, loginEvent } from "../../analytics/eventPayload.js";
import { sendEvent } from "../../analytics/sendEvent.js";
import { preloadClient } from "../../api/lazyClient.js";
import { openLoginParameter } from "../../api/login.js";
import { readCookies } from "../../lib/storage.js";
import type { HeaderData } from "./headerResolver.js";
import { hrefOf, useSite } from "../../../renderer/index.js";
import type { MenuTab } from "../../documents/types.js";
import { headerPortal } from "../portal/portalLinks.js";
import { linkLabel, SiteLink } from "../SiteLink.js";
import { DesktopNav, dropdownId, tabButtonId } from "./DesktopNav.js";
import { HeaderAccount, LoginTab } from "./HeaderAccount.js";
import { closedHeaderMenu, headerMenuReducer, type HeaderMenuState } from "./headerMenuFlow.js";
import { burgerId, MobileNav, mobileSubId, mobileTabButtonId, phoneMenuOpenAttribute } from "./MobileNav.js";
import { useHydrated } from "../useHydrated.js";
import { useSession } from "./useSession.js";
import { loginLinks } from "./headerWanted.js";

// The drawer's code loads when a visitor first opens it, not with the page.
const LoginDrawer = lazy(() => import("../login/LoginDrawer.js"));

/**
 * The header: logo, tabs with their dropdowns, the login control and 'Book a call back'.
 * Desktop and phone markup are both in the HTML; CSS shows one by screen width.
 * The open and closed states are headerMenuFlow's; this component draws them and moves focus.
 */
export function Header(header: HeaderData) {
  const { menu, logoSite, dropdown, analytics, serviceId, labels, underBanner } = header;
  const { sites } = useSite();
  const hydrated = useHydrated();
  const session = useSession(header.tokenKey);
  const [state, dispatch] = useReducer(headerMenuReducer, closedHeaderMenu);
  const root = useRef<HTMLElement>(null);
  // null: never opened (its code is not loaded); then open or closed.
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  useMenuFocus(state);
  // While the phone menu is open the page behind it holds still (src/styles/header.css, `html[data-phone-menu-open]`).
  // An attribute rather than `html:has(#mobile-nav:not([hidden]))`: that selector searched the whole document each
  // time the root's style was matched, a quarter of a load's selector time (docs/rendering.md).
  useLayoutEffect(() => {
    if (!state.burgerOpen) return;
    document.documentElement.setAttribute(phoneMenuOpenAttribute, "");
    return () => document.documentElement.removeAttribute(phoneMenuOpenAttribute);
  }, [state.burgerOpen]);
  // A click anywhere else closes an open dropdown and the tray; one on the page below the phone menu closes the menu.
  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Element | null;
      if (!target?.closest(".desktop-nav")) dispatch({ type: "clickedOutsideNav" });
      if (!target?.closest(".account")) dispatch({ type: "clickedOutsideTray" });
      if (!target?.closest(".site-header")) dispatch({ type: "clickedOutsideHeader" });
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const eventContext = () => ({ url: location.href, userAgent: navigator.userAgent, cookie: readCookies(), now: new Date(), serviceId });
  const track = (kind: "tab" | "link", label: string, value: string) =>
    sendEvent(headerClickEvent(kind, label, value, analytics, eventContext()));
  // A followed menu link, from either menu: label is its text, value its address.
  const onMenuClick = (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as Element).closest("a");
    if (a) track("link", linkLabel(a), a.getAttribute("href") ?? "");
  };
  const onTabOpened = (tab: MenuTab) => track("tab", tab.tabName, tab.id);
  const trackLogin = (name: Parameters<typeof loginEvent>[0], label: string) => sendEvent(loginEvent(name, label, analytics, eventContext()));
  const openLogin = () => {
    trackLogin("loginClicked", "header");
    dispatch({ type: "closedAll" });
    setDrawerOpen(true);
  };
  const loginTab = (tab: MenuTab) => (session.status === "signedIn" ? null : <LoginTab tab={tab} onLogin={openLogin} sites={sites} portal={header.portal} pageSource={header.pageSource} />);

  // Any link of any document marked `"opens": "login"` opens the login drawer, wherever the page places it.
  // The listeners are added once; their Effect Events see this render's state and callbacks.
  const onLoginLink = useEffectEvent(() => openLogin());
  useEffect(() => {
    const onClick = (e: globalThis.MouseEvent) => {
      const trigger = (e.target as Element | null)?.closest?.(loginLinks);
      if (!trigger || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      onLoginLink();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  // An address with ?login (the customer portal's way back for a visitor it found signed out) opens the login panel
  // once the header knows the visitor is signed out; the parameter leaves the address either way, so that a reload or
  // a shared link does not open it again.
  const loginAddressRead = useRef(false);
  useEffect(() => {
    if (session.status === "checking" || loginAddressRead.current) return;
    loginAddressRead.current = true;
    if (!new URLSearchParams(location.search).has(openLoginParameter)) return;
    // The other parameters as they were written (URLSearchParams would write them again: 'a%20b' as 'a+b').
    const rest = location.search.slice(1).split("&").filter((pair) => pair !== "" && pair.split("=")[0] !== openLoginParameter);
    history.replaceState(history.state, "", `${location.pathname}${rest.length ? `?${rest.join("&")}` : ""}${location.hash}`);
    if (session.status === "signedOut") queueMicrotask(() => setDrawerOpen(true));
  }, [session.status]);
  // Escape closes the innermost open thing and gives focus back to what opened it.
  const onEscape = useEffectEvent(() => {
    const back = focusAfterEscape(state);
    if (!back) return;
    dispatch({ type: "escape" });
    back()?.focus();
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape") onEscape();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // What both menus share: the menu, its state, and what a click in it sends.
  const nav = { menu, state, dispatch, onTabOpened, onMenuClick };

  // The HTTP client is a chunk of its own, fetched when the visitor first reaches for the header (a pointer over it,
  // a touch, keyboard focus), so a page nobody uses sends no more than its main chunk, and a click's event still
  // leaves in the click's own turn, before a followed link unloads the page.
  return (
    <header className="site-header" data-menu={menu.id} data-hydrated={hydrated || undefined} ref={root} onPointerOver={preloadClient} onTouchStart={preloadClient} onFocus={preloadClient}>
      <div className="header-bar">
        <a className="logo" href={hrefOf({ url: "/", site: logoSite }, sites)}>
          <img src={menu.logo.image.src} alt={menu.logo.image.alt} width={menu.logo.image.width} height={menu.logo.image.height} />
        </a>
        <HeaderAccount session={session} trayOpen={state.trayOpen} onAvatarClick={() => dispatch({ type: "avatarClicked" })} sites={sites} header={header} />
        <SiteLink link={menu.bookCallBack} className="button book-call">
          {menu.bookCallBack.text}
        </SiteLink>
        <MobileNav {...nav} labels={labels} underBanner={underBanner} account={loginTab} />
        {/* Last in the HTML (its own row, by CSS order): the first row, the logo and the buttons, is then the header's
            first few hundred bytes, and a frame drawn while the parser is in the menu's 24 KB has it whole; the menu
            between them moved the buttons as they came (layout shifts on a slow phone: docs/rendering.md). The focus
            goes through the rows in the order they are drawn. */}
        <DesktopNav {...nav} dropdown={dropdown} labels={labels} account={loginTab} />
      </div>
      {drawerOpen !== null && (
        <Suspense fallback={null}>
          <LoginDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            login={header.login}
            tokenKey={header.tokenKey}
            portal={headerPortal(sites.portal, header)}
            track={trackLogin}
          />
        </Suspense>
      )}
    </header>
  );
}

/** The element that gets focus back when Escape closes the innermost open thing; null when nothing is open. */
function focusAfterEscape(s: HeaderMenuState): (() => HTMLElement | null) | null {
  const byId = (id: string) => () => document.getElementById(id);
  // Desktop and phone each have an avatar; the one on screen has a layout box.
  if (s.trayOpen) return () => [...document.querySelectorAll<HTMLElement>(".avatar-button")].find((b) => b.offsetParent !== null) ?? null;
  if (s.openTab !== null) return byId(tabButtonId(s.openTab));
  if (s.mobileTab !== null) return byId(mobileTabButtonId(s.mobileTab));
  if (s.burgerOpen) return byId(burgerId);
  return null;
}

/** Focus follows what opens: into a dropdown or a slid-in sub-list, and back to its tab when that slides out. */
function useMenuFocus(state: HeaderMenuState) {
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (state.openTab && state.openTab !== before.openTab) document.querySelector<HTMLElement>(`#${dropdownId(state.openTab)} a`)?.focus();
    if (state.mobileTab && state.mobileTab !== before.mobileTab) document.querySelector<HTMLElement>(`#${mobileSubId(state.mobileTab)} .mobile-back`)?.focus({ preventScroll: true });
    if (!state.mobileTab && before.mobileTab && state.burgerOpen) document.getElementById(mobileTabButtonId(before.mobileTab))?.focus();
  }, [state]);
}
