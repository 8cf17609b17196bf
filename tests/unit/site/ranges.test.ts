import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "../../../src/lib/fill.js";
import { singleByteRange } from "../../../src/server/site/byteRanges.js";
import { compressBuild } from "../../../src/server/site/compressBuild.js";
import type { PageManifest } from "../../../src/server/pageManifest.js";
import { serverDocuments, testApp } from "../testApp.js";

// A small build as `npm run build` lays it out: a page, the not-found page, scripts of 1,000 bytes and their compressed copies.
const dist = mkdtempSync(join(tmpdir(), "vidhi-ranges-"));
const client = join(dist, "client");
const page = { route: "/gst-registration", file: "gst-registration/index.html" };
const notFound = { route: "/404", file: "404/index.html" };
const text = "0123456789".repeat(100);
const scripts = Array.from({ length: 13 }, (_, i) => `assets/part${i}-Ab12Cd34.js`);
const words = serverDocuments.messages.server;

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  const files: [string, string][] = [[page.file, "<!doctype html><title>GST</title><p>GST registration</p>"], [notFound.file, "<!doctype html><title>Not found</title><p>No such page</p>"], ...scripts.map((s): [string, string] => [s, text])];
  for (const [file, body] of files) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), body);
  }
  const manifest: PageManifest = { builtAt: "", pages: [{ ...page, noindex: false, status: 200 }, { ...notFound, noindex: true, status: 404 }] };
  writeFileSync(join(dist, "pages.json"), JSON.stringify(manifest));
  await compressBuild(client);
  t = await testApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const ask = (url: string, headers: Record<string, string>, method: "GET" | "HEAD" = "GET") => t.app.inject({ method, url, headers });
/** What a range's answer is: its status, the headers that depend on the range, and its bytes. */
const answer = (res: Awaited<ReturnType<typeof ask>>) => ({
  status: res.statusCode,
  contentRange: res.headers["content-range"],
  length: res.headers["content-length"],
  type: res.headers["content-type"],
  encoding: res.headers["content-encoding"],
  body: res.body,
});
/** Sends the file once as a plain GET: from then on it is kept in memory (keptFiles.ts). */
const keep = async (url: string, headers: Record<string, string>) => expect((await ask(url, headers)).statusCode).toBe(200);

describe("one range of bytes: 206", () => {
  it("with Content-Range and that part, for a file from the disk and once kept, and for HEAD", async () => {
    const url = `/${scripts[0]}`;
    const cases: [string, string, string][] = [
      ["bytes=0-9", "bytes 0-9/1000", text.slice(0, 10)],
      ["bytes=990-", "bytes 990-999/1000", text.slice(990)],
      ["bytes=-5", "bytes 995-999/1000", text.slice(995)],
      ["bytes=995-5000", "bytes 995-999/1000", text.slice(995)],
      ["Bytes = 10-11", "bytes 10-11/1000", text.slice(10, 12)],
    ];
    const fromDisk = await Promise.all(cases.map(([range]) => ask(url, { range })));
    await keep(url, {});
    for (const [i, [range, contentRange, part]] of cases.entries()) {
      expect(answer(fromDisk[i]), range).toEqual({ status: 206, contentRange, length: String(part.length), type: "application/javascript; charset=utf-8", encoding: undefined, body: part });
      expect(answer(await ask(url, { range })), `${range}, kept`).toEqual(answer(fromDisk[i]));
      expect({ ...answer(await ask(url, { range }, "HEAD")), body: part }, `HEAD ${range}`).toEqual(answer(fromDisk[i]));
    }
  });

  it("a page too", async () => {
    const res = await ask(page.route, { range: "bytes=0-8" });
    expect([res.statusCode, res.headers["content-range"], res.body]).toEqual([206, "bytes 0-8/56", "<!doctype"]);
  });
});

describe("a suffix longer than the file: the whole file (RFC 9110 §14.1.2), 206", () => {
  it("of the copy sent: the file itself, its .br; from the disk and once kept; HEAD alike; a page too", async () => {
    const url = `/${scripts[12]}`;
    const brLength = statSync(join(client, `${scripts[12]}.br`)).size;
    for (const kept of [false, true]) {
      if (kept) await keep(url, {});
      for (const [range, headers, contentRange, encoding] of [
        ["bytes=-1000", {}, "bytes 0-999/1000", undefined],
        ["bytes=-5000", {}, "bytes 0-999/1000", undefined],
        [`bytes=-${brLength + 1}`, { "accept-encoding": "br" }, `bytes 0-${brLength - 1}/${brLength}`, "br"],
      ] as const) {
        for (const method of ["GET", "HEAD"] as const) {
          const res = await ask(url, { range, ...headers }, method);
          const where = `${method} ${range} ${JSON.stringify(headers)}${kept ? ", kept" : ""}`;
          expect([res.statusCode, res.headers["content-range"], res.headers["content-encoding"], res.headers["cache-control"]], where).toEqual([206, contentRange, encoding, "public, max-age=31536000, immutable"]);
          if (method === "GET" && encoding === undefined) expect(res.body, where).toBe(text);
          if (method === "GET" && encoding === "br") expect(res.rawPayload.length, where).toBe(brLength);
        }
      }
    }
    const res = await ask(page.route, { range: "bytes=-100" });
    expect([res.statusCode, res.headers["content-range"], res.headers["cache-control"], res.body.slice(0, 9)]).toEqual([206, "bytes 0-55/56", "no-cache", "<!doctype"]);
  });
});

describe("several ranges, another unit or a Range that is not one: ignored, 200 with the whole file", () => {
  const ignored = ["bytes=0-1,5-6", "bytes=0-1,2-3", "bytes=0-1,x", "bytes=abc", "bytes=5-2", "bytes=", "bytes=-", "bytes=1-2-3", "items=0-1", "0-1"];
  it.each(ignored)("%s: the same answer from the disk and from memory", async (range) => {
    const file = scripts[1 + ignored.indexOf(range)];
    for (const headers of [{ range }, { range, "accept-encoding": "br, gzip" }] as Record<string, string>[]) {
      const fromDisk = await ask(`/${file}`, headers);
      expect(answer(fromDisk), JSON.stringify(headers)).toMatchObject({ status: 200, contentRange: undefined, type: "application/javascript; charset=utf-8" });
      if (!("accept-encoding" in headers)) expect(fromDisk.body).toBe(text);
      expect(fromDisk.headers["accept-ranges"]).toBe("bytes");
    }
    // Kept by those answers (each a whole one): with the files gone from the disk, the same answers come from memory.
    const sent = await Promise.all([ask(`/${file}`, {}), ask(`/${file}`, { "accept-encoding": "br, gzip" })]);
    for (const suffix of ["", ".br", ".gz"]) rmSync(join(client, file + suffix), { force: true });
    expect(answer(await ask(`/${file}`, { range }))).toEqual(answer(sent[0]));
    expect(answer(await ask(`/${file}`, { range, "accept-encoding": "br, gzip" }))).toEqual(answer(sent[1]));
  });
});

describe("a range beyond the file's end: 416", () => {
  it("with Content-Range: bytes */<length> of the copy that would be sent, the site's refusal page, the security headers; HEAD alike", async () => {
    const url = `/${scripts[11]}`;
    const brLength = statSync(join(client, `${scripts[11]}.br`)).size;
    for (const kept of [false, true]) {
      if (kept) await keep(url, {});
      for (const [range, headers, length] of [
        ["bytes=1000-", {}, 1000],
        ["bytes=5000-6000", {}, 1000],
        ["bytes=-0", {}, 1000],
        [`bytes=${brLength}-`, { "accept-encoding": "br" }, brLength],
      ] as const) {
        for (const method of ["GET", "HEAD"] as const) {
          const res = await ask(url, { range, ...headers }, method);
          const where = `${method} ${range} ${JSON.stringify(headers)}${kept ? ", kept" : ""}`;
          expect(res.statusCode, where).toBe(416);
          expect(res.headers["content-range"], where).toBe(`bytes */${length}`);
          expect(res.headers["content-type"], where).toBe("text/html; charset=utf-8");
          expect(res.headers["cache-control"], where).toBe("no-store");
          expect(res.headers["x-content-type-options"], where).toBe("nosniff");
          expect(res.headers["content-security-policy"], where).toBeDefined();
          expect(res.body, where).toEqual(method === "HEAD" ? "" : expect.stringContaining(fill(words.input.rangeNotSatisfiable, { range, size: length })));
        }
      }
    }
  });

  it("a page's too, not its no-cache", async () => {
    const res = await ask(page.route, { range: "bytes=56-" });
    expect([res.statusCode, res.headers["content-range"], res.headers["cache-control"]]).toEqual([416, "bytes */56", "no-store"]);
  });
});

describe("the not-found page is never sent by part", () => {
  it.each(["bytes=0-1", "bytes=5000-", "bytes=abc"])("%s: 404 with the whole page", async (range) => {
    const res = await ask("/no-such-page", { range });
    expect([res.statusCode, res.headers["content-range"]]).toEqual([404, undefined]);
    expect(res.body).toContain("No such page");
  });
});

describe("singleByteRange: the one range of bytes a Range asks for", () => {
  it.each([
    ["bytes=0-9", "bytes=0-9"],
    ["bytes=5-", "bytes=5-"],
    ["bytes=-5", "bytes=-5"],
    [" BYTES = 3-3 ", "bytes=3-3"],
    ["bytes=5-2", undefined],
    ["bytes=0-1,5-6", undefined],
    ["bytes=abc", undefined],
    ["bytes=", undefined],
    ["items=0-1", undefined],
    [undefined, undefined],
  ])("%s: %s", (header, range) => {
    expect(singleByteRange(header)).toBe(range);
  });
});
