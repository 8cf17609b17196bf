import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewRenderer } from "../../../src/server/editor/previewRenderer.js";
import { previewThreadsRunning } from "../../../src/server/editor/previewThread.js";
import { readBuiltSite } from "../../../src/server/site/builtSite.js";
import { auth, editorPassword, editorSuite } from "./editorApiKit.js";
import { anotherBuild, markTitles, ssrOnlyBuild } from "./editorPreviewKit.js";
import { check, projectRoot } from "../fixtureSite.js";
import { builtDocumentsCopy, editDocument } from "../site/liveSiteKit.js";
import { serverDocuments, testApp } from "../testApp.js";

// The editor's preview renders with each build's SSR bundle in a thread of that build's own, so that the bundles of
// past builds leave the server's memory (an imported module never does): one thread at a time, a swap that answers
// the renders already asked, and a failed thread replaced at the next preview.
const route = "/gst-registration";
const dist = ssrOnlyBuild();
type App = Awaited<ReturnType<typeof testApp>>["app"];
const preview = (app: App) => app.inject({ method: "POST", url: "/admin/editor/api/preview", headers: auth, payload: { route, documents: {} } });

/** Waits for the threads ended to exit (terminating one takes a moment), up to 10 s. */
async function threadsSettle(): Promise<number> {
  for (let waited = 0; previewThreadsRunning() > 1 && waited < 60_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  return previewThreadsRunning();
}

describe("the preview across publishes", () => {
  let live: Awaited<ReturnType<typeof builtDocumentsCopy>>;
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    live = await builtDocumentsCopy();
    t = await testApp({ adminPassword: editorPassword, documentsRoot: live.documentsRoot, distDir: live.distDir, documents: live.documents });
  }, 180_000);
  afterAll(() => t?.close());

  it("keeps one thread however many builds were previewed", { timeout: 240_000 }, async () => {
    for (let build = 1; build <= 3; build++) {
      if (build > 1) {
        editDocument(live.documentsRoot, "config/banners.json", (doc) => (doc.notices[1].text = `Published in build ${build}`));
        await t.liveSite!.rebuild();
      }
      const res = await preview(t.app);
      expect(res.statusCode).toBe(200);
      if (build > 1) expect(res.json().html).toContain(`Published in build ${build}`);
      expect(await threadsSettle()).toBe(1);
    }
  });
});

describe("a preview asked while the build swaps", () => {
  it("gets its page from the old build's bundle, the next preview from the new one's, and the old thread ends once it has answered", async () => {
    const renderer = previewRenderer();
    const model = check(projectRoot).model!;
    const [before, after] = ["2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z"].map((builtAt) => anotherBuild(dist, builtAt));
    markTitles(before, " (the build before)");
    markTitles(after, " (the build after)");
    try {
      // The first render is still loading the old build's bundle when the new build's preview is asked.
      const first = renderer.render(readBuiltSite(before), model, route, process.env, new Date(), 60_000);
      const second = renderer.render(readBuiltSite(after), model, "/customer-referer", process.env, new Date(), 60_000);
      expect((await first)?.title).toBe("GST Registration | vidhi (the build before)");
      expect((await second)?.title).toBe("Refer and earn | vidhi (the build after)");
      expect(await threadsSettle()).toBe(1);
    } finally {
      await renderer.stop();
    }
    expect(previewThreadsRunning()).toBe(0);
  });
});

describe("nobody previewing", () => {
  it("ends the thread after the idle time since the last preview, and the next preview starts one again", async () => {
    const renderer = previewRenderer();
    const model = check(projectRoot).model!;
    const build = readBuiltSite(anotherBuild(dist, "2026-03-01T00:00:00.000Z"));
    try {
      expect((await renderer.render(build, model, route, process.env, new Date(), 300))?.title).toBe("GST Registration | vidhi");
      expect(previewThreadsRunning()).toBe(1);
      // A preview within the idle time keeps the same thread.
      await renderer.render(build, model, route, process.env, new Date(), 300);
      expect(previewThreadsRunning()).toBe(1);
      for (let waited = 0; previewThreadsRunning() > 0 && waited < 60_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      expect(previewThreadsRunning()).toBe(0);
      expect((await renderer.render(build, model, route, process.env, new Date(), 300))?.title).toBe("GST Registration | vidhi");
    } finally {
      await renderer.stop();
    }
    expect(previewThreadsRunning()).toBe(0);
  });
});

describe("a build whose bundle is missing or broken", () => {
  const build = anotherBuild(dist, "2026-02-01T00:00:00.000Z", false);
  const editor = editorSuite({ distDir: build });
  const bundle = join(build, "ssr", "entry-server.js");
  const refusal = { status: false, error: serverDocuments.messages.server.unexpectedError };

  it("answers the unexpected error's words, and the preview after the bundle is fixed draws the page", async () => {
    // No bundle at all.
    let res = await preview(editor.app);
    expect([res.statusCode, res.json()]).toEqual([500, refusal]);
    // A bundle that throws as it loads.
    mkdirSync(join(build, "ssr"));
    writeFileSync(bundle, 'throw new Error("a broken build");\n');
    res = await preview(editor.app);
    expect([res.statusCode, res.json()]).toEqual([500, refusal]);
    // A bundle whose render ends its thread: the thread crashes, the server lives on.
    writeFileSync(bundle, "export async function renderPreview() { process.exit(7); }\n");
    res = await preview(editor.app);
    expect([res.statusCode, res.json()]).toEqual([500, refusal]);
    // The build fixed: the same build is loaded afresh.
    rmSync(join(build, "ssr"), { recursive: true });
    cpSync(join(dist, "ssr"), join(build, "ssr"), { recursive: true });
    res = await preview(editor.app);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe("GST Registration | vidhi");
    expect(await threadsSettle()).toBe(1);
  });
});
