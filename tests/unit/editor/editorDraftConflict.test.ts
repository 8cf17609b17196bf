import { describe, expect, it } from "vitest";
import { contentHash } from "../../../src/server/editor/editorSite.js";
import { serverDocuments } from "../testApp.js";
import { editorSuite } from "./editorApiKit.js";

/**
 * Two tabs (or two people) editing one document: each save names the draft its edit began from (draftSavedAt), and a
 * draft saved by the other since is not overwritten (409 with who saved it), so neither change is lost unawares.
 */
describe("PUT /admin/editor/api/draft with draftSavedAt", () => {
  const e = editorSuite();
  const file = "config/banners.json";
  const put = (data: unknown, draftSavedAt: string | null | undefined) =>
    e.call("PUT", "/admin/editor/api/draft", { file, data, baseHash: contentHash(e.text(file)), ...(draftSavedAt === undefined ? {} : { draftSavedAt }) });
  const words = serverDocuments.messages.adminEditor;

  it("a first save over no draft is refused once another tab has made one; a save over the draft it read goes on", async () => {
    const disk = e.doc(file);
    const a = await put({ ...disk, regionLabel: "Tab A" }, null);
    expect(a.status).toBe(200);
    // Tab B opened the document before A's save: it began from the file too.
    const b = await put({ ...disk, brandBanner: { ...disk.brandBanner, joinText: "Tab B" } }, null);
    expect(b.status).toBe(409);
    expect(b.body).toEqual({ message: words.draftSavedMeanwhile.replace("{who}", "admin"), savedAt: a.body.savedAt, savedBy: "admin" });
    // A's draft is untouched.
    const drafts = (await e.call("GET", "/admin/editor/api/site")).body.documents.find((d: { file: string }) => d.file === file);
    expect(drafts.data.regionLabel).toBe("Tab A");
    expect(drafts.data.brandBanner.joinText).toBe(disk.brandBanner.joinText);
    // A goes on from its own last save.
    const a2 = await put({ ...disk, regionLabel: "Tab A, again" }, a.body.savedAt);
    expect(a2.status).toBe(200);
    // B keeps its change over A's on purpose: it names the draft the refusal told it of... which A has saved over since.
    expect((await put({ ...disk, brandBanner: { ...disk.brandBanner, joinText: "Tab B" } }, b.body.savedAt)).status).toBe(409);
    const latest = (await put({ ...disk, brandBanner: { ...disk.brandBanner, joinText: "Tab B" } }, a.body.savedAt)).body;
    expect(latest.savedAt).toBe(a2.body.savedAt);
    const kept = await put({ ...disk, brandBanner: { ...disk.brandBanner, joinText: "Tab B" } }, a2.body.savedAt);
    expect(kept.status).toBe(200);
    await e.call("DELETE", "/admin/editor/api/draft", { file });
  });

  it("saves at once from one tab never refuse each other, and one of many saves over the same draft wins", async () => {
    const disk = e.doc(file);
    const first = await put({ ...disk, regionLabel: "one" }, null);
    let at = first.body.savedAt as string;
    for (const label of ["two", "three", "four"]) {
      const next = await put({ ...disk, regionLabel: label }, at);
      expect(next.status).toBe(200);
      at = next.body.savedAt;
    }
    const racing = await Promise.all(["x", "y", "z", "w"].map((label) => put({ ...disk, regionLabel: label }, at)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    await e.call("DELETE", "/admin/editor/api/draft", { file });
  });

  it("a draft published or discarded since the edit began is no one's change: the save makes a new draft; without draftSavedAt a save always wins", async () => {
    const disk = e.doc(file);
    const a = await put({ ...disk, regionLabel: "soon discarded" }, null);
    await e.call("DELETE", "/admin/editor/api/draft", { file });
    expect((await put({ ...disk, regionLabel: "after the discard" }, a.body.savedAt)).status).toBe(200);
    expect((await put({ ...disk, regionLabel: "a script's save" }, undefined)).status).toBe(200);
    await e.call("DELETE", "/admin/editor/api/draft", { file });
  });
});
