import { defineBlock } from "../../../../renderer/index.js";

/** The cart: an island whose code is a chunk of its own, fetched only by the cart page; its budget is checked by npm run bench. */
export const cartBlock = defineBlock({
  hydrate: true,
  // The priced plans and the cart's words are documents, the same wherever a cart is: one cacheable file each.
  share: ["catalogue", "cartMessages"],
  load: () => import("./Cart.js").then((m) => m.Cart),
  build: !(import.meta.env?.SSR === false && import.meta.env?.PROD === true) ? () => import("./cartResolver.js") : undefined,
  // The cart, its launcher and plan list (6.4 KiB), the one HTTP client (ofetch, 3.9) and the chunks it shares with the
  // receipt, the lead form and the header (page section, contact rules, flow store, session): 12.7 KiB in all when measured,
  // 13.1 with a paid cart link's receipt and 'Start a new order' (CartPaid.tsx). Since the header left the main entry, the
  // client's loader and the lazy HTTP calls it shares with the header are chunks too, no longer in every page's main
  // script: 13.5 KiB when measured, the page's total smaller (the main entry lost 2.4 KiB brotli).
  budgetKiB: 13.6,
});
