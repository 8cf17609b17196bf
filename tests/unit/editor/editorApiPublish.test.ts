import { describe, expect, it } from "vitest";
import type { ApiEditorChangesAnswer, ApiEditorPublishAnswer, ApiEditorPublishRefusal, ApiEditorSiteAnswer } from "../../../src/contract/types.js";
import { fill } from "../../../src/lib/fill.js";
import { editorSuite, git } from "./editorApiKit.js";
import { fixedCases } from "../malformedRequests.js";
import { asVersion1 } from "../documents/migrateSamples.js";
import { serverDocuments } from "../testApp.js";

const words = serverDocuments.messages.adminEditor;
const banners = "config/banners.json";
const menu = "config/menus/main.json";

describe("publishing a draft: refused with problems or a conflict, else the file written in place and committed alone", () => {
  const e = editorSuite();
  const draftOf = async (file: string) => ((await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer).documents.find((d) => d.file === file)?.draft;

  it("answers 404 when there is no draft", async () => {
    const { status, body } = await e.call("POST", "/admin/editor/api/publish", { file: banners });
    expect(status).toBe(404);
    expect(body).toEqual({ message: fill(words.noDraft, { file: banners }) });
  });

  it("refuses while the site with the drafts has a problem (422, the problems listed), and keeps the draft", async () => {
    const data = e.doc(banners);
    data.notices[0].text = "";
    await e.saveDraft(banners, data);
    const before = e.text(banners);
    const { status, body } = await e.call("POST", "/admin/editor/api/publish", { file: banners });
    expect(status).toBe(422);
    const refusal = body as ApiEditorPublishRefusal;
    expect(refusal.message).toBe("Publishing waits until every problem is fixed: 1 remains.");
    expect(refusal.problems).toEqual([expect.objectContaining({ file: banners, pointer: "/notices/0/text" })]);
    expect(e.text(banners)).toBe(before);
    expect(await draftOf(banners)).toBeDefined();
    await e.call("DELETE", "/admin/editor/api/draft", { file: banners });
  });

  it("refuses when the file changed on disk since the draft began (409 with both versions), and keeps the draft", async () => {
    const draft = e.doc(banners);
    draft.notices[1].text = "File GSTR 9 by 31 December";
    await e.saveDraft(banners, draft);
    const changed = e.text(banners).replace("Details here", "Read the details");
    e.write(banners, changed);
    const { status, body } = await e.call("POST", "/admin/editor/api/publish", { file: banners });
    expect(status).toBe(409);
    expect(body).toEqual({ message: fill(words.changedOnDisk, { file: banners }), disk: JSON.parse(changed), draft });
    expect((await e.call("POST", "/admin/editor/api/changes", { file: banners })).body).toMatchObject({ conflict: true });
    expect(await draftOf(banners)).toBeDefined();
    await e.call("DELETE", "/admin/editor/api/draft", { file: banners });
    git(e.root, "checkout", "--", banners);
  });

  it("lists the changes in plain words, then writes the exact bytes (key order, 2 spaces, newline) and makes one commit of that file only", async () => {
    const original = e.doc(menu);
    const draft = structuredClone(original);
    // A new link in the middle of a tab, written by the editor with its keys in another order than the schema's.
    draft.tabs[0].content.splice(1, 0, { url: "/gst-registration", text: "GST Registration" });
    draft.bookCallBack.text = "Book a call";
    await e.saveDraft(menu, draft);

    const changes = (await e.call("POST", "/admin/editor/api/changes", { file: menu })).body as ApiEditorChangesAnswer;
    expect(changes.conflict).toBe(false);
    expect(changes.problems).toEqual([]);
    expect(changes.changes).toEqual([
      expect.objectContaining({ pointer: "/bookCallBack/text", kind: "changed", before: original.bookCallBack.text, after: "Book a call" }),
      expect.objectContaining({ pointer: "/tabs/0/content/1", kind: "added", after: { url: "/gst-registration", text: "GST Registration" } }),
    ]);
    expect(changes.changes[1].title).toMatch(/ › 1 \(.+\) › .+ › 2 \(GST Registration\)$/);

    // Other work in the tree: a staged change and an unstaged one, which the publish must leave as they are.
    e.write("pages-json/home.json", e.text("pages-json/home.json").replace("Popular services", "Popular"));
    git(e.root, "add", "pages-json/home.json");
    e.write("config/footer.json", e.text("config/footer.json") + "\n");
    const commits = Number(git(e.root, "rev-list", "--count", "HEAD"));

    const { status, body } = await e.call("POST", "/admin/editor/api/publish", { file: menu });
    expect(status).toBe(200);
    const answer = body as ApiEditorPublishAnswer;
    expect(answer).toMatchObject({ file: menu, pages: 0, seconds: 0 });
    expect(answer.commit).toMatch(/^[0-9a-f]{40}$/);
    const expected = structuredClone(original);
    expected.tabs[0].content.splice(1, 0, { text: "GST Registration", url: "/gst-registration" });
    expected.bookCallBack.text = "Book a call";
    expect(e.text(menu)).toBe(JSON.stringify(expected, null, 2) + "\n");

    expect(Number(git(e.root, "rev-list", "--count", "HEAD"))).toBe(commits + 1);
    expect(git(e.root, "log", "-1", "--format=%H%n%s%n%an <%ae>")).toBe(`${answer.commit}\n${fill(words.commitMessage, { file: menu, name: original.name })}\nEditor Test <editor-test@example.com>`);
    expect(git(e.root, "show", "--name-only", "--format=", "HEAD")).toBe(menu);
    expect(git(e.root, "diff", "--cached", "--name-only")).toBe("pages-json/home.json");
    expect(git(e.root, "diff", "--name-only")).toBe("config/footer.json");
    expect(await draftOf(menu)).toBeUndefined();
  });

  it("an old document is listed with its versions; migrate makes the migrated document its draft, which publishes as the current version", async () => {
    const file = "config/category-options/legal-issues.json";
    const current = e.doc(file);
    const old = structuredClone(current);
    asVersion1(old);
    e.write(file, JSON.stringify(old, null, 2) + "\n");
    git(e.root, "commit", "--quiet", "-am", "Category options as version 1");
    const listed = ((await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer).documents.find((d) => d.file === file)!;
    expect(listed).toMatchObject({ schemaVersion: 1, currentVersion: current.schemaVersion });
    const migrated = await e.call("POST", "/admin/editor/api/migrate", { file });
    expect(migrated.status).toBe(200);
    expect((migrated.body as { problems: unknown[] }).problems).toEqual([]);
    const site = (await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer;
    expect(site.documents.find((d) => d.file === file)).toMatchObject({ data: current, schemaVersion: current.schemaVersion, disk: old });
    expect((await e.call("POST", "/admin/editor/api/publish", { file })).status).toBe(200);
    expect(e.text(file)).toBe(JSON.stringify(current, null, 2) + "\n");
  });

  it("migrates a document: the migrated document becomes its draft (a current one stays as it is)", async () => {
    const { status, body } = await e.call("POST", "/admin/editor/api/migrate", { file: banners });
    expect(status).toBe(200);
    expect(body).toMatchObject({ problems: [] });
    const site = (await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer;
    expect(site.documents.find((d) => d.file === banners)).toMatchObject({ data: e.doc(banners), draft: expect.any(Object) });
    expect((await e.call("POST", "/admin/editor/api/migrate", { file: "config/none.json" })).status).toBe(404);
    await e.call("DELETE", "/admin/editor/api/draft", { file: banners });
  });

  it("answers a malformed body with a 4xx, never a 5xx", async () => {
    const routes = [["PUT", "/admin/editor/api/draft"], ["DELETE", "/admin/editor/api/draft"], ["POST", "/admin/editor/api/changes"], ["POST", "/admin/editor/api/publish"], ["POST", "/admin/editor/api/migrate"]] as const;
    const named = [{ file: "../secrets.json" }, { file: "config/banners.json", extra: 1 }, { file: "config/Banners.json" }, {}, { file: 7 }];
    for (const [method, url] of routes) {
      for (const payload of named) expect((await e.call(method, url, payload)).status, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      for (const c of fixedCases) {
        const res = await e.app.inject({ method, url: url + c.query, headers: { authorization: e.authHeader, ...(c.contentType ? { "content-type": c.contentType } : {}) }, payload: c.payload });
        expect(res.statusCode, `${method} ${url}: ${c.label}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url}: ${c.label}`).toBeLessThan(500);
      }
    }
    const bad = await e.call("PUT", "/admin/editor/api/draft", { file: banners, data: [], baseHash: "0".repeat(64) });
    expect(bad.status).toBe(400);
    // A body the schema takes but no document is: saved as a draft like any other, its problems answered.
    for (const data of [JSON.parse('{"a":'.repeat(50) + "1" + "}".repeat(50)), { $schema: "../schemas/banners.schema.json", text: "\ud83d\ude00" }]) {
      const res = await e.call("PUT", "/admin/editor/api/draft", { file: "config/odd.json", data, baseHash: "0".repeat(64) });
      expect(res.status).toBe(200);
      expect((res.body as { problems: unknown[] }).problems.length).toBeGreaterThan(0);
      expect((await e.call("GET", "/admin/editor/api/site")).status).toBe(200);
      expect((await e.call("POST", "/admin/editor/api/changes", { file: "config/odd.json" })).status).toBe(200);
      expect((await e.call("POST", "/admin/editor/api/publish", { file: "config/odd.json" })).status).toBe(422);
    }
    await e.call("DELETE", "/admin/editor/api/draft", { file: "config/odd.json" });
    // Deeper than the edge's limit, U+0000 and a __proto__ field are refused before any route reads them (tests/unit/server/edgeInput.test.ts).
    for (const data of ['{"a":'.repeat(3000) + "1" + "}".repeat(3000), '{"text":"\\u0000"}', '{"__proto__":{"x":1}}']) {
      const res = await e.app.inject({ method: "PUT", url: "/admin/editor/api/draft", headers: { authorization: e.authHeader, "content-type": "application/json" }, payload: `{"file":"config/odd.json","baseHash":"${"0".repeat(64)}","data":${data}}` });
      expect(res.statusCode, data.slice(0, 40)).toBe(400);
    }
    expect((await e.call("GET", "/admin/editor/api/site")).status).toBe(200);
  });
});
