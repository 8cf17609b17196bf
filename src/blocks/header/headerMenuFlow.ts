/**
 * The header's open and closed states, as plain data: which desktop
 * dropdown is open, whether the phone menu is open and which of its sub-lists has slid in,
 * and whether the signed-in tray is open. Components draw this state and send these events.
 */
export interface HeaderMenuState {
  /** The desktop tab whose dropdown is open; at most one at a time. */
  openTab: string | null;
  burgerOpen: boolean;
  /** The phone menu's sub-list that has slid in over the list of tabs. */
  mobileTab: string | null;
  trayOpen: boolean;
}

export type HeaderMenuEvent =
  | { type: "tabClicked"; tab: string }
  | { type: "clickedOutsideNav" }
  | { type: "focusLeftTab"; tab: string }
  | { type: "burgerClicked" }
  | { type: "mobileTabOpened"; tab: string }
  | { type: "mobileBack" }
  | { type: "avatarClicked" }
  | { type: "clickedOutsideTray" }
  /** A tap on the page below the open phone menu (shaded, src/styles/header.css). */
  | { type: "clickedOutsideHeader" }
  | { type: "escape" }
  | { type: "closedAll" };

export const closedHeaderMenu: HeaderMenuState = { openTab: null, burgerOpen: false, mobileTab: null, trayOpen: false };

export function headerMenuReducer(state: HeaderMenuState, event: HeaderMenuEvent): HeaderMenuState {
  switch (event.type) {
    case "tabClicked":
      // Clicking the open tab closes it; clicking another one opens that one instead.
      return { ...state, openTab: state.openTab === event.tab ? null : event.tab, trayOpen: false };
    case "clickedOutsideNav":
      return state.openTab === null ? state : { ...state, openTab: null };
    case "focusLeftTab":
      return state.openTab === event.tab ? { ...state, openTab: null } : state;
    case "burgerClicked":
      // The burger toggles; a closed menu always opens again on its list of tabs.
      return { ...state, burgerOpen: !state.burgerOpen, mobileTab: null };
    case "mobileTabOpened":
      return state.burgerOpen ? { ...state, mobileTab: event.tab } : state;
    case "mobileBack":
      return { ...state, mobileTab: null };
    case "avatarClicked":
      return { ...state, trayOpen: !state.trayOpen, openTab: null };
    case "clickedOutsideTray":
      return state.trayOpen ? { ...state, trayOpen: false } : state;
    case "clickedOutsideHeader":
      return state.burgerOpen ? { ...state, burgerOpen: false, mobileTab: null } : state;
    case "closedAll":
      // Something took over the screen (the login drawer): every menu and the tray close.
      return closedHeaderMenu;
    case "escape":
      // Escape closes the innermost thing that is open, one step at a time.
      if (state.trayOpen) return { ...state, trayOpen: false };
      if (state.openTab !== null) return { ...state, openTab: null };
      if (state.mobileTab !== null) return { ...state, mobileTab: null };
      if (state.burgerOpen) return { ...state, burgerOpen: false };
      return state;
  }
}

/** Dropdown height: a fixed height per link, capped. Both numbers come from the constants. */
export function dropdownHeightPx(linkCount: number, limits: { heightPerLinkPx: number; maxHeightPx: number }): number {
  return Math.min(linkCount * limits.heightPerLinkPx, limits.maxHeightPx);
}
