import { defineBlock } from "../../../renderer/index.js";

/** The lead form: a chunk of its own, fetched only by pages that have a form; its gzip budget is checked by npm run bench. */
export const leadFormBlock = defineBlock({
  hydrate: true,
  // The form's words and rules are the site's, the same on every page with a form: one cacheable file each.
  share: ["data.messages", "data.rules"],
  load: () => import("./LeadForm.js").then((m) => m.LeadFormView),
  // The form, the chunk it shares with the login drawer, the category picker and the one HTTP
  // client (ofetch), which the form fetches as a visitor starts on it, and the event sender and the client's loader,
  // chunks of their own since the header no longer holds them in every page's main script. `npm run bench` prints
  // their measured total and fails when it is over this budget. 16.5 → 16.7 on 2026-11-27 (measured 16.6): a lead sent
  // right after a place is chosen waits for the place's details (LeadForm.tsx), so it no longer goes without its
  // state and country. 16.7 → 16.9 on 2026-11-28 (measured 16.85): the city answers are checked before the picker reads
  // them (src/api/leadForm.ts), so a 200 that says status true without places is "No results found", not a TypeError.
  budgetKiB: 16.9,
});
