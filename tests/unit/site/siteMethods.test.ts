import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "../../../src/lib/fill.js";
import type { PageManifest } from "../../../src/server/pageManifest.js";
import { serverDocuments, testApp } from "../testApp.js";

// A small build as `npm run build` lays it out: a page, the not-found page, a script.
const dist = mkdtempSync(join(tmpdir(), "vidhi-methods-"));
const client = join(dist, "client");
const page = { route: "/gst-registration", file: "gst-registration/index.html" };
const notFound = { route: "/404", file: "404/index.html" };
const script = "assets/index-Ab12Cd34.js";
const words = serverDocuments.messages.server;

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  for (const [file, body] of [[page.file, "<!doctype html><title>GST</title><p>GST registration</p>"], [notFound.file, "<!doctype html><title>Not found</title><p>No such page</p>"], [script, "export const a = 1;"]] as const) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), body);
  }
  const manifest: PageManifest = {
    builtAt: "",
    pages: [{ ...page, noindex: false, status: 200 }, { ...notFound, noindex: true, status: 404 }],
    redirects: [{ from: "/gst-registration-old", to: page.route }],
  };
  writeFileSync(join(dist, "pages.json"), JSON.stringify(manifest));
  t = await testApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const send = (method: string, url: string, headers: Record<string, string> = {}, payload?: string) =>
  t.app.inject({ method: method as "GET", url, headers, ...(payload === undefined ? {} : { payload }) });

describe("a page is at its route only", () => {
  it("its file's own address (…/index.html) is not found, nor is the not-found page's a 200", async () => {
    expect((await send("GET", page.route)).statusCode).toBe(200);
    for (const url of [`/${page.file}`, `/${notFound.file}`, "/index.html"]) {
      const res = await send("GET", url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("No such page");
    }
    expect((await send("GET", `/${script}`)).statusCode).toBe(200);
  });
});

describe("a page's old address (config/redirects.json)", () => {
  it("answers 301 to the page's address now, with the query as asked, kept an hour; GET and HEAD, with or without a trailing slash", async () => {
    for (const [method, url, location] of [
      ["GET", "/gst-registration-old", page.route],
      ["HEAD", "/gst-registration-old/", page.route],
      ["GET", "/gst-registration-old?utm_source=mail&x=%C3%A9", `${page.route}?utm_source=mail&x=%C3%A9`],
    ]) {
      const res = await send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(301);
      expect(res.headers.location, `${method} ${url}`).toBe(location);
      expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    }
    // A byte no header may hold, which the parser lets through in a query: sent on percent-encoded, never a 500.
    const odd = await t.app.inject({ method: "GET", url: "/gst-registration-old?q=\u00e9\u007f" });
    expect(odd.statusCode).toBe(301);
    expect(odd.headers.location).toBe(`${page.route}?q=%C3%A9%7F`);
    // Only the old address itself: a path under it is not found.
    expect((await send("GET", "/gst-registration-old/more")).statusCode).toBe(404);
  });
});

describe("another method than a page's, a file's or a server page's", () => {
  it("DELETE, PUT, POST or OPTIONS of a page, a file or a staff page: 405 with Allow, a page in the site's words", async () => {
    for (const [method, url, allowed] of [
      ["DELETE", page.route, "GET, HEAD"],
      ["PUT", `${page.route}/`, "GET, HEAD"],
      ["OPTIONS", page.route, "GET, HEAD"],
      ["POST", `/${script}`, "GET, HEAD"],
      ["DELETE", "/admin/leads", "GET, HEAD"],
    ]) {
      const res = await send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allowed);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["content-security-policy"]).toBeDefined();
      const path = url.replace(/(.)\/$/, "$1");
      expect(res.body).toContain(fill(words.apiMethodNotAllowed, { method, path, allowed }));
    }
  });

  it("at an address that is nothing: the not-found page, whatever the method", async () => {
    for (const method of ["DELETE", "POST", "PROPFIND"]) {
      const res = await send(method, "/no-such-page");
      expect(res.statusCode, method).toBe(404);
      expect(res.body).toContain("No such page");
    }
  });

  it("a method no route takes, with a body or a Content-Type that Fastify would refuse in its own words: answered before the body is read", async () => {
    // QUERY carries a body; Fastify parsed it for the not-found handler and said "Method 'QUERY' must provide a 'Content-Type' header".
    const api = await send("QUERY", "/api/leads", {}, "x");
    expect(api.statusCode).toBe(405);
    expect(api.headers.allow).toBe("POST");
    expect(api.json()).toEqual({ status: false, error: fill(words.apiMethodNotAllowed, { method: "QUERY", path: "/api/leads", allowed: "POST" }) });
    const empty = await send("QUERY", "/api/leads", { "content-type": "application/json" });
    expect(empty.statusCode).toBe(405);
    const onPage = await send("QUERY", page.route, { "content-type": "text/plain" }, "x");
    expect(onPage.statusCode).toBe(405);
    expect(onPage.headers.allow).toBe("GET, HEAD");
    const nowhere = await send("POST", "/api/no-such-call", { "content-type": "application/json" }, "{not json");
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ status: false, error: fill(words.noApiRoute, { method: "POST", path: "/api/no-such-call" }) });
  });
});
