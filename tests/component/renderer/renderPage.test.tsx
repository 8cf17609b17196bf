// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderPage } from "../../../renderer/RenderPage.js";
import { layoutPointSource, mainLayoutId, mainParsedId, styleGateId } from "../../../renderer/StyleGate.js";
import type { BlockComponents } from "../../../renderer/types/blocks.js";
import { islands, registry } from "../../../src/registry.js";
import { blockComponents as blockRegistry, dataFor, fixture, headerOf } from "../fixturePage.js";
import { resolve as resolveLeadTicket } from "../../../src/blocks/leadTicket/leadTicketResolver.js";

afterEach(() => vi.restoreAllMocks());

describe("RenderPage", () => {
  it("contains a block that throws: nothing of it shows, it is logged, the rest of the page works", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const throwing: BlockComponents = {
      ...blockRegistry,
      hero: () => {
        throw new Error("broken hero");
      },
    };
    const data = dataFor("/gst-registration");
    render(<RenderPage data={data} registry={throwing} />);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("heading", { name: "About GST Registration" })).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(error.mock.calls.some((c) => String(c[0]).includes("Block 'hero' (hero) failed to render"))).toBe(true);
  });

  it("renders the header with real links, the login link with its source, and both desktop and phone menus", () => {
    const html = renderToString(<RenderPage data={dataFor("/", { VIDHI_PORTAL_SITE: "https://portal.example.in" })} registry={blockRegistry} />);
    expect(html).toContain('href="/private-limited-company-registration"');
    expect(html).toContain('href="https://portal.example.in/?source=website_header_login&amp;page_source=%2F"');
    expect(html).toContain('class="desktop-nav"');
    expect(html).toContain('class="mobile-nav"');
    expect(html).toContain('aria-label="Open the menu"');
    expect(html).toContain('class="badge-new"');
  });

  it("says on <main> that the page opens with its hero and the lead form, and whether both were shown as of the render (the columns need not wait for the form's element)", () => {
    const data = dataFor("/gst-registration");
    const [hero, ...rest] = data.blocks;
    const form = { type: "leadForm", data: {} };
    const mark = (shown: boolean) => ({ from: "2026-12-20T09:00+05:30", until: "2027-01-01T00:00+05:30", shown });
    const mainOf = (blocks: typeof data.blocks) =>
      renderToString(<RenderPage data={{ ...data, blocks }} registry={blockRegistry} islands={{ types: new Set(["leadForm"]), html: ["<form></form>"] }} />).match(/<main[^>]*>/)![0];
    expect(mainOf([hero, form, ...rest])).toBe('<main id="main" data-hero-form="shown">');
    expect(mainOf([hero, { ...form, schedule: mark(false) }, ...rest])).toBe('<main id="main" data-hero-form="hidden">');
    expect(mainOf([{ ...hero, schedule: mark(false) }, form, ...rest])).toBe('<main id="main" data-hero-form="hidden">');
    expect(mainOf([hero, ...rest, form])).toBe('<main id="main">');
    expect(mainOf(data.blocks)).toBe('<main id="main">');
  });

  it("puts the style gate, an inline script that lays out what is parsed, between the layout blocks above and <main>, once, and another right after </main>", () => {
    const html = renderToString(<RenderPage data={dataFor("/gst-registration")} registry={blockRegistry} />);
    const gate = `<script id="${styleGateId}">${layoutPointSource}</script>`;
    expect(html.split(gate)).toHaveLength(2);
    expect(html.indexOf(gate)).toBeGreaterThan(html.indexOf("</header>"));
    expect(html.indexOf(gate) + gate.length).toBe(html.indexOf("<main"));
    // And right after </main>, the point that lays it out, then the element whose arrival says both are in (rel=expect on wide screens).
    expect(html).toContain(`</main><script id="${mainLayoutId}">${layoutPointSource}</script><template id="${mainParsedId}"></template>`);
    // A read of a box's size is what makes the browser lay the page out there; the same text, so one hash in the CSP.
    expect(layoutPointSource).toMatch(/^document\.documentElement\.offsetWidth\b/);
  });

  it("gives a scheduled block its schedule's attributes on its own element, no box between it and its neighbours: an island's on the island's element, another block's on its root", () => {
    const data = dataFor("/gst-registration");
    expect(data.blocks.slice(0, 2).map((b) => b.type)).toEqual(["hero", "keyFacts"]);
    const mark = (shown: boolean) => ({ from: "2026-12-20T09:00+05:30", until: "2027-01-01T00:00+05:30", shown });
    // The hero shown now, then a lead form shown now (an island: its HTML is given), then the key facts hidden now.
    const [hero, keyFacts, ...rest] = data.blocks;
    const blocks = [{ ...hero, schedule: mark(true) }, { type: "leadForm", data: {}, schedule: mark(true) }, { ...keyFacts, schedule: mark(false) }, ...rest];
    const html = renderToString(<RenderPage data={{ ...data, blocks }} registry={blockRegistry} islands={{ types: new Set(["leadForm"]), html: ["<form></form>"] }} />);
    expect(html).toContain('<main id="main" data-hero-form="shown"><section class="hero" data-show-from="2026-12-20T09:00+05:30" data-show-until="2027-01-01T00:00+05:30">');
    expect(html).toContain('</section><div data-island="leadForm" data-island-index="0" data-show-from="2026-12-20T09:00+05:30" data-show-until="2027-01-01T00:00+05:30"><form></form></div>');
    expect(html).toContain('</form></div><section class="key-facts" data-show-from="2026-12-20T09:00+05:30" data-show-until="2027-01-01T00:00+05:30" hidden="">');
    expect(html).not.toContain('class="scheduled"');
    const hidden = renderToString(<RenderPage data={{ ...data, blocks: blocks.map((b, i) => (i === 1 ? { ...b, schedule: mark(false) } : b)) }} registry={blockRegistry} islands={{ types: new Set(["leadForm"]), html: [""] }} />);
    expect(hidden).toContain('<div data-island="leadForm" data-island-index="0" data-show-from="2026-12-20T09:00+05:30" data-show-until="2027-01-01T00:00+05:30" hidden="">');
  });

  it("every page block of the registry that is not an island carries a schedule on its own root, and only there", () => {
    const mark = { from: "2026-12-20T09:00+05:30", until: "2027-01-01T00:00+05:30", shown: false };
    // A block of each type as a page draws it: from the fixture's pages, or made here for a type none of them has.
    const made: Record<string, object> = {
      steps: { heading: "How it works", steps: [{ title: "Apply", text: "Send us your papers." }] },
      faq: { heading: "Questions", items: [{ question: "How long?", answer: "Seven days." }] },
      leadTicket: resolveLeadTicket({ text: "Your request number is {ticket}." }),
    };
    const found = new Map(fixture.pages.flatMap((p) => dataFor(p.page.route).blocks).map((b) => [b.type, b.data] as const));
    const types = Object.keys(registry.blocks).filter((type) => !(type in islands));
    expect(types.length).toBeGreaterThan(5);
    for (const type of types) {
      const blockData = found.get(type) ?? made[type];
      expect(blockData, `no data to draw a '${type}' block with: add it to 'made'`).toBeDefined();
      // What the block hides itself (the request number's sentence until a script fills it in), drawn without a schedule.
      const unscheduled = render(<RenderPage data={{ ...dataFor("/sitemap"), blocks: [{ type, data: blockData }] }} registry={blockRegistry} />);
      const ownHidden = unscheduled.container.querySelectorAll("main > * [hidden]").length;
      unscheduled.unmount();
      const data = { ...dataFor("/sitemap"), blocks: [{ type, data: blockData, schedule: mark }] };
      const { container, unmount } = render(<RenderPage data={data} registry={blockRegistry} />);
      const main = container.querySelector("main")!;
      expect(main.children, type).toHaveLength(1);
      const root = main.children[0] as HTMLElement;
      expect([type, root.getAttribute("data-show-from"), root.getAttribute("data-show-until"), root.hidden]).toEqual([type, mark.from, mark.until, true]);
      expect(root.querySelectorAll("[data-show-from], [data-show-until]"), type).toHaveLength(0);
      expect(root.querySelectorAll("[hidden]"), type).toHaveLength(ownHidden);
      unmount();
    }
  });

  it("caps a dropdown's height at 75 px a link, 550 px at most (constants)", () => {
    const data = dataFor("/");
    render(<RenderPage data={data} registry={blockRegistry} />);
    const tax = document.getElementById(screen.getAllByRole("button", { name: "Tax" })[0].getAttribute("aria-controls")!)!;
    expect(tax.style.maxHeight).toBe(`${2 * headerOf(data).dropdown.heightPerLinkPx}px`);
    const big = { ...data, top: data.top.map((b) => (b.type === "header" ? { ...b, data: { ...headerOf(data), dropdown: { heightPerLinkPx: 75, maxHeightPx: 100 } } } : b)) };
    const { container } = render(<RenderPage data={big} registry={blockRegistry} />);
    expect((container.querySelector(".dropdown") as HTMLElement).style.maxHeight).toBe("100px");
  });

  it("shows the brand banner and notice A with its pop-up on the home page", () => {
    const { container } = render(<RenderPage data={dataFor("/")} registry={blockRegistry} />);
    expect(container.querySelector(".brand-banner")!.textContent).toContain("Is Now");
    expect(container.textContent).toContain("GST verification now requires in-person biometric authentication");
    // The pop-up's date comes from the constants (gstUpdate.effectiveDate), written out for people.
    const html = renderToString(<RenderPage data={dataFor("/")} registry={blockRegistry} />);
    expect(html).toMatch(/<dialog id="important-update"[^>]*>.*Effective from<!-- --> <!-- -->6 September 2024/);
  });
});

describe("footer by service id", () => {
  const footerOf = (route: string) => {
    const { container } = render(<RenderPage data={dataFor(route)} registry={blockRegistry} />);
    return container.querySelector("footer")!;
  };
  it("service 1 gets its own columns and no tools column", () => {
    const f = footerOf("/private-limited-company-registration");
    expect(within(f).getByRole("heading", { name: "Business Setup" })).toBeTruthy();
    expect(within(f).queryByRole("heading", { name: "Tools" })).toBeNull();
    expect(within(f).getByRole("link", { name: "See all blogs" }).getAttribute("href")).toBe("/sitemap");
  });
  it("service 95 gets the default columns, the tools column, its category's blogs and its news", () => {
    const f = footerOf("/gst-registration");
    expect(within(f).getByRole("heading", { name: "Popular" })).toBeTruthy();
    expect(within(f).getByRole("heading", { name: "Tools" })).toBeTruthy();
    expect(within(f).getByText(/See all GST blogs/).closest("a")!.getAttribute("href")).toBe("https://news.vidhi.example/category/gst");
    expect(f.textContent).toContain("GST news.");
  });
  it("a page without a service gets the defaults, the current year, the entity and the disclaimer", () => {
    const f = footerOf("/sitemap");
    expect(f.textContent).toContain("Default news.");
    expect(f.textContent).toContain("© 2026 vidhi Technologies Private Limited");
    expect(f.textContent).toContain("not a law firm");
  });
});
