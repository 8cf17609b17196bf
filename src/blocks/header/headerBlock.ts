import { defineBlock } from "../../../renderer/index.js";

/**
 * The header: a chunk of its own, hydrated once the page's other islands are and the browser is idle, or at once when
 * the visitor reaches for it (its menus are buttons whose clicks are played again once it is React's; without
 * JavaScript they open by CSS). Its resolver runs at build time only.
 */
export const headerBlock = defineBlock({
  load: () => import("./Header.js").then((m) => m.Header),
  hydrate: true,
  hydrateOn: "idle",
  // The header with what it shares with the other islands (the event sender, the HTTP client's loader, the
  // session's and the login drawer's chunks when reached for), fetched once idle. `npm run bench` prints the measured
  // total and fails when it is over this budget.
  budgetKiB: 17,
  // The menu and the login drawer's words are the same on every page that uses them: one cacheable file each, not a
  // copy in every page.
  share: ["menu", "login"],
});
