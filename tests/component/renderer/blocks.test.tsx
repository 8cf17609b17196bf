import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteContext } from "../../../renderer/SiteContext.js";
import { withBlockData } from "../../../renderer/types/blocks.js";
import type { PageBlock } from "../../../src/documents/types.js";
import type { BlockProps } from "../../../renderer/index.js";
import { KeyFacts } from "../../../src/blocks/keyFacts/KeyFacts.js";
import { registry } from "../../../src/registry.js";
import { blockComponents, dataFor, resolvedBlock } from "../fixturePage.js";

/** One sample of every block type; the test below fails when a block type has no sample. */
const samples: PageBlock[] = [
  { type: "hero", props: { heading: "GST Registration", subheading: "Register for GST.", actions: [{ text: "Talk to a lawyer", url: "/talk-to-a-lawyer" }] } },
  { type: "richText", props: { heading: "About", content: [{ kind: "paragraph", text: "<b>not html</b>" }, { kind: "subheading", text: "Sub" }, { kind: "list", items: ["one", "two"] }] } },
  { type: "steps", props: { heading: "How it works", steps: [{ title: "Share", text: "Share your details." }] } },
  { type: "faq", props: { heading: "Questions", items: [{ question: "What is GST?", answer: "A tax." }] } },
  { type: "cta", props: { heading: "Talk to us", action: { text: "Call back", url: "/business-consulting-services-india" } } },
  { type: "linkList", props: { heading: "Related", groups: [{ heading: "GST", links: [{ text: "Search", url: "/search", site: "trademark", external: true }] }] } },
  { type: "pageIndex", props: { heading: "All pages", otherGroup: "Company" } },
  { type: "leadForm", props: { form: "company-registration" } },
  { type: "keyFacts", props: { heading: "At a glance", facts: [{ label: "Time taken", value: "7 to 10 working days" }] } },
  { type: "pricing", props: { heading: "Plans", serviceId: 1 } },
  { type: "cart", props: { heading: "Your cart" } },
  { type: "receipt", props: { heading: "Payment receipt" } },
  { type: "leadTicket", props: { text: "Your request number is {ticket}. Quote it when you call us." } },
];

// Each sample is resolved as the build resolves it, on a page of the fixture site (the lead form's from its documents).
const ssr = (block: PageBlock) => {
  const Block = withBlockData(blockComponents[block.type]);
  const env = { VIDHI_TRADEMARK_SITE: "https://tm.example.in" };
  return renderToString(
    <SiteContext.Provider value={dataFor("/sitemap", env).context}>
      <Block {...(resolvedBlock(block, "/sitemap", env) as object)} />
    </SiteContext.Provider>,
  );
};

describe("every block renders on the server", () => {
  it("has a sample for every registered block type", () => {
    expect(samples.map((s) => s.type).sort()).toEqual(Object.keys(registry.blocks).sort());
  });

  it.each(samples.map((s) => [s.type, s] as const))("%s", (_type, block) => {
    const html = ssr(block);
    expect(html.length).toBeGreaterThan(20);
    const heading = (block.props as { heading?: string }).heading;
    if (heading) expect(html).toContain(heading);
  });

  it("rich text escapes markup instead of rendering it", () => {
    expect(ssr(samples[1])).toContain("&lt;b&gt;not html&lt;/b&gt;");
  });

  it("a link to another of our websites gets that website's address and is marked external", () => {
    const html = ssr(samples[5]);
    expect(html).toContain('href="https://tm.example.in/search"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain("(opens another website)");
  });

  it("the page index lists every page, catalogue pages included", () => {
    const html = ssr(samples[6]);
    expect(html).toContain('href="/gst-registration"');
    expect(html).toContain('href="/"');
  });

  it("key facts: a label and its value each, the heading naming the page's service (the page's title without one)", () => {
    const facts: PageBlock = { type: "keyFacts", props: { heading: "{name} at a glance", facts: [{ label: "Time taken", value: "7 to 10 working days" }] } };
    const html = renderToString(<KeyFacts {...(resolvedBlock(facts, "/gst-registration") as BlockProps<"keyFacts">)} />);
    expect(html).toContain("<h2>GST Registration at a glance</h2>");
    expect(html).toContain("<dt>Time taken</dt><dd>7 to 10 working days</dd>");
    expect((resolvedBlock(facts, "/sitemap") as BlockProps<"keyFacts">).heading).toBe("Sitemap at a glance");
  });
});
