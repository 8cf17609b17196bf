import leadsSchema from "../../../schemas/api/leads.schema.json" with { type: "json" };
import type { BlockProps } from "../../../renderer/index.js";
import { thankYouTicketParameter } from "../../api/leadForm.js";

/** What the block draws: the sentence around the number, and the script that fills the number in from the address. */
export interface LeadTicketData {
  before: string;
  after: string;
  script: string;
}

/** A ticket id as the server makes and answers it (schemas/api/leads.schema.json, `ticketData.ticketId`). */
export const ticketIdPattern: string = leadsSchema.$defs.ticketData.properties.ticketId.pattern;

/** Where the number goes in the block's sentence (the page schema's pattern for `text` asks for it exactly once). */
export const ticketPlaceholder = "{ticket}";

/**
 * At build time: the sentence split at '{ticket}' (the page schema allows it once), and the inline script that runs
 * as the parser reaches it, before the first frame that could draw the block: it reads the address's `ticket`
 * parameter, and only a value in the ticket's form (never any other text a link could carry) goes into the sentence,
 * as text, and shows it. The script is the same on every build with the same pattern, so the CSP's hash of it holds.
 */
export function resolve({ text }: BlockProps<"leadTicket">): LeadTicketData {
  const at = text.indexOf(ticketPlaceholder);
  const json = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  const script =
    `(function(){var s=document.currentScript,p=s&&s.previousElementSibling,` +
    `t=new URLSearchParams(location.search).get(${json(thankYouTicketParameter)});` +
    `if(p&&t!==null&&new RegExp(${json(ticketIdPattern)},"u").test(t)){p.querySelector("strong").textContent=t;p.hidden=false}})()`;
  return { before: text.slice(0, at), after: text.slice(at + ticketPlaceholder.length), script };
}
