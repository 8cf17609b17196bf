import { describe, expect, it } from "vitest";
import type { SiteModel } from "../../../src/documents/siteModel.js";
import { siteView, trackedModel, viewChanges } from "../../../src/cli/pageReads.js";

// A model with the shapes a real one has (single documents, documents by id in Maps, pages, loaded documents); the
// fields are few, since what is checked is the paths, not the documents' schemas.
const model = () =>
  ({
    banners: { notices: [{ id: "a", text: "One" }, { id: "b", text: "Two" }] },
    services: { services: [{ serviceId: 1, route: "/gst", summary: "GST" }, { serviceId: 2, route: "/tm", summary: "Marks" }] },
    menus: new Map([["main", { id: "main", items: [{ label: "Home" }] }]]),
    pages: [{ page: { route: "/a/b", title: "A" }, file: "pages-json/a.json", at: "", fromCatalogue: false }],
    documents: [{ file: "config/site.json", data: { name: "vidhi" } }],
  }) as unknown as SiteModel;

const readsOf = (look: (m: SiteModel) => unknown) => {
  const paths: string[] = [];
  const tracked = trackedModel(model(), (path) => paths.push(path) - 1);
  const reads = new Set<number>();
  tracked.readInto(reads);
  look(tracked.model);
  return [...reads].map((id) => paths[id]).sort();
};

describe("what a render reads of the documents", () => {
  it("is the path of each value read, not of the objects passed through", () => {
    expect(readsOf((m) => m.banners.notices[1].text)).toEqual(["/banners/notices/1/text"]);
  });

  it("is the list's length or keys when a render searches or lists them", () => {
    expect(readsOf((m) => m.services.services.find((s) => s.serviceId === 1)?.summary)).toEqual(["/services/services/*", "/services/services/0/serviceId", "/services/services/0/summary"]);
    expect(readsOf((m) => Object.keys(m.banners))).toEqual(["/banners/*"]);
  });

  it("names documents by id, pages by route and loaded documents by file, escaped as JSON pointers", () => {
    expect(readsOf((m) => (m.menus.get("main") as unknown as { items: { label: string }[] }).items[0].label)).toEqual(["/menus/main/items/0/label"]);
    expect(readsOf((m) => m.menus.get("ip"))).toEqual(["/menus/ip"]);
    expect(readsOf((m) => m.pages[0].page.title)).toEqual(["/pages/~1a~1b/page/title"]);
    expect(readsOf((m) => (m.documents[0].data as { name: string }).name)).toEqual(["/documents/config~1site.json/data/name"]);
  });

  it("changes at the paths of the view that differ, with the keys' listing where one is added or removed", () => {
    const before = model();
    const after = model();
    after.services.services[1].summary = "Trade marks";
    after.menus.set("ip", { id: "ip" } as never);
    expect([...viewChanges(siteView(before), siteView(after))].sort()).toEqual(["/menus/*", "/menus/ip", "/services/services/*/summary", "/services/services/1/summary"]);
    expect(viewChanges(siteView(before), siteView(model())).size).toBe(0);
  });
});
