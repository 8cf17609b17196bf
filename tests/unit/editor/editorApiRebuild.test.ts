import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiEditorPublishAnswer } from "../../../src/contract/types.js";
import { contentHash } from "../../../src/server/editor/editorSite.js";
import { buildInChild } from "../../../src/server/site/buildInChild.js";
import { auth, documentsCopy, editorPassword, git } from "./editorApiKit.js";
import { projectRoot } from "../fixtureSite.js";
import { testApp } from "../testApp.js";

/**
 * A publish on a server that serves a real build: the file written and committed, then the site rebuilt from the
 * documents root and served without a restart (the live site of site/liveBuilds.ts).
 */
describe("publishing rebuilds the pages the server serves", { timeout: 300_000 }, () => {
  it("a banner's new text is on the home page right after the publish answers", async () => {
    const root = documentsCopy();
    // The build's SSR bundle finds its packages through a node_modules beside it, as in the project.
    const holder = mkdtempSync(join(tmpdir(), "vidhi-editor-build-"));
    symlinkSync(join(projectRoot, "node_modules"), join(holder, "node_modules"), "dir");
    const distDir = join(holder, "dist");
    await buildInChild(projectRoot, root, distDir);
    const t = await testApp({ adminPassword: editorPassword, documentsRoot: root, distDir });
    try {
      const home = async () => (await t.app.inject({ url: "/" })).body;
      const file = "config/banners.json";
      const text = readFileSync(join(root, file), "utf8");
      const banners = JSON.parse(text);
      const old = banners.notices[0].text;
      expect(await home()).toContain(old);
      banners.notices[0].text = "GST biometric verification: book your slot";
      const put = await t.app.inject({ method: "PUT", url: "/admin/editor/api/draft", headers: auth, payload: { file, data: banners, baseHash: contentHash(text) } });
      expect(put.statusCode).toBe(200);
      const published = await t.app.inject({ method: "POST", url: "/admin/editor/api/publish", headers: auth, payload: { file } });
      expect(published.statusCode).toBe(200);
      const answer = published.json() as ApiEditorPublishAnswer;
      expect(answer.rebuildError).toBeUndefined();
      expect(answer.pages).toBeGreaterThan(100);
      expect(answer.seconds).toBeGreaterThan(0);
      expect(answer.commit).toBe(git(root, "rev-parse", "HEAD"));
      const page = await home();
      expect(page).toContain("GST biometric verification: book your slot");
      expect(page).not.toContain(old);
    } finally {
      await t.close();
    }
  });
});
