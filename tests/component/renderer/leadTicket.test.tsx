// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeadTicket } from "../../../src/blocks/leadTicket/LeadTicket.js";
import pageSchema from "../../../schemas/page.schema.json" with { type: "json" };
import { resolve, ticketIdPattern, ticketPlaceholder } from "../../../src/blocks/leadTicket/leadTicketResolver.js";
import { newTicketId } from "../../../src/server/leads/leadStore.js";

// The thank-you page's request number (block leadTicket): the HTML, and its inline script as the parser runs it,
// right after the sentence, on the addresses a link could carry. The browser's side: tests/e2e/site/thankYou.spec.ts.
const html = renderToString(<LeadTicket {...resolve({ text: "Your request number is {ticket}. Quote it when you call us." })} />);

/** The sentence the visitor sees with `search` as the page's address's query, or null when it stays hidden. */
function shown(search: string): string | null {
  document.body.innerHTML = html;
  const script = document.querySelector("script")!;
  new Function("document", "location", script.textContent!)({ currentScript: script }, { search });
  const p = document.querySelector<HTMLElement>(".lead-ticket p")!;
  return p.hidden ? null : p.textContent;
}

describe("the request number", () => {
  it("is hidden in the HTML, around an empty number", () => {
    expect(html).toContain('<p hidden="">Your request number is <strong></strong>. Quote it when you call us.</p><script>');
  });

  it("shows a ticket as the server makes them, and one among other parameters", () => {
    expect(new RegExp(ticketIdPattern).test(newTicketId())).toBe(true);
    const ticket = newTicketId();
    expect(shown(`?ticket=${ticket}`)).toBe(`Your request number is ${ticket}. Quote it when you call us.`);
    expect(shown("?utm_source=mail&ticket=VL-7K2M9QXD")).toBe("Your request number is VL-7K2M9QXD. Quote it when you call us.");
  });

  it("shows nothing for an address without a ticket in the ticket's form: no words or markup a link could carry", () => {
    for (const search of ["", "?ticket=", "?ticket=Call%20us", "?ticket=VL-7K2M9QXD%3Cb%3E", "?ticket=vl-7k2m9qxd", "?order=VL-7K2M9QXD", `?ticket=${encodeURIComponent("<img src=x>")}`])
      expect(shown(search), search).toBeNull();
  });

  it("the page schema asks for the resolver's placeholder exactly once in the sentence", () => {
    const pattern = new RegExp(pageSchema.$defs.leadTicketBlock.properties.props.properties.text.pattern, "u");
    expect(pattern.test(`Your number is ${ticketPlaceholder}.`)).toBe(true);
    expect(pattern.test("Your number is {number}.")).toBe(false);
    expect(pattern.test(`${ticketPlaceholder} and ${ticketPlaceholder}`)).toBe(false);
  });
});
