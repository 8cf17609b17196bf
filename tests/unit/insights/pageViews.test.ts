import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRobot, viewDay } from "../../../src/server/insights/pageViewRules.js";
import { pageViewsBetween } from "../../../src/server/insights/pageViewStore.js";
import { serverDocuments, testApp, testClock } from "../testApp.js";

// POST /api/page-view counts the pages' one beacon per page address, day (India time) and robot or not.
const rules = serverDocuments.constants.pageViews;
const person = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A build with three pages and the not-found page, as pages.json lists them. */
function builtPages(): string {
  const dist = mkdtempSync(join(tmpdir(), "vidhi-dist-"));
  mkdirSync(join(dist, "client"));
  const pages = [
    { route: "/", file: "index.html", noindex: false, status: 200 },
    { route: "/gst-registration", file: "gst-registration/index.html", noindex: false, status: 200 },
    { route: "/कंपनी", file: "company/index.html", noindex: false, status: 200 },
    { route: "/404", file: "404.html", noindex: true, status: 404 },
  ];
  writeFileSync(join(dist, "pages.json"), JSON.stringify({ builtAt: "", pages }));
  return dist;
}

describe("the page-view rules", () => {
  it("tell robots by the constants' pieces of user agent, without regard to case, and an empty user agent is a robot's", () => {
    expect(isRobot(person, rules)).toBe(false);
    expect(isRobot(googlebot, rules)).toBe(true);
    expect(isRobot("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", rules)).toBe(true);
    expect(isRobot("curl/8.5.0", rules)).toBe(true);
    expect(isRobot("", rules)).toBe(true);
    expect(isRobot(undefined, rules)).toBe(true);
    expect(isRobot(person, { ...rules, botUserAgents: ["PIXEL 8"] })).toBe(true);
  });

  it("count a view on its day in India time: 23:59:59 IST is still the day, 00:00 IST the next", () => {
    expect(viewDay(new Date("2026-05-01T18:29:59Z"), rules)).toBe("2026-05-01");
    expect(viewDay(new Date("2026-05-01T18:30:00Z"), rules)).toBe("2026-05-02");
  });
});

describe("POST /api/page-view", () => {
  const clock = testClock("2026-05-01T18:29:00Z");
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ distDir: builtPages(), now: clock.now });
  });
  afterAll(() => t.close());
  const view = (path: string, headers: Record<string, string> = { "user-agent": person }) => t.app.inject({ method: "POST", url: `/api/page-view?path=${encodeURIComponent(path)}`, headers });
  const rows = () => pageViewsBetween(t.store, "2026-01-01", "2026-12-31");

  it("counts each view of a page into its day's row, robots in a row of their own, with 204 and no body or cookie", async () => {
    const first = await view("/gst-registration");
    expect([first.statusCode, first.body, first.headers["set-cookie"]]).toEqual([204, "", undefined]);
    await view("/gst-registration");
    await view("/gst-registration/"); // the same page, as its answer is found with a trailing slash
    await view("/gst-registration", { "user-agent": googlebot });
    await view("/", { "user-agent": "" });
    clock.advance(60); // 00:00 IST: the next day
    await view("/gst-registration");
    expect(await rows()).toEqual([
      { day: "2026-05-01", path: "/", bot: true, views: 1 },
      { day: "2026-05-01", path: "/gst-registration", bot: false, views: 3 },
      { day: "2026-05-01", path: "/gst-registration", bot: true, views: 1 },
      { day: "2026-05-02", path: "/gst-registration", bot: false, views: 1 },
    ]);
  });

  it("counts concurrent views exactly (one statement per view, the row locked)", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => view("/")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(204));
    expect((await rows()).find((r) => r.path === "/" && !r.bot && r.day === "2026-05-02")?.views).toBe(40);
  });

  it("counts a page whose address is not ASCII by the address the browser sends (percent-encoded)", async () => {
    expect((await view(new URL("http://x/कंपनी").pathname)).statusCode).toBe(204);
    expect((await rows()).filter((r) => r.path === "/कंपनी")).toEqual([{ day: "2026-05-02", path: "/कंपनी", bot: false, views: 1 }]);
  });

  it("does not count a view that asks not to be tracked (DNT: 1, Sec-GPC: 1), and answers it the same", async () => {
    const before = await rows();
    for (const headers of [{ dnt: "1" }, { "sec-gpc": "1" }] as Record<string, string>[]) expect((await view("/gst-registration", { "user-agent": person, ...headers })).statusCode).toBe(204);
    expect(await rows()).toEqual(before);
  });

  it("refuses what names no page, with a sentence and no row: made-up paths, the not-found page, undecodable text", async () => {
    const before = await rows();
    for (const path of ["/no-such-page", "/404", "/%E0%A4", "/%ED%A0%80", "/gst-registration?x=1"]) {
      const answer = await view(path);
      expect([path, answer.statusCode]).toEqual([path, 404]);
      expect(answer.json()).toEqual({ status: false, error: `${path} is not a page of this site: only its pages' views are counted.` });
    }
    expect(await rows()).toEqual(before);
  });

  it("refuses malformed input at the edge with 400, never a 5xx", async () => {
    const inject = (url: string, more: Record<string, unknown> = {}) => t.app.inject({ method: "POST", url, ...more });
    const answers = await Promise.all([
      inject("/api/page-view"),
      inject("/api/page-view?path="),
      inject("/api/page-view?path=gst-registration"),
      inject(`/api/page-view?path=/${"a".repeat(600)}`),
      inject("/api/page-view?path=/&path=/gst-registration"),
      inject("/api/page-view?path=/&extra=1"),
      inject("/api/page-view?path=/%00"),
      inject("/api/page-view?path=/", { payload: "{not json", headers: { "content-type": "application/json" } }),
      inject("/api/page-view?path=/", { payload: "x".repeat(5000), headers: { "content-type": "text/plain" } }),
      inject("/api/page-view?path=/", { payload: JSON.stringify({ pad: "x".repeat(5000) }), headers: { "content-type": "application/json" } }),
    ]);
    // A text body is no type this call takes (415), whatever its length; a JSON one over the call's limit is 413.
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 415, 413]);
    for (const a of answers) expect(a.json()).toEqual({ status: false, error: expect.stringMatching(/.{12,}/) });
  });
});
