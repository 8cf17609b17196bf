import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishThrough, seedBuild, servedNow, startFleetProcess, type FleetProcess } from "../../src/cli/benchPublishFleet.js";
import { projectRoot } from "./fixtureSite.js";
import { serverDocuments } from "./testApp.js";
import { freshTestDatabase } from "./testStore.js";

/**
 * Issue 25: a publish through one server process is served and applied by every process on the same PostgreSQL, and
 * by one started after it, each with documents and a build folder of its own (site/fleetSite.ts). Runs on the
 * PostgreSQL leg only (VIDHI_TEST_DATABASE_URL, `npm run test:postgres`): one process owns a PGlite folder, so there
 * is no second process to reach.
 */
const { citySuggestions } = serverDocuments.constants.leads;
// A city search with more matches than the publish lets a process suggest.
const query = "Ram";
const fewer = 2;
const bannerText = `Published through one process, served by all (${randomBytes(3).toString("hex")})`;
const doc = (p: FleetProcess, file: string) => JSON.parse(readFileSync(join(p.documentsRoot, file), "utf8"));

describe.skipIf(!process.env.VIDHI_TEST_DATABASE_URL)("a publish reaches every server process on one PostgreSQL", { timeout: 600_000 }, () => {
  const password = randomBytes(12).toString("hex");
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let seed: Awaited<ReturnType<typeof seedBuild>> | undefined;
  const processes: FleetProcess[] = [];
  const start = async (git = false) => processes[processes.push(await startFleetProcess(projectRoot, { databaseUrl: database!.url, seedDist: seed!.distDir, password, git })) - 1];
  beforeAll(async () => {
    database = await freshTestDatabase();
    seed = await seedBuild(projectRoot);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    seed?.remove();
    await database?.drop();
  });

  it("a constant and a banner published through A are applied and served by B, and by C started after", async () => {
    // One after the other: the first runs the migrations.
    const a = await start(true);
    const b = await start();
    const oldBanner = doc(b, "config/banners.json").notices[0].text as string;
    const before = await servedNow(b.url, query);
    expect(before.cities).toBe(citySuggestions);
    expect(before.home).toContain(oldBanner);

    const constants = await publishThrough(a, password, "config/constants.json", (d) => ((d.leads as { citySuggestions: number }).citySuggestions = fewer));
    expect([constants.rebuildError, constants.shareError]).toEqual([undefined, undefined]);
    expect(constants.build).toBeGreaterThan(0);
    const banner = await publishThrough(a, password, "config/banners.json", (d) => ((d.notices as { text: string }[])[0].text = bannerText));
    expect(banner.shareError).toBeUndefined();
    expect(banner.build).toBeGreaterThan(constants.build!);
    // The publishing process keeps the git commit of each publish, as on one process.
    expect(banner.commit).toBe(execFileSync("git", ["rev-parse", "HEAD"], { cwd: a.documentsRoot, encoding: "utf8" }).trim());

    // B serves the second publish's page text, then (it came with it) applies the first one's constant.
    await expect.poll(async () => (await servedNow(b.url, query)).home.includes(bannerText), { timeout: 60_000, interval: 100 }).toBe(true);
    const onB = await servedNow(b.url, query);
    expect(onB.home).not.toContain(oldBanner);
    expect(onB.cities).toBe(fewer);
    expect(doc(b, "config/constants.json").leads.citySuggestions).toBe(fewer);

    // A process started after the publish serves it from its first answer.
    const c = await start();
    const onC = await servedNow(c.url, query);
    expect(onC.home).toContain(bannerText);
    expect(onC.cities).toBe(fewer);
  });
});
