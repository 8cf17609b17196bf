import { readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveSite } from "../../../src/server/site/liveBuilds.js";
import { projectRoot, schemasDir } from "../fixtureSite.js";
import { builtDocumentsCopy, editDocument, expectSameAsFullBuild, readBuilt as read } from "./liveSiteKit.js";

// One real build of a copy of the project's documents; each test publishes a change to it through a live site.
let copy: Awaited<ReturnType<typeof builtDocumentsCopy>>;
let site: ReturnType<typeof liveSite>;
beforeAll(async () => {
  copy = await builtDocumentsCopy();
  site = liveSite({ codeRoot: projectRoot, documentsRoot: copy.documentsRoot, distDir: copy.distDir, schemasDir, documents: copy.documents });
}, 180_000);
afterAll(() => {
  if (copy) rmSync(copy.documentsRoot, { recursive: true, force: true });
});

const setBanner = (text: string) => editDocument(copy.documentsRoot, "config/banners.json", (d) => (d.notices[0].text = text));

describe("a publish", () => {
  it("falls back to the full build when the content path fails (here the served SSR bundle does not load)", async () => {
    const bundle = join(copy.distDir, "ssr/entry-server.js");
    unlinkSync(bundle);
    writeFileSync(bundle, "throw new Error('a broken bundle');\n");
    setBanner("Published through the full build after all");
    const answer = await site.rebuild();
    expect(answer.path).toBe("full");
    expect(read(copy.distDir, "client/index.html")).toContain("Published through the full build after all");
    expect(read(copy.distDir, "ssr/entry-server.js")).not.toContain("a broken bundle");
  }, 240_000);

  it("of a banner's text renders the pages with the served bundles into the files a full build writes", async () => {
    const text = "Filings this week are processed the same day";
    setBanner(text);
    const answer = await site.rebuild();
    expect(answer.path).toBe("content");
    expect(answer.pages).toBe(site.current().manifest.pages.length);
    const quick = copy.distDir;
    await expectSameAsFullBuild(quick, copy.documentsRoot);
    // The pages' compressed copies are of the new text, not the served build's.
    const home = read(quick, "client/index.html");
    expect(home).toContain(text);
    expect(brotliDecompressSync(readFileSync(join(quick, "client/index.html.br"))).toString()).toBe(home);
    expect(gunzipSync(readFileSync(join(quick, "client/index.html.gz"))).toString()).toBe(home);
  }, 240_000);

  it("of the theme builds in full: the stylesheet is made from it", async () => {
    const css = () => readdirSync(join(copy.distDir, "client/assets")).filter((f) => f.endsWith(".css")).map((f) => read(copy.distDir, `client/assets/${f}`)).join("");
    expect(css()).not.toContain("#0a0b0c");
    editDocument(copy.documentsRoot, "config/theme.json", (d) => (d.colors.page.text = "#0a0b0c"));
    const answer = await site.rebuild();
    expect(answer.path).toBe("full");
    expect(css()).toContain("#0a0b0c");
  }, 240_000);
});
