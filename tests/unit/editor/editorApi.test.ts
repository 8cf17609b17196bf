import { describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSite } from "../../../src/documents/validateSite.js";
import type { ApiEditorDraftAnswer, ApiEditorSiteAnswer } from "../../../src/contract/types.js";
import { contentHash } from "../../../src/server/editor/editorSite.js";
import { editorSuite, git } from "./editorApiKit.js";
import { extraPage, schemasDir } from "../fixtureSite.js";
import { serverDocuments } from "../testApp.js";

const words = serverDocuments.messages.adminEditor;

/** The problems `npm run validate` prints for the documents root with `text` written into `file`. */
/** The problems without what only the editor adds (where: the field by the form's titles). */
const asCli = (problems: ApiEditorDraftAnswer["problems"]) => problems.map(({ where: _where, ...p }) => p);

function cliProblems(root: string, file: string, text: string) {
  const copy = mkdtempSync(join(tmpdir(), "vidhi-cli-"));
  for (const folder of ["config", "pages-json"]) cpSync(join(root, folder), join(copy, folder), { recursive: true });
  writeFileSync(join(copy, file), text);
  return loadSite(copy, schemasDir).problems;
}

describe("the editor's calls: drafts, problems in the CLI's words, the site", () => {
  const e = editorSuite();

  it("answers nothing without the admin password: 401 asking for it, never cached or indexed", async () => {
    for (const [method, url] of [["GET", "/admin/editor"], ["GET", "/admin/editor/preview"], ["GET", "/admin/editor/api/site"], ["PUT", "/admin/editor/api/draft"], ["POST", "/admin/editor/api/publish"], ["GET", "/admin/assets/editor/main.js"]] as const) {
      const res = await e.app.inject({ method, url, payload: method === "GET" ? undefined : { file: "config/banners.json" } });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Basic /);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).toBe(words.loginNeeded);
    }
  });

  it("lists every document with its kind, name, hash and versions, the site's pages with what each uses, and the pictures with their sizes", async () => {
    const { status, body } = await e.call("GET", "/admin/editor/api/site");
    expect(status).toBe(200);
    const site = body as ApiEditorSiteAnswer;
    expect(site.problems).toEqual([]);
    const menu = site.documents.find((d) => d.file === "config/menus/main.json")!;
    expect(menu).toMatchObject({ kind: "menu", schemaFile: "menu.schema.json", name: "Main marketplace menu", schemaVersion: 1, diskHash: contentHash(e.text("config/menus/main.json")) });
    expect(menu.data).toEqual(e.doc("config/menus/main.json"));
    expect(menu.draft).toBeUndefined();
    expect(site.documents.find((d) => d.file === "config/services.json")!.name).toBe("services");
    expect(site.documents.map((d) => d.kind)).toEqual(expect.arrayContaining(["menu", "footer", "banners", "constants", "messages", "services", "plans", "leadForm", "categoryOptions", "chatScript", "page"]));
    const home = site.pages.find((p) => p.route === "/")!;
    expect(home).toMatchObject({ file: "pages-json/home.json" });
    expect(home.uses).toEqual(expect.arrayContaining(["pages-json/home.json", "config/menus/main.json", "config/footer.json", "config/banners.json"]));
    const gst = site.pages.find((p) => p.route === "/gst-registration")!;
    expect(gst.file).toBe("config/services.json");
    expect(gst.uses).toEqual(expect.arrayContaining(["config/lead-forms/gst-registration.json", "config/chat/gst-registration.json"]));
    // Banners are previewed only on pages that show some: the cart shows none.
    expect(site.pages.find((p) => p.route === "/cart")!.uses).not.toContain("config/banners.json");
    expect(site.images).toContainEqual(expect.objectContaining({ src: "/images/logo.svg", width: expect.any(Number), height: expect.any(Number) }));
    expect(site.images.every((i) => i.width > 0 && i.height > 0 && i.bytes > 0)).toBe(true);
  });

  it("saves a draft with a misspelt link, answering the validator's sentence at its pointer; GET site returns the draft", async () => {
    const menu = e.doc("config/menus/main.json");
    menu.tabs[0].content[0].url = "/talk-to-a-lawer";
    const saved = await e.saveDraft("config/menus/main.json", menu);
    expect(saved.status).toBe(200);
    const { problems, savedAt } = saved.body as ApiEditorDraftAnswer;
    expect(Date.parse(savedAt)).not.toBeNaN();
    expect(asCli(problems)).toEqual(cliProblems(e.root, "config/menus/main.json", JSON.stringify(menu, null, 2) + "\n"));
    expect(problems).toHaveLength(1);
    // Where, by the form's titles: the tab and the link by their place and text.
    expect(problems[0].where).toMatch(new RegExp(`^.+ › 1 \\(${menu.tabs[0].tabName}\\) › .+ › 1 \\(.+\\) › .+$`));
    expect(problems[0]).toMatchObject({ file: "config/menus/main.json", pointer: "/tabs/0/content/0/url" });
    expect(problems[0].message).toContain("/talk-to-a-lawyer");

    const site = (await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer;
    const doc = site.documents.find((d) => d.file === "config/menus/main.json")!;
    expect(doc.data).toEqual(menu);
    expect(doc.disk).toEqual(e.doc("config/menus/main.json"));
    expect(doc.draft).toEqual({ baseHash: contentHash(e.text("config/menus/main.json")), savedAt });
    expect(site.problems).toEqual(problems);
    expect((await e.call("DELETE", "/admin/editor/api/draft", { file: "config/menus/main.json" })).status).toBe(204);
    expect(((await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer).problems).toEqual([]);
  });

  it("two problems with the same sentence in two items of a list say which item each is in", async () => {
    const file = "config/lead-forms/gst-registration.json";
    const form = e.doc(file);
    const blank = { id: "blank-one", label: "Blank one", keyName: "blankOne" };
    form.inputs.push(blank, { ...blank, id: "blank-two", label: "Blank two", keyName: "blankTwo" });
    const problems = ((await e.saveDraft(file, form)).body as ApiEditorDraftAnswer).problems.filter((p) => p.file === file);
    expect(problems).toHaveLength(2);
    expect(problems[0].message).toBe(problems[1].message);
    const n = form.inputs.length;
    expect(problems.map((p) => p.where?.split(" › ").slice(1, 2)[0])).toEqual([`${n - 1} (Blank one)`, `${n} (Blank two)`]);
    await e.call("DELETE", "/admin/editor/api/draft", { file });
  });

  it.each([
    ["an empty title", "pages-json/sitemap.json", (d: any) => void (d.title = ""), "/title"],
    ["a duplicate id", "config/lead-forms/import-export-code.json", (d: any) => void (d.id = "gst-registration"), "/id"],
  ])("%s gives the CLI's sentence at its pointer", async (_label, file, edit, pointer) => {
    const data = e.doc(file);
    edit(data);
    const { body } = await e.saveDraft(file, data);
    const problems = (body as ApiEditorDraftAnswer).problems;
    expect(asCli(problems)).toEqual(cliProblems(e.root, file, JSON.stringify(data, null, 2) + "\n"));
    expect(problems.some((p) => p.pointer === pointer && p.file.startsWith(file.split("/")[0]))).toBe(true);
    await e.call("DELETE", "/admin/editor/api/draft", { file });
  });

  it("a new document: its draft is checked with the site and listed (nothing on disk); published, it is a new file in its own commit and a page of the site", async () => {
    const file = "pages-json/extra.json";
    const saved = await e.call("PUT", "/admin/editor/api/draft", { file, data: extraPage, baseHash: contentHash(undefined) });
    expect((saved.body as ApiEditorDraftAnswer).problems).toEqual([]);
    const site = (await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer;
    expect(site.documents.find((d) => d.file === file)).toMatchObject({ kind: "page", name: "Extra", disk: null, diskHash: contentHash(undefined), data: extraPage });
    expect(site.pages.find((p) => p.route === "/extra")).toMatchObject({ file, title: "Extra" });
    const published = await e.call("POST", "/admin/editor/api/publish", { file });
    expect(published.status).toBe(200);
    expect(e.text(file)).toBe(JSON.stringify(extraPage, null, 2) + "\n");
    expect(git(e.root, "show", "--name-status", "--format=", "HEAD")).toBe(`A\t${file}`);
  });

  it("while the drafts have problems the site's pages are the last ones without", async () => {
    const before = ((await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer).pages;
    const page = e.doc("pages-json/sitemap.json");
    page.route = "no-slash";
    await e.saveDraft("pages-json/sitemap.json", page);
    const site = (await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer;
    expect(site.problems.length).toBeGreaterThan(0);
    expect(site.pages).toEqual(before);
    await e.call("DELETE", "/admin/editor/api/draft", { file: "pages-json/sitemap.json" });
  });
});
