import { describe, expect, it } from "vitest";
import type { ApiEditorChangesAnswer, ApiEditorHistoryAnswer, ApiEditorPublishAnswer, ApiEditorPublishRefusal, ApiEditorSiteAnswer } from "../../../src/contract/types.js";
import { fill } from "../../../src/lib/fill.js";
import { editorSuite, git, type EditorApp } from "./editorApiKit.js";
import { contentHash as contentHashOf } from "../../../src/server/editor/editorSite.js";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../fixtureSite.js";
import { serverDocuments } from "../testApp.js";

const words = serverDocuments.messages.adminEditor;
const catalogue = "config/services.json";
const redirects = "config/redirects.json";
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: serverDocuments.constants.editor.timeZone }).format(new Date());
// Every document that links to /gst-registration: the catalogue's new address needs each of them changed with it.
const linking = ["config/footer.json", "config/menus/incorporation.json", "config/menus/main.json", "pages-json/company/article.json", "pages-json/company/products.json", "pages-json/home.json"];
// Every document of the site that may link to a page, by its path (the project's; each test's copy has the same files).
const linkingCandidates = ["config", "pages-json"].flatMap((folder) =>
  (readdirSync(join(projectRoot, folder), { recursive: true }) as string[]).filter((f) => f.endsWith(".json")).map((f) => `${folder}/${f.split("\\").join("/")}`),
);
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
    expect(answer.together?.sort()).toEqual([...linking, redirects].sort());
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
    expect(landingCheck).toMatchObject({ problems: [], together: [], redirects: [], redirectsRemoved: [{ from: "/gst-registration", to: "/gst-registration-india" }] });
    // Drafted, the page shows no problem in the editor either: the site it checks drops that redirect as the publish will.
    expect((await site(e)).problems).toEqual([]);
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

describe("the redirects a publish writes touch only what it moves; the editor checks drafts as the publish will", { timeout: 90_000 }, () => {
  const e = editorSuite();
  const menu = "config/menus/main.json";
  const publishAll = async (file: string) => {
    const check = await changes(e, file);
    expect(check.problems).toEqual([]);
    const res = await e.call("POST", "/admin/editor/api/publish", { file, together: check.together.map((t) => t.file) });
    expect(res.status).toBe(200);
    return res.body as ApiEditorPublishAnswer;
  };

  it("a hand-written redirect is checked as written: a typo is a problem at its place, refused, never dropped; an entry that is not one is a problem, not a 500", async () => {
    const mine = { $schema: "../schemas/redirects.schema.json", schemaVersion: 1, redirects: [{ from: "/old-offer", to: "/contact" }, { from: "/old-offer-2", to: "/contatc" }] };
    await e.call("PUT", "/admin/editor/api/draft", { file: redirects, data: mine, baseHash: contentHashOf(undefined) });
    const check = await changes(e, redirects);
    expect(check.problems.map((p) => [p.file, p.pointer])).toEqual([[redirects, "/redirects/1/to"]]);
    expect((await e.call("POST", "/admin/editor/api/publish", { file: redirects })).status).toBe(422);
    await e.call("PUT", "/admin/editor/api/draft", { file: redirects, data: { ...mine, redirects: [null, { from: "/x" }] }, baseHash: contentHashOf(undefined) });
    const odd = await e.call("POST", "/admin/editor/api/changes", { file: redirects });
    expect(odd.status).toBe(200);
    expect((odd.body as ApiEditorChangesAnswer).problems.length).toBeGreaterThan(0);
    // Someone else's check, while that draft waits, is not broken by it either.
    const m = e.doc(menu);
    m.bookCallBack.text = "Talk to us";
    await e.saveDraft(menu, m);
    expect((await e.call("POST", "/admin/editor/api/changes", { file: menu })).status).toBe(200);
    await discardAll(e);
  });

  it("a service with a page of its own: the catalogue moved first leaves no redirect (its page still answers at the old address); the page moved then leaves one", async () => {
    const service = e.doc(catalogue).services.find((s: { route: string }) => s.route === "/llp-registration");
    const made = await e.call("POST", "/admin/editor/api/new-page", { kind: "service", serviceId: service.serviceId, route: "/llp-registration", title: service.name, template: "catalogue" });
    const { file: page } = made.body as { file: string };
    await publishAll(page);
    const moving = (file: string) => renamed(e, file, "/llp-registration", "/llp-registration-online");
    for (const file of linkingTo(e, "/llp-registration")) await e.saveDraft(file, moving(file));
    await e.saveDraft(page, moving(page));
    const first = await changes(e, catalogue);
    expect(first).toMatchObject({ problems: [], together: [], redirects: [], redirectsRemoved: [] });
    await publishAll(catalogue);
    const then = await changes(e, page);
    expect(then.redirects).toEqual([{ from: "/llp-registration", to: "/llp-registration-online" }]);
    await publishAll(page);
    expect(e.doc(redirects).redirects).toEqual([{ from: "/llp-registration", to: "/llp-registration-online", since: today() }]);
    expect((await site(e)).problems).toEqual([]);

    // Moved with it in one publish, the same move in two documents is one redirect.
    const again = (file: string) => renamed(e, file, "/llp-registration-online", "/llp-registration-india");
    const moved = [...linkingTo(e, "/llp-registration-online"), page];
    for (const file of moved) await e.saveDraft(file, again(file));
    const both = await e.call("POST", "/admin/editor/api/publish", { file: catalogue, together: moved.filter((f) => f !== catalogue) });
    expect(both.status).toBe(200);
    expect(e.doc(redirects).redirects).toEqual([
      { from: "/llp-registration", to: "/llp-registration-india", since: today() },
      { from: "/llp-registration-online", to: "/llp-registration-india", since: today() },
    ]);
    expect((await site(e)).problems).toEqual([]);
    await discardAll(e);
  });

  it("a move writes its redirect though the disk has a problem elsewhere that the same publish fixes", async () => {
    const broken = "config/menus/ip.json";
    e.write(broken, e.text(broken).replace('"/careers"', '"/careerz"'));
    expect((await site(e)).problems.length).toBeGreaterThan(0);
    const fixed = JSON.parse(e.text(broken).replace('"/careerz"', '"/careers"'));
    await e.saveDraft(broken, fixed);
    const moving = (file: string) => renamed(e, file, "/gst-return-filing", "/gst-returns");
    for (const file of linkingTo(e, "/gst-return-filing")) await e.saveDraft(file, file === broken ? JSON.parse(JSON.stringify(fixed).replaceAll('"/gst-return-filing"', '"/gst-returns"')) : moving(file));
    const answer = await publishAll(catalogue);
    expect(answer.redirects).toEqual([{ from: "/gst-return-filing", to: "/gst-returns" }]);
    expect((await site(e)).problems).toEqual([]);
    await discardAll(e);
  });

  it("someone's pending draft of the redirects gets the move merged in, on the new file, so keeping it later undoes nothing", async () => {
    const onDisk = (() => {
      try {
        return e.text(redirects);
      } catch {
        return undefined;
      }
    })();
    const before = onDisk ? JSON.parse(onDisk) : { $schema: "../schemas/redirects.schema.json", schemaVersion: 1, redirects: [] };
    const theirs = { ...before, redirects: [...before.redirects, { from: "/old-offer", to: "/contact" }] };
    await e.call("PUT", "/admin/editor/api/draft", { file: redirects, data: theirs, baseHash: contentHashOf(onDisk) });
    const moving = (file: string) => renamed(e, file, "/add-director", "/add-a-director");
    for (const file of linkingTo(e, "/add-director")) await e.saveDraft(file, moving(file));
    await publishAll(catalogue);
    expect(e.doc(redirects).redirects.map((r: { from: string }) => r.from)).toContain("/add-director");
    const pending = (await site(e)).documents.find((d) => d.file === redirects)!;
    expect(pending.draft?.baseHash).toBe(contentHashOf(e.text(redirects)));
    expect((pending.data as { redirects: { from: string }[] }).redirects.map((r) => r.from)).toEqual([...before.redirects.map((r: { from: string }) => r.from), "/old-offer", "/add-director"]);
    expect((await changes(e, redirects)).conflict).toBe(false);
    expect((await e.call("POST", "/admin/editor/api/publish", { file: redirects })).status).toBe(200);
    expect(e.doc(redirects).redirects.map((r: { from: string }) => r.from)).toEqual(expect.arrayContaining(["/add-director", "/old-offer"]));
    await discardAll(e);
  });
});

/** The documents whose text names an address (the catalogue, menus, footer, pages that link to it). */
function linkingTo(e: EditorApp, route: string): string[] {
  return [catalogue, ...linkingCandidates].filter((file) => {
    try {
      return e.text(file).includes(`"${route}"`);
    } catch {
      return false;
    }
  });
}
