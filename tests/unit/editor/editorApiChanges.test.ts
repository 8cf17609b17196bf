import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createSchemaRegistry } from "../../../src/documents/schemaRegistry.js";
import { alignItems, documentChanges, fieldTitle } from "../../../src/server/editor/changes.js";
import { documentText, keyOrder } from "../../../src/server/editor/documentText.js";
import { deletionData } from "../../../src/server/editor/pageDeletion.js";
import { projectRoot, schemasDir } from "../fixtureSite.js";

const registry = createSchemaRegistry(schemasDir);
const real = (file: string) => JSON.parse(readFileSync(join(projectRoot, file), "utf8"));

/** Puts `value` at a JSON pointer, making the lists (a number next) and objects on the way. */
function setAt(root: Record<string, unknown>, pointer: string, value: unknown) {
  const keys = pointer.split("/").slice(1).map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
  let node = root as Record<string, unknown>;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) return void (node[key] = value);
    node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

describe("the changes a publish makes, in plain words, on the real documents", () => {
  it("a link added to a menu tab is one addition, named by the fields' titles", () => {
    const disk = real("config/menus/main.json");
    const draft = structuredClone(disk);
    const link = { text: "GST Registration", url: "/gst-registration" };
    draft.tabs[0].content.splice(2, 0, link);
    expect(documentChanges(registry, "menu.schema.json", disk, draft)).toEqual([
      // Each list item by its place and the text that names it.
      {
        pointer: "/tabs/0/content/2",
        title: `${registry.titleAt("menu.schema.json", draft, "/tabs")} › 1 (${draft.tabs[0].tabName}) › ${registry.titleAt("menu.schema.json", draft, "/tabs/0/content")} › 3 (GST Registration)`,
        kind: "added",
        after: link,
        // What the link holds, in its fields' titles rather than as JSON.
        fields: [
          { title: registry.titleAt("menu.schema.json", draft, "/tabs/0/content/2/text"), value: "GST Registration" },
          { title: registry.titleAt("menu.schema.json", draft, "/tabs/0/content/2/url"), value: "/gst-registration" },
        ],
      },
    ]);
  });

  it("a banner's text changed: its field's title, before and after", () => {
    const disk = real("config/banners.json");
    const draft = structuredClone(disk);
    draft.notices[1].text = "File GSTR 9 by 31 December";
    expect(documentChanges(registry, "banners.schema.json", disk, draft)).toEqual([
      { pointer: "/notices/1/text", title: "Notices › 2 (File GSTR 9 by 31 December) › Notice text".replace("Notices", registry.titleAt("banners.schema.json", draft, "/notices")!), kind: "changed", before: disk.notices[1].text, after: "File GSTR 9 by 31 December" },
    ]);
  });

  it("an array item removed is one removal at its place on disk; the items after it are not changes", () => {
    const disk = real("config/plans.json");
    const draft = structuredClone(disk);
    const [gone] = draft.services[0].plans.splice(0, 1);
    const changes = documentChanges(registry, "plans.schema.json", disk, draft);
    expect(changes).toEqual([expect.objectContaining({ pointer: "/services/0/plans/0", kind: "removed", before: gone })]);
    expect(changes[0].title).toMatch(/ › 1 › .+ › 1 \(.+\)$/); // a plan names itself; a service of plans.json has no text to
  });

  it("a number changed (a price in paise, the chat's callback minutes)", () => {
    const plans = real("config/plans.json");
    const cheaper = structuredClone(plans);
    cheaper.services[0].plans[1].professionalFeePaise -= 10000;
    expect(documentChanges(registry, "plans.schema.json", plans, cheaper)).toEqual([
      expect.objectContaining({ pointer: "/services/0/plans/1/professionalFeePaise", kind: "changed", before: plans.services[0].plans[1].professionalFeePaise, after: plans.services[0].plans[1].professionalFeePaise - 10000 }),
    ]);
    const constants = real("config/constants.json");
    const later = structuredClone(constants);
    later.chat.expertCallbackMinutes = 15;
    const [change] = documentChanges(registry, "constants.schema.json", constants, later);
    expect(change).toMatchObject({ pointer: "/chat/expertCallbackMinutes", kind: "changed", before: 10, after: 15 });
    expect(change.title.split(" › ")).toEqual([registry.titleAt("constants.schema.json", later, "/chat"), registry.titleAt("constants.schema.json", later, "/chat/expertCallbackMinutes")]);
  });

  it("an optional key added and one removed; no change, no changes", () => {
    const disk = real("config/banners.json");
    const draft = structuredClone(disk);
    delete draft.notices[0].action;
    draft.notices[0].extra = "x";
    expect(documentChanges(registry, "banners.schema.json", disk, draft).map((c) => [c.pointer, c.kind])).toEqual([
      ["/notices/0/action", "removed"],
      ["/notices/0/extra", "added"],
    ]);
    expect(documentChanges(registry, "banners.schema.json", disk, structuredClone(disk))).toEqual([]);
  });

  it("a new page is each of its values added, titled field by field, without its $schema and schemaVersion", () => {
    const page = real("pages-json/company/careers.json");
    const changes = documentChanges(registry, "page.schema.json", undefined, page);
    expect(changes.some((c) => c.pointer.startsWith("/$schema"))).toBe(false);
    // The editor writes the document's version itself: "Schema version: added 1" tells the publisher nothing.
    expect(page.schemaVersion).toBe(1);
    expect(changes.some((c) => c.pointer === "/schemaVersion")).toBe(false);
    expect(changes.every((c) => c.kind === "added" && typeof c.after !== "object")).toBe(true);
    expect(changes.find((c) => c.pointer === "/title")).toEqual({ pointer: "/title", title: fieldTitle(registry, "page.schema.json", page, "/title"), kind: "added", after: page.title });
    expect(changes.find((c) => c.pointer === "/route")?.after).toBe("/careers");
    // Every value is there once: the leaves put back together are the page (but for its $schema and version).
    const rebuilt: Record<string, unknown> = { $schema: page.$schema, schemaVersion: page.schemaVersion };
    for (const c of changes) setAt(rebuilt, c.pointer, c.after);
    expect(rebuilt).toEqual(page);
  });

  it("a page's deletion is one removal of the whole page, told by its title and address", () => {
    const page = real("pages-json/company/careers.json");
    expect(documentChanges(registry, "page.schema.json", page, deletionData())).toEqual([
      { pointer: "", title: fieldTitle(registry, "page.schema.json", page, ""), kind: "removed", before: "Careers | vidhi — /careers" },
    ]);
  });

  it("lines up lists by content: a replaced item between equal ones is one changed item", () => {
    expect(alignItems(["a", "b", "c"], ["a", "x", "c", "d"]).map((s) => s.kind)).toEqual(["same", "paired", "same", "added"]);
    expect(alignItems(["a", "b", "c"], ["c"]).map((s) => s.kind)).toEqual(["removed", "removed", "same"]);
  });
});

describe("the text a publish writes", () => {
  it("keeps the disk's key order, puts a new key where the schema lists it, and writes 2 spaces and a newline", () => {
    expect(keyOrder(["b", "a", "c", "new"], ["c", "a", "b"], ["a", "new", "b", "c"])).toEqual(["c", "a", "new", "b"]);
    expect(keyOrder(["z", "first", "a"], ["a"], ["first", "a"])).toEqual(["first", "a", "z"]);
    const disk = real("config/banners.json");
    const draft = { modals: disk.modals, notices: disk.notices, schemaVersion: 1, brandBanner: disk.brandBanner, regionLabel: "News", $schema: disk.$schema };
    const text = documentText(registry, "banners.schema.json", draft, disk);
    expect(text).toBe(JSON.stringify({ ...disk, regionLabel: "News" }, null, 2) + "\n");
    // A new document: the schema's order, the page blocks' keys by their own type's schema.
    const page = { blocks: [{ props: { heading: "Hi" }, type: "hero" }], route: "/x", id: "x", schemaVersion: 1, $schema: "../schemas/page.schema.json" };
    expect(Object.keys(JSON.parse(documentText(registry, "page.schema.json", page, undefined)))).toEqual(["$schema", "schemaVersion", "id", "route", "blocks"]);
    expect(Object.keys(JSON.parse(documentText(registry, "page.schema.json", page, undefined)).blocks[0])).toEqual(["type", "props"]);
  });
});
