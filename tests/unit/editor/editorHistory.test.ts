import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ApiEditorDraftAnswer, ApiEditorHistoryAnswer, ApiEditorSiteAnswer, ApiEditorVersionAnswer } from "../../../src/contract/types.js";
import { setStaffPassword } from "../../../src/server/staff/staffAccounts.js";
import { fill } from "../../../src/lib/fill.js";
import { editorSuite, git, type EditorApp } from "./editorApiKit.js";
import { fixedCases } from "../malformedRequests.js";
import { serverDocuments } from "../testApp.js";

const banners = "config/banners.json";
const basic = (name: string) => ({ authorization: `Basic ${Buffer.from(`${name}:${name}-password-1`).toString("base64")}` });

/** Saves a draft of the banners with the first notice's text changed and publishes it, signed in as `name`. */
async function publishAs(e: EditorApp, name: string, noticeText: string) {
  const data = e.doc(banners);
  data.notices[0].text = noticeText;
  const as = async (method: "PUT" | "POST", url: string, payload: object) => (await e.app.inject({ method, url, headers: basic(name), payload })).statusCode;
  expect(await as("PUT", "/admin/editor/api/draft", { file: banners, data, baseHash: (await e.call("GET", "/admin/editor/api/site")).body.documents.find((d: { file: string }) => d.file === banners).diskHash })).toBe(200);
  expect(await as("POST", "/admin/editor/api/publish", { file: banners })).toBe(200);
}
const history = async (e: EditorApp) => ((await e.call("POST", "/admin/editor/api/history", { file: banners })).body as ApiEditorHistoryAnswer).versions;

describe("the history of a document: every publish kept in the store, with who, when, the changes and the commit; restore makes a version the draft", () => {
  const e = editorSuite();

  it("lists two publishes by two staff accounts newest first, after the version the file had before the first one", async () => {
    const original = e.text(banners);
    const at = new Date("2026-05-01T10:00:00Z");
    for (const name of ["meera", "ravi"]) await setStaffPassword(e.store.query, name, `${name}-password-1`, at);
    expect(await history(e)).toEqual([]);
    await publishAs(e, "meera", "Meera's notice");
    const meeraText = e.text(banners);
    await publishAs(e, "ravi", "Ravi's notice");

    const versions = await history(e);
    expect(versions.map((v) => [v.publishedBy, v.firstSeen, v.current])).toEqual([["ravi", false, true], ["meera", false, false], [null, true, false]]);
    expect(versions[0].version).toBeGreaterThan(versions[1].version);
    expect(versions[1].changes).toEqual([expect.objectContaining({ pointer: "/notices/0/text", kind: "changed", after: "Meera's notice" })]);
    expect(versions[0].changes).toEqual([expect.objectContaining({ pointer: "/notices/0/text", before: "Meera's notice", after: "Ravi's notice" })]);
    expect(versions[2].changes).toEqual([]);
    expect([versions[0].commit, versions[1].commit]).toEqual([git(e.root, "rev-parse", "HEAD"), git(e.root, "rev-parse", "HEAD~1")]);
    expect(git(e.root, "log", "-1", "--format=%an")).toBe("ravi");

    const one = async (version: number) => (await e.call("POST", "/admin/editor/api/version", { file: banners, version })).body as ApiEditorVersionAnswer;
    expect((await one(versions[1].version)).text).toBe(meeraText);
    expect((await one(versions[2].version)).text).toBe(original);
  });

  it("restores the first version as the draft (the file untouched until published), then publishing it writes the original bytes and is itself a version", async () => {
    const [newest, , first] = await history(e);
    const before = e.text(banners);
    const restored = await e.call("POST", "/admin/editor/api/restore", { file: banners, version: first.version });
    expect(restored.status).toBe(200);
    expect((restored.body as ApiEditorDraftAnswer).problems).toEqual([]);
    expect(e.text(banners)).toBe(before);
    const doc = ((await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer).documents.find((d) => d.file === banners)!;
    expect(doc.data).toEqual(JSON.parse((await e.call("POST", "/admin/editor/api/version", { file: banners, version: first.version })).body.text));
    expect(doc.draft).toBeDefined();
    expect((await e.call("POST", "/admin/editor/api/changes", { file: banners })).body.changes).toEqual([expect.objectContaining({ pointer: "/notices/0/text", before: "Ravi's notice" })]);

    expect((await e.call("POST", "/admin/editor/api/publish", { file: banners })).status).toBe(200);
    expect(e.text(banners)).toBe(((await e.call("POST", "/admin/editor/api/version", { file: banners, version: first.version })).body as ApiEditorVersionAnswer).text);
    const after = await history(e);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ publishedBy: "admin", current: true, firstSeen: false });
    expect(after.find((v) => v.version === first.version)?.current).toBe(true);
    expect(after.find((v) => v.version === newest.version)?.current).toBe(false);
  });

  it("keeps a text edited outside the editor when a publish replaces it, as found on disk", async () => {
    const outside = e.doc(banners);
    outside.notices[0].text = "Edited by hand";
    e.write(banners, JSON.stringify(outside, null, 2) + "\n");
    const count = (await history(e)).length;
    await publishAs(e, "meera", "After the hand edit");
    const [published, found] = await history(e);
    expect([published.publishedBy, found.publishedBy, found.firstSeen]).toEqual(["meera", null, true]);
    expect(published.changes).toEqual([expect.objectContaining({ pointer: "/notices/0/text", before: "Edited by hand", after: "After the hand edit" })]);
    expect(((await e.call("POST", "/admin/editor/api/version", { file: banners, version: found.version })).body as ApiEditorVersionAnswer).text).toContain("Edited by hand");
    expect(await history(e)).toHaveLength(count + 2);
  });

  it("a refused publish records nothing", async () => {
    const data = e.doc(banners);
    data.notices[0].text = "";
    await e.saveDraft(banners, data);
    const count = (await history(e)).length;
    expect((await e.call("POST", "/admin/editor/api/publish", { file: banners })).status).toBe(422);
    expect(await history(e)).toHaveLength(count);
    await e.call("DELETE", "/admin/editor/api/draft", { file: banners });
  });

  it("answers 404 for a version the document does not have, 400 for a malformed body, never 5xx; asks for sign-in without it", async () => {
    const [v] = await history(e);
    const words = serverDocuments.messages.adminEditor;
    for (const url of ["/admin/editor/api/version", "/admin/editor/api/restore"]) {
      expect(await e.call("POST", url, { file: "config/menus/main.json", version: v.version })).toEqual(expect.objectContaining({ status: 404, body: { message: fill(words.noVersion, { file: "config/menus/main.json", version: v.version }) } }));
      expect((await e.call("POST", url, { file: banners, version: 999_999 })).status).toBe(404);
      for (const payload of [{ file: banners }, { file: banners, version: "1" }, { file: banners, version: 0 }, { file: banners, version: 1.5 }, { file: "../etc/passwd.json", version: 1 }, { file: banners, version: 2 ** 40 }])
        expect((await e.call("POST", url, payload)).status, JSON.stringify(payload)).toBe(400);
    }
    for (const url of ["/admin/editor/api/history", "/admin/editor/api/version", "/admin/editor/api/restore"]) {
      for (const c of fixedCases) {
        const res = await e.app.inject({ method: "POST", url: url + c.query, headers: { authorization: e.authHeader, ...(c.contentType ? { "content-type": c.contentType } : {}) }, payload: c.payload });
        expect(res.statusCode, `${url}: ${c.label}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url}: ${c.label}`).toBeLessThan(500);
      }
      expect((await e.app.inject({ method: "POST", url, payload: { file: banners, version: v.version } })).statusCode).toBe(401);
    }
  });
});

describe("the history when the documents are not a git work tree", () => {
  const e = editorSuite();

  it("keeps the versions in the store alike, without a commit", async () => {
    rmSync(join(e.root, ".git"), { recursive: true, force: true });
    const data = e.doc(banners);
    data.notices[0].text = "Without git";
    await e.saveDraft(banners, data);
    expect((await e.call("POST", "/admin/editor/api/publish", { file: banners })).status).toBe(200);
    const versions = await history(e);
    expect(versions.map((v) => [v.publishedBy, v.commit, v.firstSeen])).toEqual([["admin", null, false], [null, null, true]]);
    expect((await e.call("POST", "/admin/editor/api/restore", { file: banners, version: versions[1].version })).status).toBe(200);
    expect((await e.call("POST", "/admin/editor/api/publish", { file: banners })).status).toBe(200);
    expect(JSON.parse(e.text(banners)).notices[0].text).not.toBe("Without git");
  });
});
