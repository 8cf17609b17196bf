import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { itemSummary } from "../../../src/lib/itemSummary.js";

/** The one line a closed list item shows in the editor, and the item's name in the publish dialog's changes. */
describe("itemSummary", () => {
  it("names a page's block by what it shows, not by its id; by its id when its props name nothing", () => {
    const home = JSON.parse(readFileSync("pages-json/home.json", "utf8")) as { blocks: { id: string; props: unknown }[] };
    const [hero, popular] = home.blocks;
    expect(itemSummary(hero)).toBe(itemSummary(hero.props));
    expect(itemSummary(hero)).toMatch(/^Legal, tax and compliance/);
    expect(itemSummary(popular)).toBe("Popular services");
    expect(itemSummary({ type: "cart", id: "cart", props: {} })).toBe("cart");
  });

  it("names other items by their text, name, label or title, cut at 80 characters", () => {
    expect(itemSummary({ url: "/faqs", text: "FAQs" })).toBe("FAQs");
    expect(itemSummary({ id: "x", label: "Email" })).toBe("Email");
    const long = "a".repeat(100);
    expect(itemSummary({ text: long })).toBe(`${"a".repeat(79)}…`);
    expect(itemSummary({})).toBeUndefined();
  });
});
