import { mkdtempSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check, extraPage, lineOf, projectRoot, writeRaw } from "../fixtureSite.js";

/** A copy of the minimal site with config/redirects.json holding these redirects. */
function withRedirects(redirects: unknown[]) {
  const root = mkdtempSync(join(tmpdir(), "vidhi-redirects-"));
  cpSync(join(projectRoot, "tests/fixtures/minimal"), root, { recursive: true });
  const text = JSON.stringify({ $schema: "../schemas/redirects.schema.json", schemaVersion: 1, redirects }, null, 2) + "\n";
  writeRaw(root, "config/redirects.json", text);
  return { root, text };
}

describe("config/redirects.json: old addresses sent on to pages", () => {
  it("a redirect from an address no page has to a page is valid, and in the site model", () => {
    const { root } = withRedirects([{ from: "/gst-registration-old", to: "/gst-registration", since: "2026-11-29" }]);
    const { problems, model } = check(root);
    expect(problems).toEqual([]);
    expect(model?.redirects).toEqual([{ from: "/gst-registration-old", to: "/gst-registration", since: "2026-11-29" }]);
  });

  it("without the document there are none", () => {
    const root = mkdtempSync(join(tmpdir(), "vidhi-redirects-"));
    cpSync(join(projectRoot, "tests/fixtures/minimal"), root, { recursive: true });
    expect(check(root).model?.redirects).toEqual([]);
  });

  it("each mistake at its place, in words: from a page's address, twice, to itself, to no page (with the closest)", () => {
    const { root, text } = withRedirects([
      { from: "/llp-registration", to: "/gst-registration" },
      { from: "/old-one", to: "/gst-registration" },
      { from: "/old-one", to: "/llp-registration" },
      { from: "/loop", to: "/loop" },
      { from: "/old-two", to: "/gst-registraton" },
    ]);
    const { problems, model } = check(root);
    expect(model).toBeUndefined();
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ["/redirects/0/from", "Old address '/llp-registration' is a page's address (config/services.json#/services/1), which answers there: remove this redirect"],
      ["/redirects/2/from", "Old address '/old-one' is redirected twice (also by redirect 2); keep one"],
      ["/redirects/3/to", "New address '/loop' is the old address itself; give the page the redirect goes to"],
      ["/redirects/4/to", "Page address '/gst-registraton' does not exist; did you mean '/gst-registration'?"],
    ]);
    expect(problems.every((p) => p.file === "config/redirects.json")).toBe(true);
    expect(problems[0].line).toBe(lineOf(text, '"/llp-registration"'));
  });

  it("the schema's own rules: an address's form, and nothing else in an entry", () => {
    const { root } = withRedirects([{ from: "GST Registration", to: "/gst-registration", note: "x" }]);
    const messages = check(root).problems.map((p) => `${p.pointer} ${p.message}`);
    expect(messages.some((m) => m.startsWith("/redirects/0/from") && m.includes("start with '/'"))).toBe(true);
    expect(messages.some((m) => m.startsWith("/redirects/0") && m.includes("note"))).toBe(true);
  });

  it("no old address, and no page, under the server's own addresses (/api, /admin, /assets, /images, /portal, /dev)", () => {
    const { root } = withRedirects([{ from: "/api/leads", to: "/gst-registration" }, { from: "/admin", to: "/gst-registration" }]);
    expect(check(root).problems.map((p) => [p.pointer, p.message])).toEqual([
      ["/redirects/0/from", "Old address '/api/leads' is under /api, which the server answers itself (its API, staff pages, built files, pictures, the portal); choose another"],
      ["/redirects/1/from", "Old address '/admin' is under /admin, which the server answers itself (its API, staff pages, built files, pictures, the portal); choose another"],
    ]);
    const page = JSON.stringify({ ...extraPage, route: "/admin/events" }, null, 2);
    writeRaw(root, "config/redirects.json", JSON.stringify({ $schema: "../schemas/redirects.schema.json", schemaVersion: 1, redirects: [] }));
    writeRaw(root, "pages-json/extra.json", page);
    expect(check(root).problems.map((p) => [p.file, p.pointer, p.message])).toEqual([
      ["pages-json/extra.json", "/route", "Page address '/admin/events' is under /admin, which the server answers itself (its API, staff pages, built files, pictures, the portal); choose another"],
    ]);
  });
});
