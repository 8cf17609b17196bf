import { readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveSite } from "../../../src/server/site/liveBuilds.js";
import { projectRoot, schemasDir } from "../fixtureSite.js";
import { builtDocumentsCopy, editDocument, expectSameAsFullBuild, manifestOf, readBuilt as read } from "./liveSiteKit.js";

// One real build of a copy of the project's documents, edited by hand before its live site starts (so that the
// warm-up finds a page that differs from the served one), then content-only publishes that render only some pages.
let copy: Awaited<ReturnType<typeof builtDocumentsCopy>>;
let site: ReturnType<typeof liveSite>;
const servicesFile = "config/services.json";
const routeOf = (i: number) => (JSON.parse(readFileSync(join(copy.documentsRoot, servicesFile), "utf8")) as { services: { route: string }[] }).services[i].route;
const setSummary = (i: number, text: string) => editDocument(copy.documentsRoot, servicesFile, (d) => (d.services[i].summary = text));

beforeAll(async () => {
  copy = await builtDocumentsCopy();
  setSummary(2, "Edited by hand while no server ran");
  site = liveSite({ codeRoot: projectRoot, documentsRoot: copy.documentsRoot, distDir: copy.distDir, schemasDir, documents: copy.documents });
  // The warm-up starts once the site is made (liveBuilds.ts) and reads the documents then: before the tests edit them.
  await new Promise((started) => setImmediate(started));
}, 240_000);
afterAll(() => {
  if (copy) rmSync(copy.documentsRoot, { recursive: true, force: true });
});

const pageOf = (route: string) => `client/${route === "/" ? "" : `${route.slice(1)}/`}index.html`;

describe("a content-only publish", () => {
  it("of a service's words renders its page and the pages that show them, not every page", async () => {
    const text = "Only the pages that show this summary are rendered again";
    setSummary(1, text);
    const answer = await site.rebuild();
    expect(answer.path).toBe("content");
    expect(answer.rendered).toBeGreaterThan(0);
    expect(answer.rendered).toBeLessThan(answer.pages / 2);
    expect(read(copy.distDir, pageOf(routeOf(1)))).toContain(text);
    // The page edited by hand before the site started differed from the served one: rendered at this publish too.
    expect(read(copy.distDir, pageOf(routeOf(2)))).toContain("Edited by hand while no server ran");
  }, 240_000);

  it("of a new page, then of its removal, renders that page and what searches the pages, and leaves no file of it", async () => {
    const page = JSON.parse(read(copy.documentsRoot, "pages-json/thank-you.json")) as { id: string; route: string; title: string };
    const added = join(copy.documentsRoot, "pages-json/thanks-again.json");
    writeFileSync(added, JSON.stringify({ ...page, id: "thanks-again", route: "/thanks-again", title: "Thanks again" }, null, 2));
    const answer = await site.rebuild();
    expect(answer.path).toBe("content");
    // Pages that search the list of pages (a link resolved to its page) read its length: they are rendered again.
    expect(answer.rendered).toBeLessThan(answer.pages);
    expect(read(copy.distDir, pageOf("/thanks-again"))).toContain("Thanks again");
    unlinkSync(added);
    expect((await site.rebuild()).rendered).toBeLessThan(answer.pages);
    expect(manifestOf(copy.distDir).pages.map((p) => p.route)).not.toContain("/thanks-again");
    expect(() => read(copy.distDir, pageOf("/thanks-again"))).toThrow();
  }, 240_000);

  it("writes, after those publishes, exactly the files a full build of the same documents writes", async () => {
    const quick = copy.distDir;
    await expectSameAsFullBuild(quick, copy.documentsRoot);
    // A kept page keeps its compressed copy.
    const home = read(quick, "client/index.html");
    expect(brotliDecompressSync(readFileSync(join(quick, "client/index.html.br"))).toString()).toBe(home);
  }, 240_000);
});
