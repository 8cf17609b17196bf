import { describe, expect, it } from "vitest";
import { itemMatches, itemText, queryWords } from "../../../src/admin/editor/fields/listFilter.js";
import { openItemRoute } from "../../../src/admin/editor/preview/previewPages.js";

describe("the search box of a long list (listFilter.ts)", () => {
  const service = { serviceId: 95, name: "GST Registration", route: "/gst-registration", steps: [{ text: "Upload PAN" }], keyFacts: { fee: "₹ 499" } };

  it("looks in every text and number of an item, at any depth, whatever the case", () => {
    expect(itemText(service).split("\n")).toEqual(["95", "gst registration", "/gst-registration", "upload pan", "₹ 499"]);
    expect(itemMatches(service, queryWords("pan  GST"))).toBe(true);
    expect(itemMatches(service, queryWords("95"))).toBe(true);
    expect(itemMatches(service, queryWords("gst filing"))).toBe(false);
  });

  it("takes nothing typed, or only spaces, as every item", () => {
    expect(queryWords("   ")).toEqual([]);
    expect(itemMatches(service, queryWords(""))).toBe(true);
    expect(itemMatches(null, [])).toBe(true);
  });
});

describe("the page of the open item (previewPages.ts openItemRoute)", () => {
  const catalogue = { categories: [{ name: "GST" }], services: [{ route: "/a" }, { route: "/b" }, { name: "no route" }] };
  const opened = (open: Record<string, number>) => (id: string) => open[id];

  it("is the route of the open item of one of the document's lists", () => {
    expect(openItemRoute(catalogue, opened({ root_services: 1 }))).toBe("/b");
    expect(openItemRoute(catalogue, opened({ root_categories: 0, root_services: 0 }))).toBe("/a");
  });

  it("is none when nothing is open, the open item has no route, or the index is gone", () => {
    expect(openItemRoute(catalogue, opened({}))).toBeUndefined();
    expect(openItemRoute(catalogue, opened({ root_services: 2 }))).toBeUndefined();
    expect(openItemRoute(catalogue, opened({ root_services: 7 }))).toBeUndefined();
    expect(openItemRoute(undefined, opened({ root_services: 0 }))).toBeUndefined();
  });
});
