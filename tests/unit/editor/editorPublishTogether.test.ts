import { describe, expect, it } from "vitest";
import type { ApiEditorChangesAnswer, ApiEditorHistoryAnswer, ApiEditorPublishAnswer, ApiEditorPublishRefusal, ApiEditorSiteAnswer } from "../../../src/contract/types.js";
import { fill } from "../../../src/lib/fill.js";
import { editorSuite, git, type EditorApp } from "./editorApiKit.js";
import { serverDocuments } from "../testApp.js";

const words = serverDocuments.messages.adminEditor;
const catalogue = "config/services.json";
const redirects = "config/redirects.json";
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: serverDocuments.constants.editor.timeZone }).format(new Date());
// Every document that links to /gst-registration: the catalogue's new address needs each of them changed with it.
const linking = ["config/footer.json", "config/menus/incorporation.json", "config/menus/main.json", "pages-json/company/article.json", "pages-json/company/products.json", "pages-json/home.json"];
const renamed = (e: EditorApp, file: string, from = "/gst-registration", to = "/gst-registration-online") => JSON.parse(e.text(file).replaceAll(`"${from}"`, `"${to}"`));

const site = async (e: EditorApp) => (await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer;
const changes = async (e: EditorApp, file: string) => (await e.call("POST", "/admin/editor/api/changes", { file })).body as ApiEditorChangesAnswer;
const drafted = async (e: EditorApp) => (await site(e)).documents.filter((d) => d.draft).map((d) => d.file);
const discardAll = async (e: EditorApp) => {
  for (const file of await drafted(e)) await e.call("DELETE", "/admin/editor/api/draft", { file });
};

describe("a publish is checked against the site as it will be: the disk with that draft, and the drafts it needs", { timeout: 60_000 }, () => {
  const e = editorSuite();

  it("a service's new address and the links to it, drafted one by one, are offered and published together in one commit", async () => {
    await e.saveDraft(catalogue, renamed(e, catalogue));
    for (const file of linking) await e.saveDraft(file, renamed(e, file));
    // Another draft with nothing to do with it is left out.
    const banners = e.doc("config/banners.json");
    banners.notices[0].text = "Filing season: book early";
    await e.saveDraft("config/banners.json", banners);

    // Alone, the catalogue would leave the footer's, the menus' and the pages' links going nowhere: refused.
    const alone = await e.call("POST", "/admin/editor/api/publish", { file: catalogue });
    expect(alone.status).toBe(422);
    const refusal = alone.body as ApiEditorPublishRefusal;
    expect(new Set(refusal.problems!.map((p) => p.file))).toEqual(new Set(linking));
    expect(refusal.problems!.every((p) => p.message.includes("'/gst-registration' goes to no page"))).toBe(true);

    // The check before publishing names the drafts that fix it, with their changes, and no problem.
    const check = await changes(e, catalogue);
    expect(check.problems).toEqual([]);
    expect(check.redirects).toEqual([{ from: "/gst-registration", to: "/gst-registration-online" }]);
    expect(check.together.map((t) => t.file).sort()).toEqual([...linking].sort());
    const footer = check.together.find((t) => t.file === "config/footer.json")!;
    expect(footer.name).toBe((await site(e)).documents.find((d) => d.file === "config/footer.json")!.name);
    expect(footer.changes.length).toBeGreaterThan(0);
    expect(footer.changes.every((c) => c.kind === "changed" && c.before === "/gst-registration" && c.after === "/gst-registration-online")).toBe(true);

    // Starting from a link's draft finds the same set, the catalogue among it.
    expect((await changes(e, "config/footer.json")).together.map((t) => t.file).sort()).toEqual([catalogue, ...linking.filter((f) => f !== "config/footer.json")].sort());

    const commits = Number(git(e.root, "rev-list", "--count", "HEAD"));
    const published = await e.call("POST", "/admin/editor/api/publish", { file: catalogue, together: check.together.map((t) => t.file) });
    expect(published.status).toBe(200);
    const answer = published.body as ApiEditorPublishAnswer;
    expect(answer.together?.sort()).toEqual([...linking].sort());
    expect(answer.redirects).toEqual([{ from: "/gst-registration", to: "/gst-registration-online" }]);
    expect(Number(git(e.root, "rev-list", "--count", "HEAD"))).toBe(commits + 1);
    // The old address keeps working: a redirect to the new one, written (made) in the same commit.
    expect(git(e.root, "show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([catalogue, ...linking, redirects].sort());
    expect(e.doc(redirects)).toEqual({ $schema: "../schemas/redirects.schema.json", schemaVersion: 1, redirects: [{ from: "/gst-registration", to: "/gst-registration-online", since: today() }] });
    const subject = git(e.root, "log", "-1", "--format=%s");
    expect(subject.startsWith(fill(words.commitMessage, { file: catalogue, name: (await site(e)).documents.find((d) => d.file === catalogue)!.name }))).toBe(true);
    expect(subject).toContain(", with config/footer.json");
    for (const file of [catalogue, ...linking]) expect(e.text(file)).not.toContain('"/gst-registration"');

    // The site on disk has no problem; every document published has its version; the unrelated draft waits.
    const after = await site(e);
    expect(after.problems).toEqual([]);
    expect(after.documents.filter((d) => d.draft).map((d) => d.file)).toEqual(["config/banners.json"]);
    for (const file of [...linking, redirects]) {
      const [latest] = ((await e.call("POST", "/admin/editor/api/history", { file })).body as ApiEditorHistoryAnswer).versions;
      expect(latest).toMatchObject({ commit: answer.commit, current: true });
    }
    await discardAll(e);
  });

  it("someone else's pending draft neither refuses a publish nor is published with it", async () => {
    // A pending deletion of /careers, which a menu links to, and a banner with an empty text: both problems of their own.
    expect((await e.call("POST", "/admin/editor/api/delete-page", { file: "pages-json/company/careers.json" })).status).toBe(200);
    const banners = e.doc("config/banners.json");
    banners.notices[0].text = "";
    await e.saveDraft("config/banners.json", banners);
    expect((await site(e)).problems.length).toBeGreaterThan(0);

    const menu = e.doc("config/menus/main.json");
    menu.bookCallBack.text = "Book a free call";
    await e.saveDraft("config/menus/main.json", menu);
    const check = await changes(e, "config/menus/main.json");
    expect(check).toMatchObject({ problems: [], together: [], conflict: false });
    const published = await e.call("POST", "/admin/editor/api/publish", { file: "config/menus/main.json" });
    expect(published.status).toBe(200);
    expect((published.body as ApiEditorPublishAnswer).together).toBeUndefined();
    expect(git(e.root, "show", "--name-only", "--format=", "HEAD")).toBe("config/menus/main.json");
    expect((await drafted(e)).sort()).toEqual(["config/banners.json", "pages-json/company/careers.json"]);
    await discardAll(e);
  });

  it("a page moved again sends both its old addresses to the new one; a page at an old address takes it back; a deleted page takes its redirects", async () => {
    const move = (file: string) => renamed(e, file, "/gst-registration-online", "/gst-registration-india");
    await e.saveDraft(catalogue, move(catalogue));
    for (const file of linking) await e.saveDraft(file, move(file));
    const check = await changes(e, catalogue);
    expect(check.redirects).toEqual([
      { from: "/gst-registration", to: "/gst-registration-india" },
      { from: "/gst-registration-online", to: "/gst-registration-india" },
    ]);
    expect((await e.call("POST", "/admin/editor/api/publish", { file: catalogue, together: check.together.map((t) => t.file) })).status).toBe(200);
    expect(e.doc(redirects).redirects).toEqual([
      { from: "/gst-registration", to: "/gst-registration-india", since: today() },
      { from: "/gst-registration-online", to: "/gst-registration-india", since: today() },
    ]);
    expect((await site(e)).problems).toEqual([]);

    // A new landing page at the first old address: the page answers there, so its redirect goes.
    const made = await e.call("POST", "/admin/editor/api/new-page", { kind: "landing", route: "/gst-registration", title: "GST registration in a day", template: "blank" });
    const { file: landing } = made.body as { file: string };
    const landingCheck = await changes(e, landing);
    expect(landingCheck).toMatchObject({ problems: [], together: [], redirects: [] });
    expect((await e.call("POST", "/admin/editor/api/publish", { file: landing })).status).toBe(200);
    expect(e.doc(redirects).redirects).toEqual([{ from: "/gst-registration-online", to: "/gst-registration-india", since: today() }]);
    expect(git(e.root, "show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([redirects, landing].sort());

    // That landing page moved: its old address is sent on too. Then deleted: its redirects go with it.
    const page = e.doc(landing);
    page.route = "/gst-in-a-day";
    await e.saveDraft(landing, page);
    expect((await changes(e, landing)).redirects).toEqual([{ from: "/gst-registration", to: "/gst-in-a-day" }]);
    expect((await e.call("POST", "/admin/editor/api/publish", { file: landing })).status).toBe(200);
    expect(e.doc(redirects).redirects.map((r: { from: string }) => r.from)).toEqual(["/gst-registration-online", "/gst-registration"]);
    expect((await e.call("POST", "/admin/editor/api/delete-page", { file: landing })).status).toBe(200);
    expect((await e.call("POST", "/admin/editor/api/publish", { file: landing })).status).toBe(200);
    expect(e.doc(redirects).redirects.map((r: { from: string }) => r.from)).toEqual(["/gst-registration-online"]);
    expect((await site(e)).problems).toEqual([]);
    await discardAll(e);
  });

  it("a draft that needs another whose file changed on disk is refused with its problems; published with it anyway, 409 names that file", async () => {
    const footer = "config/footer.json";
    // The tests before moved GST registration to /gst-registration-india; now a move to /gst-registration-bharat.
    const move = (file: string) => renamed(e, file, "/gst-registration-india", "/gst-registration-bharat");
    await e.saveDraft(catalogue, move(catalogue));
    for (const file of linking) await e.saveDraft(file, move(file));
    // Someone changed the footer on disk after its draft began.
    e.write(footer, e.text(footer) + "\n");
    const check = await changes(e, catalogue);
    expect(check.together).toEqual([]);
    expect(check.problems.map((p) => p.file)).toContain(footer);

    const others = linking;
    const res = await e.call("POST", "/admin/editor/api/publish", { file: catalogue, together: others });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ file: footer, message: fill(words.changedOnDisk, { file: footer }) });
    expect(e.text(catalogue)).toContain('"/gst-registration-india"');
    expect((await drafted(e)).length).toBe(linking.length + 1);
    git(e.root, "checkout", "--", footer);
    await discardAll(e);
  });

  it("a publish naming a draft that is not there is 404 for that file; odd lists are 400", async () => {
    const menu = e.doc("config/menus/main.json");
    menu.bookCallBack.text = "Call us";
    await e.saveDraft("config/menus/main.json", menu);
    const missing = await e.call("POST", "/admin/editor/api/publish", { file: "config/menus/main.json", together: ["config/footer.json"] });
    expect(missing).toMatchObject({ status: 404, body: { message: fill(words.noDraft, { file: "config/footer.json" }) } });
    for (const together of ["config/footer.json", ["config/footer.json", "config/footer.json"], ["../x.json"], [7], Array.from({ length: 101 }, (_, i) => `config/x${i}.json`)]) {
      expect((await e.call("POST", "/admin/editor/api/publish", { file: "config/menus/main.json", together })).status, JSON.stringify(together).slice(0, 60)).toBe(400);
    }
    // The file itself named again among the others is the same publish.
    expect((await e.call("POST", "/admin/editor/api/publish", { file: "config/menus/main.json", together: ["config/menus/main.json"] })).status).toBe(200);
    await discardAll(e);
  });
});
