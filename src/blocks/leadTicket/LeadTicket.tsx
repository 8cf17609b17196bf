import { useBlockRoot } from "../../../renderer/index.js";
import type { LeadTicketData } from "./leadTicketResolver.js";

/**
 * The visitor's request number on the thank-you page, from the address the lead's answer sent them to. HTML and an
 * inline script only (no island): the sentence is hidden in the HTML, and the script right after it fills in and
 * shows a number in the ticket's form before the page is first drawn, so nothing moves and no JavaScript is fetched.
 * Without JavaScript, or without a number, the block shows nothing.
 */
export function LeadTicket({ before, after, script }: LeadTicketData) {
  return (
    <div className="lead-ticket" {...useBlockRoot()}>
      <p hidden>
        {before}
        <strong />
        {after}
      </p>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </div>
  );
}
