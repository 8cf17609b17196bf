import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serverSettings } from "../../../src/server/startServer.js";
import { projectRoot } from "../fixtureSite.js";
import { editDocument } from "./liveSiteKit.js";

describe("where the documents and the build are", () => {
  it("are the project's own unless VIDHI_DOCUMENTS_DIR and VIDHI_DIST_DIR say otherwise", () => {
    expect(serverSettings("/srv", {})).toMatchObject({ root: "/srv", documentsRoot: "/srv", distDir: "/srv/dist" });
    expect(serverSettings("/srv", { VIDHI_DOCUMENTS_DIR: "/copy", VIDHI_DIST_DIR: "/copy/dist" })).toMatchObject({ root: "/srv", documentsRoot: "/copy", distDir: "/copy/dist" });
    expect(serverSettings("/srv", { VIDHI_DOCUMENTS_DIR: "copy", VIDHI_DIST_DIR: "" })).toMatchObject({ documentsRoot: "/srv/copy", distDir: "/srv/dist" });
  });

  it("npm run validate reads the documents of VIDHI_DOCUMENTS_DIR", () => {
    const copy = mkdtempSync(join(tmpdir(), "vidhi-documents-"));
    try {
      for (const folder of ["config", "pages-json"]) cpSync(join(projectRoot, folder), join(copy, folder), { recursive: true });
      editDocument(copy, "config/services.json", (d) => (d.services[0].category = "no-such-category"));
      const run = spawnSync(process.execPath, ["--import", "tsx", "src/cli/validate.ts"], { cwd: projectRoot, encoding: "utf8", env: { ...process.env, VIDHI_DOCUMENTS_DIR: copy } });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/^config\/services\.json:\d+:\d+ +\/services\/0\/category/m);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
