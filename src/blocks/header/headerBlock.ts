import { defineBlock } from "../../../renderer/index.js";
import { headerWantedAtIdle, loginLinks } from "./headerWanted.js";

/**
 * The header: a chunk of its own, fetched once the page is idle and hydrated when the visitor reaches for it (a pointer
 * over it, a touch, focus, a key; its menus are buttons whose clicks are played again once it is React's, and until
 * then its closed menus' links cannot be reached), or once idle for a stored session or a ?login address. Without
 * JavaScript its menus open by CSS. Its resolver runs at build time only.
 */
export const headerBlock = defineBlock({
  load: () => import("./Header.js").then((m) => m.Header),
  hydrate: true,
  hydrateOn: "interaction",
  wantedAtIdle: headerWantedAtIdle,
  reachedFrom: loginLinks,
  // The header with what it shares with the other islands (the event sender, the HTTP client's loader, the
  // session's and the login drawer's chunks when reached for), fetched once idle. `npm run bench` prints the measured
  // total and fails when it is over this budget. 17 → 17.1 on 2026-11-28 (measured 17,410 bytes, 2 over 17 KiB): a
  // closed dropdown's links are in a <noscript> and drawn by React when it first opens (DesktopNav.tsx's Dropdown),
  // so that a visitor's parser makes no element of them (about 520 fewer on a page with the main menu).
  budgetKiB: 17.1,
  // The menu and the login drawer's words are the same on every page that uses them: one cacheable file each, not a
  // copy in every page.
  share: ["menu", "login"],
});
