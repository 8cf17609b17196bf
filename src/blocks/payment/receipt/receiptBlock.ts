import { defineBlock } from "../../../../renderer/index.js";

/** The receipt: an island whose code is a chunk of its own, fetched only by the receipt page. */
export const receiptBlock = defineBlock({
  hydrate: true,
  load: () => import("./Receipt.js").then((m) => m.Receipt),
  build: !(import.meta.env?.SSR === false && import.meta.env?.PROD === true) ? () => import("./receiptResolver.js") : undefined,
  // The receipt with date-fns-tz for the India time of the payment (8.9 KiB) and the one HTTP client (ofetch, 3.9):
  // 13.3 KiB in all when measured, with the page section it shares with the cart; 13.8 since the client's loader and the
  // lazy HTTP calls left the main entry for chunks shared with the header (the page's total smaller).
  budgetKiB: 13.9,
});
