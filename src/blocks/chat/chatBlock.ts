import { defineBlock } from "../../../renderer/index.js";

/**
 * The chat: a layout block below the footer whose resolver gives data on service pages only (null leaves it off every
 * other page, so they fetch nothing of it). Its island is the tiny launcher, a chunk of its own; the widget is a
 * further chunk the launcher fetches once the browser is idle.
 */
export const chatBlock = defineBlock({
  hydrate: true,
  load: () => import("./ChatLauncher.js").then((m) => m.ChatLauncher),
  // The launcher alone is all a service page fetches before the browser is idle; then the widget, the one HTTP client
  // and the chunks it shares with the header and the cart (session, jotai's hooks): no date library (docs/chat.md).
  // `npm run bench` prints the measured total and fails when it is over this budget.
  budgetKiB: 14,
});
