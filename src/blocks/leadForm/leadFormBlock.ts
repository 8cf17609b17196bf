import { defineBlock } from "../../../renderer/index.js";

/** The lead form: a chunk of its own, fetched only by pages that have a form; its gzip budget is checked by npm run bench. */
export const leadFormBlock = defineBlock({
  load: () => import("./LeadForm.js").then((m) => m.LeadFormView),
  build: !(import.meta.env?.SSR === false && import.meta.env?.PROD === true) ? () => import("./leadFormResolver.js") : undefined,
  budgetKiB: 12,
});
