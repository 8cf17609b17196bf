import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressBuild } from "../../../src/server/site/compressBuild.js";
import { copyFor } from "../../../src/server/site/keptFiles.js";
import type { PageManifest } from "../../../src/server/pageManifest.js";
import { testApp } from "../testApp.js";

// A small build as `npm run build` lays it out: one page, two hashed scripts, an image; then their compressed copies.
const dist = mkdtempSync(join(tmpdir(), "vidhi-kept-"));
const client = join(dist, "client");
const page = { route: "/gst-registration", file: "gst-registration/index.html" };
const script = "assets/index-Ab12Cd34.js";
const other = "assets/chunk-Ef56Gh78.js";
const image = "images/logo.png";
const js = (name: string) => Array.from({ length: 300 }, (_, i) => `export function ${name}${i}(a){return a.map((x)=>x*${i}).filter(Boolean);}`).join("\n");
const imageBytes = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  for (const [file, body] of [[page.file, "<!doctype html><title>GST</title><p>GST registration</p>"], [script, js("a")], [other, js("b")], [image, imageBytes]] as const) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), body);
  }
  const manifest: PageManifest = { builtAt: "", pages: [{ ...page, noindex: false, status: 200 }] };
  writeFileSync(join(dist, "pages.json"), JSON.stringify(manifest));
  await compressBuild(client);
  t = await testApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
/** The headers of an answer that are its file's own, as @fastify/static gives them. */
const fileHeaders = (res: { headers: Record<string, unknown> }) =>
  Object.fromEntries(["content-type", "content-length", "content-encoding", "etag", "last-modified", "accept-ranges", "cache-control", "vary"].map((h) => [h, res.headers[h]]));

describe("a build's files, once sent, are sent from memory", () => {
  const encodings: Record<string, string>[] = [{ "accept-encoding": "br, gzip" }, { "accept-encoding": "gzip" }, {}, { "accept-encoding": "br;q=0, deflate" }];

  it("answers the second time exactly as @fastify/static did the first: status, the file's headers, bytes", async () => {
    for (const url of [`/${script}`, `/${image}`])
      for (const headers of encodings) {
        const first = await get(url, headers);
        const second = await get(url, headers);
        expect(first.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(second.statusCode).toBe(200);
        expect(fileHeaders(second), `${url} ${JSON.stringify(headers)}`).toEqual(fileHeaders(first));
        expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
        // The security headers are each answer's own, as for any other answer.
        expect(second.headers["x-content-type-options"]).toBe("nosniff");
      }
  });

  it("no longer reads the disk for it: with the files gone, the kept copies still answer, each for its encoding", async () => {
    const sent = new Map<string, { headers: Record<string, unknown>; body: Buffer }>();
    for (const headers of encodings) {
      const res = await get(`/${other}`, headers);
      sent.set(JSON.stringify(headers), { headers: fileHeaders(res), body: res.rawPayload });
    }
    for (const suffix of ["", ".br", ".gz"]) rmSync(join(client, other + suffix));
    for (const headers of encodings) {
      const res = await get(`/${other}`, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(fileHeaders(res)).toEqual(sent.get(JSON.stringify(headers))!.headers);
      expect(res.rawPayload.equals(sent.get(JSON.stringify(headers))!.body)).toBe(true);
    }
    // A range or a condition is @fastify/static's to answer, from the disk: the file is gone, so it is not found.
    expect((await get(`/${other}`, { range: "bytes=0-9" })).statusCode).toBe(404);
  });

  it("leaves conditions and ranges to @fastify/static: 304 for the kept file's ETag, 206 for a range", async () => {
    const kept = await get(`/${script}`, { "accept-encoding": "br" });
    const etag = String(kept.headers.etag);
    expect((await get(`/${script}`, { "accept-encoding": "br", "if-none-match": etag })).statusCode).toBe(304);
    const part = await get(`/${script}`, { range: "bytes=0-9" });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString()).toBe(js("a").slice(0, 10));
    // A precondition that fails is 412 whether or not the file is kept (RFC 9110 §13.1.1, §13.1.4); one that holds sends it.
    await get(`/${script}`);
    const failingConditions: Record<string, string>[] = [{ "if-match": '"nope"' }, { "if-unmodified-since": "Sat, 01 Jan 2000 00:00:00 GMT" }];
    for (const failing of failingConditions) expect((await get(`/${script}`, failing)).statusCode).toBe(412);
    expect((await get(`/${script}`, { "accept-encoding": "br", "if-match": etag })).statusCode).toBe(200);
  });

  it("never keeps a page: each visit reads the page's file", async () => {
    expect((await get(page.route)).body).toContain("GST registration");
    writeFileSync(join(client, page.file), "<!doctype html><title>GST</title><p>Changed</p>");
    expect((await get(page.route)).body).toContain("Changed");
  });
});

describe("copyFor: the copy @fastify/static sends for an Accept-Encoding", () => {
  const copies = new Set(["/a.js.br", "/a.js.gz", "/b.svg.gz"]);
  it.each([
    [undefined, "/a.js", "/a.js"],
    ["br, gzip", "/a.js", "/a.js.br"],
    ["gzip, br", "/a.js", "/a.js.br"],
    ["gzip;q=1, br;q=0.5", "/a.js", "/a.js.gz"],
    ["br;q=0, gzip", "/a.js", "/a.js.gz"],
    ["*", "/a.js", "/a.js.gz"],
    ["identity", "/a.js", "/a.js"],
    ["deflate", "/a.js", "/a.js"],
    ["br, gzip", "/b.svg", "/b.svg.gz"],
    ["br", "/b.svg", "/b.svg"],
    ["br, gzip", "/c.png", "/c.png"],
  ])("%s for %s: %s", (accept, file, copy) => {
    expect(copyFor(accept, file, copies)).toBe(copy);
  });
});
