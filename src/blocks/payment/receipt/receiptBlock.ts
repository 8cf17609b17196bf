import { defineBlock } from "../../../../renderer/index.js";

/** The receipt: an island whose code is a chunk of its own, fetched only by the receipt page. */
export const receiptBlock = defineBlock({
  hydrate: true,
  load: () => import("./Receipt.js").then((m) => m.Receipt),
  // The receipt with date-fns-tz for the India time of the payment, the one HTTP client (ofetch), the page section it
  // shares with the cart, and the client's loader and lazy HTTP calls it shares with the header. `npm run bench`
  // prints the measured total and fails when it is over this budget.
  budgetKiB: 13.9,
});
