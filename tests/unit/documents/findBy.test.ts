import { describe, expect, it } from "vitest";
import type { SiteModel } from "../../../src/documents/siteModel.js";
import { siteView, trackedModel, viewChanges } from "../../../src/cli/pageReads.js";
import { findBy } from "../../../src/lib/findBy.js";

type Service = { serviceId?: number; route: string; summary: string };
const services = (): Service[] => [
  { serviceId: 1, route: "/gst", summary: "GST" },
  { serviceId: 2, route: "/tm", summary: "Marks" },
  { serviceId: 2, route: "/tm-again", summary: "Second" },
  { route: "/no-id", summary: "None" },
];
const model = (list = services()) => ({ services: { services: list } }) as unknown as SiteModel;

/** The paths a look at the model records, as a render thread records them. */
const readsOf = (m: SiteModel, look: (m: SiteModel) => unknown) => {
  const paths: string[] = [];
  const tracked = trackedModel(m, (path) => paths.push(path) - 1);
  const reads = new Set<number>();
  tracked.readInto(reads);
  look(tracked.model);
  return [...reads].map((id) => paths[id]).sort();
};

/** Whether a change from `before` to `after` reaches a page that read `paths` (the rule of src/cli/renderMemory.ts). */
const reaches = (paths: string[], before: SiteModel, after: SiteModel) => {
  const changes = viewChanges(siteView(before), siteView(after));
  return paths.some((path) => [...changes].some((c) => path === c || path.startsWith(c + "/")));
};

describe("a lookup by key (findBy)", () => {
  it("answers what Array.prototype.find answers: the first item with the value, or none", () => {
    const list = services();
    for (const value of [1, 2, 3, undefined]) expect(findBy(list, "serviceId", value)).toBe(list.find((s) => s.serviceId === value));
    expect(findBy(list, "route", "/tm-again")).toBe(list[2]);
  });

  it("while a render records, records the list's column of that key and what is read of the item, not every item", () => {
    const reads = readsOf(model(), (m) => findBy(m.services.services, "serviceId", 2)?.summary);
    expect(reads).toEqual(["/services/services/*/serviceId", "/services/services/1/summary"]);
    expect(readsOf(model(), (m) => findBy(m.services.services, "serviceId", 9))).toEqual(["/services/services/*/serviceId"]);
  });

  it("answers the recorded list's own item, so that reads of it are recorded", () => {
    const paths: string[] = [];
    const tracked = trackedModel(model(), (path) => paths.push(path) - 1);
    expect(findBy(tracked.model.services.services, "serviceId", 1)).toBe(tracked.model.services.services[0]);
  });

  it("is reached by a change of any item's key or of the list's items, not by another field of another item", () => {
    const reads = readsOf(model(), (m) => findBy(m.services.services, "serviceId", 1)?.route);
    const changed = (edit: (list: Service[]) => void) => {
      const list = services();
      edit(list);
      return reaches(reads, model(), model(list));
    };
    expect(changed((l) => (l[1].summary = "Trade marks"))).toBe(false);
    expect(changed((l) => (l[2].serviceId = 1))).toBe(true);
    expect(changed((l) => l.unshift({ serviceId: 1, route: "/first", summary: "First" }))).toBe(true);
    expect(changed((l) => l.pop())).toBe(true);
    expect(changed((l) => (l[0].route = "/gst-new"))).toBe(true);
  });
});
