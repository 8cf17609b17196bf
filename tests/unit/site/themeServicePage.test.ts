import { describe, expect, it } from "vitest";
import { servicePage } from "../../../src/documents/servicePage.js";
import { fixture } from "../../component/fixturePage.js";

const catalogue = fixture.services;
const gst = catalogue.services.find((s) => s.route === "/gst-registration")!;
const heroOf = (page: ReturnType<typeof servicePage>) => page.blocks.find((b) => b.type === "hero")!.props as { image?: { src: string } };

describe("a service page's first screen", () => {
  it("the heading, then the lead form, then the key facts, before everything else", () => {
    const page = servicePage({ ...gst, leadForm: "gst-registration" }, catalogue, fixture.plans);
    expect(page.blocks.slice(0, 3).map((b) => b.type)).toEqual(["hero", "leadForm", "keyFacts"]);
    expect(page.blocks[2].props).toEqual({ heading: catalogue.pageTemplate.keyFactsHeading, facts: gst.keyFacts });
  });

  it("without key facts or a form, the page goes straight from the heading to the about text", () => {
    const page = servicePage({ ...gst, leadForm: undefined, keyFacts: undefined }, catalogue, fixture.plans);
    expect(page.blocks.slice(0, 2).map((b) => b.type)).toEqual(["hero", "richText"]);
  });

  it("the hero's action ('Book a call back'), except on the page it goes to", () => {
    const actionsOf = (page: ReturnType<typeof servicePage>) => (page.blocks[0].props as { actions?: unknown[] }).actions;
    expect(actionsOf(servicePage(gst, catalogue, fixture.plans))).toEqual([catalogue.pageTemplate.heroAction]);
    const target = { ...gst, route: catalogue.pageTemplate.heroAction.url };
    expect(actionsOf(servicePage(target, catalogue, fixture.plans))).toBeUndefined();
  });

  it("the hero's picture: the service's own, else its category's, else the template's", () => {
    const own = { src: "/images/heroes/legal.svg", alt: "Scales", width: 560, height: 280 };
    const category = catalogue.categories.find((c) => c.id === gst.category)!;
    expect(heroOf(servicePage({ ...gst, heroImage: own }, catalogue, fixture.plans)).image).toEqual(own);
    expect(heroOf(servicePage(gst, catalogue, fixture.plans)).image).toEqual(category.heroImage);
    const bare = { ...catalogue, categories: catalogue.categories.map((c) => ({ ...c, heroImage: undefined })) } as typeof catalogue;
    expect(heroOf(servicePage(gst, bare, fixture.plans)).image).toEqual(catalogue.pageTemplate.heroImage);
  });
});
