import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { servicePage } from "../../../src/documents/servicePage.js";
import { resolveContext } from "../../../renderer/resolve/pageData.js";
import { Pricing, type PricingData } from "../../../src/blocks/payment/pricing/Pricing.js";
import { resolve } from "../../../src/blocks/payment/pricing/pricingResolver.js";
import { islands, registry } from "../../../src/registry.js";
import { blockData, dataFor, fixture } from "../fixturePage.js";

// The pricing block: drawn at build time from config/plans.json with the one price rule; no JavaScript.
// React marks the joins of text pieces with empty comments; the text a visitor reads has none.
const html = (data: PricingData) => renderToString(<Pricing {...data} />).replaceAll("<!-- -->", "");
const gst = dataFor("/gst-registration");
const pricing = blockData<PricingData>(gst, "pricing");

describe("the pricing block on a service page", () => {
  it("comes after the first screen (heading, lead form, key facts), the about text and the steps, under the catalogue's heading, on every catalogue page of a service with plans", () => {
    const after = (blocks: { type: string }[]) => blocks.map((b) => b.type).filter((t) => t !== "keyFacts" && t !== "steps");
    expect(after(gst.blocks).slice(0, 3)).toEqual(["hero", "richText", "pricing"]);
    expect(pricing.heading).toBe("Plans for GST Registration");
    const service = fixture.services.services.find((s) => s.serviceId === 95)!;
    const withForm = servicePage({ ...service, leadForm: "gst-registration" }, fixture.services, fixture.plans);
    expect(after(withForm.blocks).slice(0, 4)).toEqual(["hero", "leadForm", "richText", "pricing"]);
    expect(withForm.blocks.find((b) => b.type === "pricing")!.props).toEqual({ heading: "Plans for GST Registration" });
    // A service without plans has no pricing block.
    expect(dataFor("/llp-registration").blocks.some((b) => b.type === "pricing")).toBe(false);
  });

  it("each plan: name, summary, the fee '+ GST 18%', government fees apart, the total, what is included, and a 'Buy now' link to the cart", () => {
    const out = html(pricing);
    const expected = [
      "Plans for GST Registration</h2>",
      "<strong>₹999</strong> + GST 18%",
      "Total: <strong>₹1,178.82</strong>",
      'href="/cart?plan=gst-registration-standard"',
      'href="/cart?plan=gst-registration-with-returns"',
      'aria-label="Buy now: the Standard plan of GST Registration"',
      ">Buy now</a>",
      "What is included",
    ];
    for (const text of expected) expect(out).toContain(text);
    const company = html(blockData<PricingData>(dataFor("/private-limited-company-registration"), "pricing"));
    expect(company).toContain("Government fees, charged at cost");
    expect(company).toContain("Government filing fee and stamp duty: ₹1,000");
    expect(company).toContain("Total: <strong>₹18,698.82</strong>");
  });

  it("the recommended plan is highlighted and says so, once", () => {
    const out = html(pricing);
    expect(out.match(/plan plan--recommended/g)).toHaveLength(1);
    expect(out).toMatch(/plan--recommended"><h3 class="plan-name">Standard<span class="plan-badge">Recommended<\/span>/);
  });

  it("rupees with the Indian grouping of digits (lakhs)", () => {
    const plans = structuredClone(fixture.plans);
    plans.services[0].plans[2].professionalFeePaise = 14_999_900;
    const ctx = resolveContext({ ...fixture, plans }, fixture.pages.find((p) => p.page.route === "/private-limited-company-registration")!.page, {}, new Date());
    const out = html(resolve({}, ctx));
    expect(out).toContain("<strong>₹1,49,999</strong>");
    expect(out).toContain("Total: <strong>₹1,77,998.82</strong>");
  });

  it("a heading and a service of its own on any page", () => {
    const ctx = resolveContext(fixture, fixture.pages.find((p) => p.page.route === "/sitemap")!.page, {}, new Date());
    expect(resolve({ heading: "Buy {name} online", serviceId: 95 }, ctx).heading).toBe("Buy GST Registration online");
    expect(() => resolve({ serviceId: 3 }, ctx)).toThrow(/service 3, which has no plans/);
  });

  it("is static: no island, so its code and data never reach the browser", () => {
    expect(registry.blocks.pricing.hydrate).toBeUndefined();
    expect(Object.values(islands)).not.toContain(registry.blocks.pricing);
  });
});
