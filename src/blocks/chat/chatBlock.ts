import { defineBlock } from "../../../renderer/index.js";

/**
 * The chat: a layout block below the footer whose resolver gives data on service pages only (null leaves it off every
 * other page, so they fetch nothing of it). Its island is the tiny launcher, a chunk of its own; the widget is a
 * further chunk the launcher fetches once the browser is idle.
 */
export const chatBlock = defineBlock({
  hydrate: true,
  load: () => import("./ChatLauncher.js").then((m) => m.ChatLauncher),
  build: !(import.meta.env?.SSR === false && import.meta.env?.PROD === true) ? () => import("./chatResolver.js") : undefined,
  // The launcher alone is 0.6 KiB, all a service page fetches before the browser is idle; then the widget (3.7), the chat
  // context's date formatting (date-fns, 8.1), the one HTTP client (3.9) and the chunks it shares with the header and the
  // cart (session, jotai's hooks): 20.3 KiB in all when measured.
  budgetKiB: 21,
});
