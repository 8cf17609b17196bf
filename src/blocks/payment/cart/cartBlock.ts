import { defineBlock } from "../../../../renderer/index.js";

/** The cart: an island whose code is a chunk of its own, fetched only by the cart page; its budget is checked by npm run bench. */
export const cartBlock = defineBlock({
  hydrate: true,
  // The priced plans and the cart's words are documents, the same wherever a cart is: one cacheable file each.
  share: ["catalogue", "cartMessages"],
  load: () => import("./Cart.js").then((m) => m.Cart),
  // The cart, its launcher and plan list, a paid cart link's receipt and 'Start a new order' (CartPaid.tsx), the one
  // HTTP client (ofetch) and the chunks it shares with the receipt, the lead form and the header (page section, contact
  // rules, flow store, session, the client's loader and lazy HTTP calls). `npm run bench` prints the measured total
  // and fails when it is over this budget. 13.6 → 13.7 (2026-11-29): 'Pay now' again opens the same order rather than
  // a new one (launcherFlow.ts), about 90 bytes, so that a retry can never charge a customer twice.
  budgetKiB: 13.7,
});
