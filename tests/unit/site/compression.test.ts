import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressBuild } from "../../../src/server/site/compressBuild.js";
import type { MapsProvider } from "../../../src/server/maps/maps.js";
import type { PageManifest } from "../../../src/server/pageManifest.js";
import { testApp } from "../testApp.js";

// A small build as `npm run build` lays it out: one page, one hashed script, one image; then its compressed copies.
const dist = mkdtempSync(join(tmpdir(), "vidhi-compress-"));
const client = join(dist, "client");
const page = { route: "/gst-registration", file: "gst-registration/index.html" };
const script = "assets/index-Ab12Cd34.js";
const image = "images/logo.png";
const pageHtml = `<!doctype html><html lang="en"><head><title>GST registration</title></head><body>${Array.from({ length: 200 }, (_, i) => `<p>Step ${i}: file the GST registration form with the documents listed.</p>`).join("")}</body></html>`;
const scriptJs = Array.from({ length: 300 }, (_, i) => `export function step${i}(a){return a.map((x)=>x*${i}).filter(Boolean);}`).join("\n");
const imageBytes = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

// Many suggestions, so that the city search's answer is well above the 1 KiB threshold.
const manyCities: MapsProvider = {
  kind: "embedded",
  search: async () => Array.from({ length: 40 }, (_, i) => ({ place_id: `IN-MH-Pune-${i}`, description: `Pune ${i}, Maharashtra, India` })),
  details: async () => undefined,
};

let t: Awaited<ReturnType<typeof testApp>>;
let built: Awaited<ReturnType<typeof compressBuild>>;
beforeAll(async () => {
  for (const [file, body] of [[page.file, pageHtml], [script, scriptJs], [image, imageBytes]] as const) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), body);
  }
  const manifest: PageManifest = { builtAt: "", pages: [{ ...page, noindex: false, status: 200 }] };
  writeFileSync(join(dist, "pages.json"), JSON.stringify(manifest));
  built = await compressBuild(client);
  t = await testApp({ distDir: dist, maps: manyCities });
});
afterAll(async () => t?.close());

const get = (url: string, acceptEncoding?: string) => t.app.inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });
const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  res.headers["content-encoding"] === "br" ? brotliDecompressSync(res.rawPayload) : res.headers["content-encoding"] === "gzip" ? gunzipSync(res.rawPayload) : res.rawPayload;

describe("the build's compressed copies", () => {
  it("writes a brotli and a gzip copy of every text file, none of an image", () => {
    expect(built.files).toBe(2);
    for (const file of [page.file, script]) {
      expect(brotliDecompressSync(readFileSync(join(client, `${file}.br`))).toString()).toBe(readFileSync(join(client, file), "utf8"));
      expect(gunzipSync(readFileSync(join(client, `${file}.gz`))).toString()).toBe(readFileSync(join(client, file), "utf8"));
    }
    expect(existsSync(join(client, `${image}.br`)) || existsSync(join(client, `${image}.gz`))).toBe(false);
    expect(built.brotliBytes).toBeLessThan(built.gzipBytes);
    expect(built.gzipBytes).toBeLessThan(built.rawBytes);
  });
});

describe("answers by Accept-Encoding", () => {
  const cases = [
    { name: "a page", url: page.route, plain: Buffer.from(pageHtml), type: "text/html; charset=utf-8" },
    { name: "a hashed script", url: `/${script}`, plain: Buffer.from(scriptJs), type: "application/javascript; charset=utf-8" },
  ];
  for (const c of cases) {
    it(`sends ${c.name} as brotli, gzip or plain, the same bytes once decoded`, async () => {
      for (const [accept, encoding] of [
        ["br, gzip", "br"],
        ["gzip, deflate", "gzip"],
        [undefined, undefined],
        ["deflate", undefined],
      ] as const) {
        const res = await get(c.url, accept);
        expect(res.statusCode, `${accept}`).toBe(200);
        expect(res.headers["content-encoding"], `${accept}`).toBe(encoding);
        expect(res.headers["content-type"]).toBe(c.type);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(decoded(res).equals(c.plain), `${accept}`).toBe(true);
      }
    });
  }

  it("sends a page no-cache (checked again on each visit), whatever its encoding", async () => {
    for (const accept of ["br", "gzip", undefined]) expect((await get(page.route, accept)).headers["cache-control"], `${accept}`).toBe("no-cache");
  });

  it("keeps the year-long cache of a hashed script on its compressed copy", async () => {
    expect((await get(`/${script}`, "br")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("does not serve the compressed copies at addresses of their own", async () => {
    expect((await get(`/${script}.br`, "br")).statusCode).toBe(404);
    expect((await get(`/${script}.gz`)).statusCode).toBe(404);
  });

  it("sends an image as it is", async () => {
    const res = await get(`/${image}`, "br, gzip");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.equals(imageBytes)).toBe(true);
  });

  it("compresses an /api answer above 1 KiB, as the client prefers", async () => {
    const url = "/api/geoCity?query=Pune&countryCode=in";
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res).toString())).toEqual(plain.json());
    }
  });

  it("sends a small /api answer (under 1 KiB) as it is", async () => {
    const res = await get("/api/health", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toMatchObject({ status: "ok" });
  });
});
