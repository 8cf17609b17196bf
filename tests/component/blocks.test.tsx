import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../renderer/registry.js";
import { SiteContext } from "../../renderer/SiteContext.js";
import type { PageBlock } from "../../renderer/types/documents.js";
import { dataFor } from "./fixturePage.js";

/** One sample of every block type; the test below fails when a block type has no sample. */
const samples: PageBlock[] = [
  { type: "hero", props: { heading: "GST Registration", subheading: "Register for GST.", actions: [{ text: "Talk to a lawyer", url: "/talk-to-a-lawyer" }] } },
  { type: "richText", props: { heading: "About", content: [{ kind: "paragraph", text: "<b>not html</b>" }, { kind: "subheading", text: "Sub" }, { kind: "list", items: ["one", "two"] }] } },
  { type: "steps", props: { heading: "How it works", steps: [{ title: "Share", text: "Share your details." }] } },
  { type: "faq", props: { heading: "Questions", items: [{ question: "What is GST?", answer: "A tax." }] } },
  { type: "cta", props: { heading: "Talk to us", action: { text: "Call back", url: "/business-consulting-services-india" } } },
  { type: "linkList", props: { heading: "Related", groups: [{ heading: "GST", links: [{ text: "Search", url: "/search", site: "trademark", external: true }] }] } },
  { type: "pageIndex", props: { heading: "All pages" } },
  { type: "leadForm", props: { form: "company-registration" } },
];

const ssr = (block: PageBlock) => {
  const Block = blockRegistry[block.type] as React.ComponentType<any>;
  const context = { ...dataFor("/sitemap", { VIDHI_TRADEMARK_SITE: "https://tm.example.in" }).context, leadForms: dataFor("/lead-forms").context.leadForms };
  return renderToString(
    <SiteContext.Provider value={context}>
      <Block {...block.props} />
    </SiteContext.Provider>,
  );
};

describe("every block renders on the server", () => {
  it("has a sample for every registered block type", () => {
    expect(samples.map((s) => s.type).sort()).toEqual(Object.keys(blockRegistry).sort());
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
});
