import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocument } from "../../../src/documents/types.js";
import { clickPixelOf, clickPixelOrigin, pixelAddressAllowed } from "../../../src/server/insights/clickPixel.js";
import { contentSecurityPolicy, type PolicyInputs } from "../../../src/server/security/contentSecurityPolicy.js";
import { brokenSite, check } from "../fixtureSite.js";
import { serverDocuments, testApp } from "../testApp.js";

// The click-tracking pixel's settings (config/site.json clickPixel), as the server gives them to pages and
// opens the Content-Security-Policy to them.
const shipped = serverDocuments.site;
const withDefault = (address: string): SiteDocument => ({ ...shipped, clickPixel: { ...shipped.clickPixel!, address: { ...shipped.clickPixel!.address, default: address } } });
const env = shipped.clickPixel!.address.env;

describe("the pixel's settings", () => {
  it("are off as the project ships them, and with no clickPixel entry at all", () => {
    expect(clickPixelOf(shipped, {})).toBeUndefined();
    expect(clickPixelOf({ ...shipped, clickPixel: undefined }, {})).toBeUndefined();
  });

  it("take the address from its environment variable before the default, and only an https or local http address", () => {
    expect(clickPixelOf(withDefault("https://track.example.com/p"), {})).toEqual({ address: "https://track.example.com/p", goals: shipped.clickPixel!.goals });
    expect(clickPixelOf(withDefault("https://track.example.com/p"), { [env]: "https://other.example.net/px?src=vidhi" })?.address).toBe("https://other.example.net/px?src=vidhi");
    expect(clickPixelOrigin(shipped, { [env]: "http://127.0.0.1:8123/pixel" })).toBe("http://127.0.0.1:8123");
    for (const bad of ["http://track.example.com/p", "javascript:alert(1)", "//track.example.com", "not an address"]) expect([bad, clickPixelOf(shipped, { [env]: bad })]).toEqual([bad, undefined]);
    // An empty variable turns off a default that is set.
    expect(clickPixelOf(withDefault("https://track.example.com/p"), { [env]: "" })).toBeUndefined();
  });

  // Seven copies of the fixture site loaded: seconds on a busy machine.
  it("a default the rule refuses is refused by the validator at its place, in words; one it allows is valid", () => {
    const samples = ["https://track.example.com/p", "http://localhost:9000/p", "http://127.0.0.1/p", "http://track.example.com/p", "ftp://track.example.com", "https://", "http://localhost.evil.com/p"];
    for (const address of samples) {
      const { root } = brokenSite("config/site.json", (d) => void (d.clickPixel = { address: { env, default: address }, goals: shipped.clickPixel!.goals }));
      const problems = check(root).problems.map((p) => `${p.pointer}  ${p.message}`);
      if (pixelAddressAllowed(address)) expect([address, problems]).toEqual([address, []]);
      else expect([address, problems]).toEqual([address, [expect.stringMatching(/^\/clickPixel\/address\/default {2}.*use an https address/)]]);
    }
  });
});

describe("the Content-Security-Policy and the pixel", () => {
  const embedded: PolicyInputs = { https: false, inlineScriptHashes: [], inlineStyleHashes: [], captcha: "embedded", maps: "embedded", payment: "embedded" };
  it("opens img-src and connect-src to the pixel's origin only when it is set, and nothing else", () => {
    const on = contentSecurityPolicy({ ...embedded, clickPixel: "https://track.example.com" });
    const off = contentSecurityPolicy(embedded);
    expect(on["img-src"]).toEqual(["'self'", "https://track.example.com"]);
    expect(on["connect-src"]).toEqual(["'self'", "https://track.example.com"]);
    expect({ ...on, "img-src": off["img-src"], "connect-src": off["connect-src"] }).toEqual(off);
  });

  describe("on the server, read per answer", () => {
    const documents = { ...serverDocuments };
    let t: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      t = await testApp({ documents });
    });
    afterAll(() => t.close());
    const policy = async () => (await t.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"] as string;

    it("GET /api/click-pixel says null and the CSP names no other origin while the pixel is off; once published, both name it", async () => {
      const off = await t.app.inject({ method: "GET", url: "/api/click-pixel" });
      expect([off.statusCode, off.json(), off.headers["cache-control"]]).toEqual([200, { pixel: null }, "no-store"]);
      expect(await policy()).not.toMatch(/https?:\/\//);
      // A publish reloads the documents into the same object (site/liveBuilds.ts).
      documents.site = withDefault("https://track.example.com/pixel");
      const on = await t.app.inject({ method: "GET", url: "/api/click-pixel" });
      expect(on.json()).toEqual({ pixel: { address: "https://track.example.com/pixel", goals: shipped.clickPixel!.goals } });
      expect(await policy()).toContain("img-src 'self' https://track.example.com;");
      expect(await policy()).toContain("connect-src 'self' https://track.example.com;");
      documents.site = shipped;
      expect(await policy()).not.toMatch(/https?:\/\//);
    });
  });
});

describe("an address from the environment the rule refuses", () => {
  it("leaves the pixel off, the CSP closed, and says so in the log once at the start", async () => {
    const lines: string[] = [];
    process.env[env] = "http://track.example.com/pixel";
    try {
      const t = await testApp({ logger: { level: "warn", stream: { write: (line: string) => void lines.push(line) } } });
      try {
        expect((await t.app.inject({ method: "GET", url: "/api/click-pixel" })).json()).toEqual({ pixel: null });
        expect((await t.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"]).not.toMatch(/https?:\/\//);
        expect(lines.filter((l) => l.includes(`${env} is neither an https address`))).toHaveLength(1);
      } finally {
        await t.close();
      }
    } finally {
      delete process.env[env];
    }
  });
});
