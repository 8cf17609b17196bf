import { describe, expect, it } from "vitest";
import { itemMatches, itemRank, itemText, queryWords } from "../../../src/admin/editor/fields/listFilter.js";
import { itemRouteAt, openItemRoute, routedItemPointer } from "../../../src/admin/editor/preview/previewPages.js";
import { textPointer } from "../../../src/admin/editor/preview/textPointer.js";

describe("the search box of a long list (listFilter.ts)", () => {
  const service = { serviceId: 95, name: "GST Registration", route: "/gst-registration", steps: [{ text: "Upload PAN" }], keyFacts: { fee: "₹ 499" } };

  it("looks in every text and number of an item, at any depth, whatever the case", () => {
    expect(itemText(service).split("\n")).toEqual(["95", "gst registration", "/gst-registration", "upload pan", "₹ 499"]);
    expect(itemMatches(service, queryWords("pan  GST"))).toBe(true);
    expect(itemMatches(service, queryWords("95"))).toBe(true);
    expect(itemMatches(service, queryWords("gst filing"))).toBe(false);
  });

  it("ranks an item 0 when a text or number is exactly what was typed, 1 when one starts with it, else 2", () => {
    expect(itemRank(service, "95")).toBe(0);
    expect(itemRank(service, " GST  Registration ")).toBe(0);
    expect(itemRank(service, "/gst-reg")).toBe(1);
    expect(itemRank(service, "registration")).toBe(2);
    expect(itemRank(service, "")).toBe(2);
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

describe("a text clicked in the preview of a service's page (textPointer with the shown item first)", () => {
  const catalogue = { services: [{ route: "/a", steps: [{ title: "You receive updates" }] }, { route: "/b", name: "B", steps: [{ title: "You receive updates" }] }] };

  it("is found in the service shown, though an earlier one has the same text", () => {
    expect(routedItemPointer(catalogue, "/b")).toBe("/services/1");
    expect(textPointer(catalogue, "You receive updates", routedItemPointer(catalogue, "/b"))).toBe("/services/1/steps/0/title");
    expect(textPointer(catalogue, "You receive updates")).toBe("/services/0/steps/0/title");
  });

  it("is looked for in the whole document when the shown service does not hold it, or no service is shown", () => {
    const withHeading = { heading: "Related services", ...catalogue };
    expect(textPointer(withHeading, "Related services", "/services/1")).toBe("/heading");
    expect(routedItemPointer(catalogue, "/c")).toBeUndefined();
    expect(routedItemPointer(catalogue, undefined)).toBeUndefined();
  });
});

describe("the service a clicked field belongs to (itemRouteAt: the preview stays on its page when a click opens another)", () => {
  const catalogue = { pageTemplate: { heading: "x" }, services: [{ route: "/a", name: "A" }, { route: "/b", name: "B" }] };
  it("is the route of the list item the pointer is in, else none", () => {
    expect(itemRouteAt(catalogue, "/services/1/name")).toBe("/b");
    expect(itemRouteAt(catalogue, "/services/0")).toBe("/a");
    expect(itemRouteAt(catalogue, "/pageTemplate/heading")).toBeUndefined();
    expect(itemRouteAt(catalogue, "/services/9/name")).toBeUndefined();
    expect(itemRouteAt(catalogue, "")).toBeUndefined();
  });
});
