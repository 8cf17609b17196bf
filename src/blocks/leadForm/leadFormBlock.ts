import { defineBlock } from "../../../renderer/index.js";

/** The lead form: a chunk of its own, fetched only by pages that have a form; its gzip budget is checked by npm run bench. */
export const leadFormBlock = defineBlock({
  hydrate: true,
  // The form's words and rules are the site's, the same on every page with a form: one cacheable file each.
  share: ["data.messages", "data.rules"],
  load: () => import("./LeadForm.js").then((m) => m.LeadFormView),
  build: !(import.meta.env?.SSR === false && import.meta.env?.PROD === true) ? () => import("./leadFormResolver.js") : undefined,
  // The form (8.5 KiB), the chunk it shares with the login drawer (1.7), the category picker (1.0) and the one HTTP
  // client (ofetch, 3.9), which the form fetches as a visitor starts on it: 15.1 KiB in all when measured. Since the
  // header left the main entry (issue 23), the event sender and the client's loader it shared with the form are
  // chunks too, no longer in every page's main script: 16.3 KiB when measured, the page's total unchanged.
  budgetKiB: 16.5,
});
