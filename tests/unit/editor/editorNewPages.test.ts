import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ApiEditorNewPageAnswer, ApiEditorPageAddressAnswer, ApiEditorPublishRefusal, ApiEditorSiteAnswer } from "../../../src/contract/types.js";
import { resolve as pageIndex } from "../../../src/blocks/pageIndex/pageIndexResolver.js";
import { fill } from "../../../src/lib/fill.js";
import { allDrafts } from "../../../src/server/editor/draftStore.js";
import { createEditorSite } from "../../../src/server/editor/editorSite.js";
import { editorSuite, git } from "./editorApiKit.js";
import { projectRoot } from "../fixtureSite.js";
import { serverDocuments } from "../testApp.js";

const words = serverDocuments.messages.adminEditorPage.pages;
const landing = { kind: "landing", route: "/diwali-offer", title: "Diwali offer on company registration", template: "blank" };

describe("new pages in the editor: a draft at a checked address, picked up by the page index, published as a new file", { timeout: 60_000 }, () => {
  const e = editorSuite();
  const site = async () => (await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer;

  it("checks an address as typed and answers its full link", async () => {
    const free = (await e.call("POST", "/admin/editor/api/page-address", { route: "/diwali-offer", kind: "landing" })).body as ApiEditorPageAddressAnswer;
    expect(free.problem).toBeUndefined();
    expect(free.link).toMatch(/^https?:\/\/[^/]+\/diwali-offer$/);
    const taken = (await e.call("POST", "/admin/editor/api/page-address", { route: "/about-us", kind: "landing" })).body as ApiEditorPageAddressAnswer;
    const about = e.doc("pages-json/company/about-us.json") as { title: string };
    expect(taken.problem).toBe(fill(words.addressTaken, { route: "/about-us", title: about.title, file: "pages-json/company/about-us.json" }));
    const unknown = (await e.call("POST", "/admin/editor/api/page-address", { route: "/x", kind: "service", serviceId: 999999 })).body as ApiEditorPageAddressAnswer;
    expect(unknown.problem).toBe(fill(words.noService, { serviceId: 999999 }));
  });

  it("refuses a new page at a taken or malformed address (422), saving nothing", async () => {
    for (const route of ["/about-us", "/Diwali"]) {
      const { status } = await e.call("POST", "/admin/editor/api/new-page", { ...landing, route });
      expect(status, route).toBe(422);
    }
    expect([...(await allDrafts(e.store.query)).keys()]).toEqual([]);
  });

  it("makes a blank landing page's draft with no problem, which the page index lists and nothing publishes by itself", async () => {
    const { status, body } = await e.call("POST", "/admin/editor/api/new-page", landing);
    expect(status).toBe(200);
    const answer = body as ApiEditorNewPageAnswer;
    expect(answer).toMatchObject({ file: "pages-json/diwali-offer.json", problems: [] });
    expect(existsSync(join(e.root, answer.file))).toBe(false);
    const doc = (await site()).documents.find((d) => d.file === answer.file)!;
    expect(doc.data).toMatchObject({ id: "diwali-offer", route: "/diwali-offer", title: landing.title, blocks: [{ type: "hero", props: { heading: landing.title } }] });
    expect((await site()).pages.map((p) => p.route)).toContain("/diwali-offer");
    const model = createEditorSite(e.root, join(projectRoot, "schemas")).check(await allDrafts(e.store.query)).model!;
    const listed = pageIndex({ heading: "All pages", otherGroup: "Other pages" }, { model } as never).groups.flatMap((g) => g.pages.map((p) => p.route));
    expect(listed).toContain("/diwali-offer");
    // Its address is now taken for the next new page.
    expect(((await e.call("POST", "/admin/editor/api/page-address", { route: "/diwali-offer", kind: "landing" })).body as ApiEditorPageAddressAnswer).problem).toContain("pages-json/diwali-offer.json");
  });

  it("publishes the new page as a new file, committed", async () => {
    const { status } = await e.call("POST", "/admin/editor/api/publish", { file: "pages-json/diwali-offer.json" });
    expect(status).toBe(200);
    expect(e.doc("pages-json/diwali-offer.json")).toMatchObject({ $schema: "../schemas/page.schema.json", route: "/diwali-offer" });
    expect(git(e.root, "log", "-1", "--name-status", "--format=")).toBe("A\tpages-json/diwali-offer.json");
  });

  it("copies a page (duplicate) and starts a service's page from the catalogue's, at the service's address", async () => {
    const copy = (await e.call("POST", "/admin/editor/api/new-page", { kind: "landing", route: "/about-vidhi", title: "About vidhi", template: "pages-json/company/about-us.json" })).body as ApiEditorNewPageAnswer;
    const about = e.doc("pages-json/company/about-us.json");
    const copied = (await site()).documents.find((d) => d.file === copy.file)!.data as typeof about;
    expect(copied).toMatchObject({ id: "about-vidhi", route: "/about-vidhi", title: "About vidhi", blocks: about.blocks, meta: about.meta });
    const services = e.doc("config/services.json").services as { serviceId: number; route: string; name: string }[];
    const { serviceId, route, name } = services[0];
    const servicePage = (await e.call("POST", "/admin/editor/api/new-page", { kind: "service", serviceId, route, title: name, template: "catalogue" })).body as ApiEditorNewPageAnswer;
    expect(servicePage.problems).toEqual([]);
    const data = (await site()).documents.find((d) => d.file === servicePage.file)!.data as { serviceId: number; route: string; blocks: { type: string }[] };
    expect(data).toMatchObject({ serviceId, route });
    expect(data.blocks.map((b) => b.type)).toContain("hero");
    // The page document now stands for the service's address: the catalogue's page there is replaced, not doubled.
    expect((await site()).pages.filter((p) => p.route === route).map((p) => p.file)).toEqual([servicePage.file]);
    const missing = await e.call("POST", "/admin/editor/api/new-page", { kind: "landing", route: "/y", title: "Y", template: "pages-json/nothing.json" });
    expect(missing).toMatchObject({ status: 404, body: { message: fill(words.noTemplate, { file: "pages-json/nothing.json" }) } });
    for (const file of [copy.file, servicePage.file]) await e.call("DELETE", "/admin/editor/api/draft", { file });
  });
});

describe("deleting a page: a draft checked like any other, links to it refusing the publish", { timeout: 60_000 }, () => {
  const e = editorSuite();

  it("lists every link to the page as a problem, and publishing is refused with the file kept", async () => {
    const file = "pages-json/company/careers.json";
    const { status, body } = await e.call("POST", "/admin/editor/api/delete-page", { file });
    expect(status).toBe(200);
    const problems = (body as { problems: { file: string; message: string }[] }).problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.message.includes("/careers"))).toBe(true);
    expect(problems.map((p) => p.file)).toContain("config/footer.json");
    const doc = ((await e.call("GET", "/admin/editor/api/site")).body as ApiEditorSiteAnswer).documents.find((d) => d.file === file)!;
    expect(doc).toMatchObject({ deleted: true, data: e.doc(file) });
    const refused = await e.call("POST", "/admin/editor/api/publish", { file });
    expect(refused.status).toBe(422);
    expect((refused.body as ApiEditorPublishRefusal).problems).toHaveLength(problems.length);
    expect(existsSync(join(e.root, file))).toBe(true);
    await e.call("DELETE", "/admin/editor/api/draft", { file });
  });

  it("removes a page nothing links to when published, and commits the removal", async () => {
    const made = (await e.call("POST", "/admin/editor/api/new-page", landing)).body as ApiEditorNewPageAnswer;
    await e.call("POST", "/admin/editor/api/publish", { file: made.file });
    const marked = await e.call("POST", "/admin/editor/api/delete-page", { file: made.file });
    expect(marked.body).toMatchObject({ problems: [] });
    expect((await e.call("POST", "/admin/editor/api/publish", { file: made.file })).status).toBe(200);
    expect(existsSync(join(e.root, made.file))).toBe(false);
    expect(git(e.root, "log", "-1", "--name-status", "--format=%s")).toBe(`${fill(words.deleteCommitMessage, { file: made.file })}\n\nD\t${made.file}`);
  });

  it("refuses to delete what is not a page (404), and a never published page only loses its draft", async () => {
    expect((await e.call("POST", "/admin/editor/api/delete-page", { file: "config/banners.json" })).status).toBe(404);
    const made = (await e.call("POST", "/admin/editor/api/new-page", { ...landing, route: "/holi-offer" })).body as ApiEditorNewPageAnswer;
    await e.call("POST", "/admin/editor/api/delete-page", { file: made.file });
    expect((await allDrafts(e.store.query)).has(made.file)).toBe(false);
  });
});
