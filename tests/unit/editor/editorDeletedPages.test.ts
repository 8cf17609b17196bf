import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ApiEditorHistoryAnswer, ApiEditorNewPageAnswer, ApiEditorSiteAnswer, ApiEditorVersionAnswer } from "../../../src/contract/types.js";
import { editorSuite, type EditorApp } from "./editorApiKit.js";

const landing = { kind: "landing", route: "/monsoon-offer", title: "Monsoon offer on trademark filing", template: "blank" };
const site = async (e: EditorApp) => (await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer;
const history = async (e: EditorApp, file: string) => ((await e.call("POST", "/admin/editor/api/history", { file })).body as ApiEditorHistoryAnswer).versions;

/** A published landing page, then its deletion published: the page's file and its text just before. */
async function publishedThenDeleted(e: EditorApp, page = landing) {
  const { file } = (await e.call("POST", "/admin/editor/api/new-page", page)).body as ApiEditorNewPageAnswer;
  expect((await e.call("POST", "/admin/editor/api/publish", { file })).status).toBe(200);
  const text = e.text(file);
  expect((await e.call("POST", "/admin/editor/api/delete-page", { file })).body).toMatchObject({ problems: [] });
  expect((await e.call("POST", "/admin/editor/api/publish", { file })).status).toBe(200);
  expect(existsSync(join(e.root, file))).toBe(false);
  return { file, text };
}

describe("a page deleted in the editor keeps its history and can be brought back from it", { timeout: 60_000 }, () => {
  const e = editorSuite();

  it("records the deletion as a version holding the page as it was, and lists the page among the deleted ones", async () => {
    const { file, text } = await publishedThenDeleted(e);
    const [deletion, published] = await history(e, file);
    expect(deletion).toMatchObject({ deleted: true, current: false, publishedBy: "admin", changes: [] });
    expect(published).toMatchObject({ deleted: false, current: false, publishedBy: "admin" });
    expect(((await e.call("POST", "/admin/editor/api/version", { file, version: deletion.version })).body as ApiEditorVersionAnswer).text).toBe(text);
    expect((await site(e)).deletedPages).toEqual([{ file, name: landing.title, version: deletion.version, deletedBy: "admin", deletedAt: deletion.publishedAt }]);
  });

  it("restores the deleted page as a draft (not listed as deleted while it waits), and publishing it writes the same bytes back", async () => {
    const file = "pages-json/monsoon-offer.json";
    const [deletion] = await history(e, file);
    const restored = await e.call("POST", "/admin/editor/api/restore", { file, version: deletion.version });
    expect(restored.status).toBe(200);
    expect(restored.body.problems).toEqual([]);
    expect(existsSync(join(e.root, file))).toBe(false);
    const now = await site(e);
    expect(now.deletedPages).toEqual([]);
    const doc = now.documents.find((d) => d.file === file);
    expect(doc).toMatchObject({ draft: expect.anything() });
    expect(doc).not.toHaveProperty("deleted", true);
    expect((await e.call("POST", "/admin/editor/api/publish", { file })).status).toBe(200);
    const text = ((await e.call("POST", "/admin/editor/api/version", { file, version: deletion.version })).body as ApiEditorVersionAnswer).text;
    expect(e.text(file)).toBe(text);
    const [back, gone] = await history(e, file);
    expect(back).toMatchObject({ deleted: false, current: true });
    expect(gone).toMatchObject({ version: deletion.version, deleted: true, current: false });
    expect((await site(e)).deletedPages).toEqual([]);
  });

  it("leaves out a deleted page whose file is back on disk by other means, and lists it again once that file goes", async () => {
    const { file, text } = await publishedThenDeleted(e, { ...landing, route: "/winter-offer", title: "Winter offer" });
    e.write(file, text);
    expect((await site(e)).deletedPages).toEqual([]);
    rmSync(join(e.root, file));
    expect((await site(e)).deletedPages.map((p) => p.file)).toEqual([file]);
  });
});
