import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commitFile, editorAuthorEnv } from "../../../src/server/editor/gitCommit.js";
import { siteImages } from "../../../src/server/editor/siteImages.js";
import { documentsCopy, editorSuite, git } from "./editorApiKit.js";
import { serverDocuments } from "../testApp.js";

const words = serverDocuments.messages.adminEditor;

/** A build as `npm run build` leaves it, reduced to what the editor's pages read: one page and the editor's files. */
function smallBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), "vidhi-dist-"));
  mkdirSync(join(dist, "client", "about"), { recursive: true });
  mkdirSync(join(dist, "admin", "editor", "chunks"), { recursive: true });
  writeFileSync(join(dist, "pages.json"), JSON.stringify({ builtAt: "", pages: [{ route: "/about", file: "about/index.html", noindex: false, status: 200 }] }));
  writeFileSync(
    join(dist, "client", "about", "index.html"),
    `<!doctype html><html><head><noscript><link rel="stylesheet" href="/no-script.css" /></noscript><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="icon" href="/favicon.svg"></head><body></body></html>`,
  );
  writeFileSync(join(dist, "admin", "editor", "main.js"), "export const editor = 1;\n");
  writeFileSync(join(dist, "admin", "editor", "chunks", "menu.js"), "export const menu = 1;\n");
  writeFileSync(join(dist, "admin", "chat.js"), "// the agents' page\n");
  return dist;
}

describe("the editor's page, its preview frame's page and its files", () => {
  const e = editorSuite({ distDir: smallBuild() });

  it("GET /admin/editor: the frame its script fills, its words, a sentence without JavaScript; may frame only its own origin", async () => {
    const { statusCode: status, body, headers } = await e.app.inject({ url: "/admin/editor", headers: { authorization: e.authHeader } });
    expect(status).toBe(200);
    expect(body).toContain('<div id="editor"></div>');
    expect(body).toContain(`<noscript><p>${words.needsJavaScript.replace(/'/g, "&#39;")}</p></noscript>`);
    expect(body).toContain('<script type="module" src="/admin/assets/editor/main.js"></script>');
    expect(body).toContain('<link rel="stylesheet" href="/admin/assets/editor/main.css">');
    const embedded = JSON.parse(/<script type="application\/json" id="editor-words">(.*?)<\/script>/s.exec(body)![1]);
    expect(embedded.adminEditor).toEqual(words);
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-robots-tag"]).toBe("noindex");
    const csp = String(headers["content-security-policy"]);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(";").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc.split(" ")).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe/);
  });

  it("GET /admin/editor/preview: the visitors' stylesheets (not the no-script one), an empty <div id=preview>, its script; framed by the editor only", async () => {
    const { statusCode: status, body, headers } = await e.app.inject({ url: "/admin/editor/preview", headers: { authorization: e.authHeader } });
    expect(status).toBe(200);
    expect(body).toContain('<link rel="stylesheet" href="/assets/index-abc.css">');
    expect(body).not.toContain("no-script.css");
    expect(body).toContain('<div id="preview"></div>');
    // The frame runs no script: the editor draws into it (a frame with scripts and the editor's origin could lift its sandbox).
    expect(body).not.toContain("<script");
    expect(String(headers["content-security-policy"])).toContain("frame-ancestors 'self'");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["cache-control"]).toBe("no-store");
  });

  it("serves the editor's built files and chunks, nothing outside its folder", async () => {
    const get = (url: string) => e.app.inject({ url, headers: { authorization: e.authHeader } });
    const main = await get("/admin/assets/editor/main.js");
    expect(main.statusCode).toBe(200);
    expect(main.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(main.body).toBe("export const editor = 1;\n");
    expect((await get("/admin/assets/editor/chunks/menu.js")).statusCode).toBe(200);
    for (const url of ["/admin/assets/editor/%2e%2e/%2e%2e/pages.json", "/admin/assets/editor/..%2f..%2fpages.json", "/admin/assets/editor/%2e%2e%2fchat.js", "/admin/assets/editor/missing.js", "/admin/assets/editor/chunks", "/admin/assets/editor/main.txt"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe("pictures' sizes from their headers", () => {
  it("offers every picture under public/images with the size its file declares, 0 × 0 when it declares none", () => {
    const root = mkdtempSync(join(tmpdir(), "vidhi-pictures-"));
    const dir = join(root, "public", "images", "banners");
    mkdirSync(dir, { recursive: true });
    const sized = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32px"></svg>';
    const viewBox = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"></svg>';
    writeFileSync(join(dir, "a-sized.svg"), sized);
    writeFileSync(join(dir, "b-viewbox.svg"), viewBox);
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(png);
    png.write("IHDR", 12, "latin1");
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    writeFileSync(join(dir, "c-photo.png"), png);
    writeFileSync(join(dir, "d-broken.webp"), "not a picture");
    writeFileSync(join(dir, "e-notes.txt"), "not offered");
    expect(siteImages(root)).toEqual([
      { src: "/images/banners/a-sized.svg", width: 120, height: 32, bytes: sized.length },
      { src: "/images/banners/b-viewbox.svg", width: 64, height: 48, bytes: viewBox.length },
      { src: "/images/banners/c-photo.png", width: 640, height: 480, bytes: 33 },
      { src: "/images/banners/d-broken.webp", width: 0, height: 0, bytes: 13 },
    ]);
  });
});

describe("the editor's commit author", () => {
  it("is VIDHI_EDITOR_GIT_AUTHOR when set, else git's user, else 'vidhi editor <editor@localhost>' on a git with no user", async () => {
    const root = documentsCopy();
    const home = mkdtempSync(join(tmpdir(), "vidhi-home-"));
    const bare = { ...process.env, HOME: home, XDG_CONFIG_HOME: home, GIT_CONFIG_NOSYSTEM: "1" };
    const change = (n: number) => writeFileSync(join(root, "config/site.json"), JSON.stringify({ n }) + "\n");
    change(1);
    await commitFile(root, "config/site.json", "one", { ...bare, [editorAuthorEnv]: "Asha Rao <asha@example.com>" });
    expect(git(root, "log", "-1", "--format=%an <%ae>|%cn")).toBe("Asha Rao <asha@example.com>|Editor Test");
    change(2);
    await commitFile(root, "config/site.json", "two", bare);
    expect(git(root, "log", "-1", "--format=%an <%ae>")).toBe("Editor Test <editor-test@example.com>");
    git(root, "config", "--unset", "user.name");
    git(root, "config", "--unset", "user.email");
    change(3);
    await commitFile(root, "config/site.json", "three", bare);
    expect(execLog(root)).toBe("vidhi editor <editor@localhost>|vidhi editor <editor@localhost>");
  });
});

const execLog = (root: string) => git(root, "log", "-1", "--format=%an <%ae>|%cn <%ce>");
