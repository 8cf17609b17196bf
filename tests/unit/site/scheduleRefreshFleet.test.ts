import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatInTimeZone } from "date-fns-tz";
import { describe, expect, it } from "vitest";
import { homePage, publishThrough, type FleetProcess } from "../../../src/cli/benchPublishFleet.js";
import { fleetProcesses } from "./fleetProcessesKit.js";
import { serverDocuments } from "../testApp.js";

/**
 * The pages are rendered again at a schedule's moment by one process of a fleet, which the others install
 * (src/server/schedules/scheduleRefresh.ts, docs/rendering.md 'Schedules'). Two real processes on one PostgreSQL with
 * clocks the test moves (VIDHI_DEV_CLOCK) and a look for due schedules every second. PostgreSQL leg only, as
 * publishFleet.test.ts.
 */
const zone = serverDocuments.constants.schedules.timeZone;
/** The id of the stored publish a process serves (fleetSite.ts keeps it beside its build). */
const servedBuild = (p: FleetProcess) => (JSON.parse(readFileSync(join(p.distDir, "published-build.json"), "utf8")) as { id: number }).id;
const moveClock = async (p: FleetProcess, advanceSeconds: number) => {
  const res = await fetch(`${p.url}/dev/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advanceSeconds }) });
  expect(res.ok).toBe(true);
};

describe.skipIf(!process.env.VIDHI_TEST_DATABASE_URL)("a schedule's moment on a fleet", { timeout: 600_000 }, () => {
  const everySecond = (documentsRoot: string) => {
    const file = join(documentsRoot, "config/constants.json");
    const doc = JSON.parse(readFileSync(file, "utf8"));
    doc.schedules.checkEverySeconds = 1;
    writeFileSync(file, JSON.stringify(doc, null, 2) + "\n");
  };
  const { password, start } = fleetProcesses({ env: { VIDHI_DEV_CLOCK: "1" }, prepare: everySecond });

  it("is rendered once, by one process, and every process serves that build: the notice gone from the HTML", async () => {
    const a = await start(true);
    const b = await start();
    // The home page's notice, shown until an hour from now (India time).
    const until = formatInTimeZone(new Date(Date.now() + 3_600_000), zone, "yyyy-MM-dd'T'HH:mm");
    const published = await publishThrough(a, password, "config/banners.json", (d) => ((d.notices as { schedule?: object }[])[0].schedule = { until }));
    expect([published.rebuildError, published.shareError]).toEqual([undefined, undefined]);
    for (const p of [a, b]) await expect.poll(async () => (await homePage(p.url)).includes(`data-show-until="${until}+05:30"`), { timeout: 60_000, interval: 200 }).toBe(true);

    await Promise.all([a, b].map((p) => moveClock(p, 7_200)));
    for (const p of [a, b]) await expect.poll(async () => (await homePage(p.url)).includes('data-banner="notice-a"'), { timeout: 120_000, interval: 200 }).toBe(false);
    // One refresh stored, the publish's next: the other process installed it and found nothing left to render.
    await expect.poll(() => [servedBuild(a), servedBuild(b)], { timeout: 60_000, interval: 200 }).toEqual([published.build! + 1, published.build! + 1]);
  });
});
