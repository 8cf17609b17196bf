import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { citySuggestions, homePage, publishThrough, type FleetProcess } from "../../../src/cli/benchPublishFleet.js";
import { fleetProcesses } from "./fleetProcessesKit.js";
import { serverDocuments } from "../testApp.js";

/**
 * A publish through one server process is served and applied by every process on the same PostgreSQL, and
 * by one started after it, each with documents and a build folder of its own (site/fleetSite.ts). Runs on the
 * PostgreSQL leg only (VIDHI_TEST_DATABASE_URL, `npm run test:postgres`): one process owns a PGlite folder, so there
 * is no second process to reach.
 */
const suggested = serverDocuments.constants.leads.citySuggestions;
// A city search with more matches than the publishes below let a process suggest.
const query = "Ram";
const unique = (text: string) => `${text} (${randomBytes(3).toString("hex")})`;
const doc = (p: FleetProcess, file: string) => JSON.parse(readFileSync(join(p.documentsRoot, file), "utf8"));
const setBanner = (text: string) => (d: Record<string, unknown>) => ((d.notices as { text: string }[])[0].text = text);
const setSuggestions = (n: number) => (d: Record<string, unknown>) => ((d.leads as { citySuggestions: number }).citySuggestions = n);
/** Polled: the city search only once the banner is there (the searches count against the address's limit in the store). */
const served = async (p: FleetProcess, banner: string) => ((await homePage(p.url)).includes(banner) ? citySuggestions(p.url, query) : "old banner");

describe.skipIf(!process.env.VIDHI_TEST_DATABASE_URL)("a publish reaches every server process on one PostgreSQL", { timeout: 600_000 }, () => {
  const { password, processes, start } = fleetProcesses();

  it("a constant and a banner published through A are applied and served by B, and by C started after", async () => {
    // One after the other: the first runs the migrations.
    const a = await start(true);
    const b = await start();
    const oldBanner = doc(b, "config/banners.json").notices[0].text as string;
    expect(await served(b, oldBanner)).toBe(suggested);

    const constants = await publishThrough(a, password, "config/constants.json", setSuggestions(2));
    expect([constants.rebuildError, constants.shareError]).toEqual([undefined, undefined]);
    expect(constants.build).toBeGreaterThan(0);
    const banner = unique("Published through one process, served by all");
    const second = await publishThrough(a, password, "config/banners.json", setBanner(banner));
    expect(second.shareError).toBeUndefined();
    expect(second.build).toBeGreaterThan(constants.build!);
    // The publishing process keeps the git commit of each publish, as on one process.
    expect(second.commit).toBe(execFileSync("git", ["rev-parse", "HEAD"], { cwd: a.documentsRoot, encoding: "utf8" }).trim());

    // B serves the second publish's page text and applies the first one's constant, which came with it.
    await expect.poll(() => served(b, banner), { timeout: 60_000, interval: 100 }).toBe(2);
    expect(await homePage(b.url)).not.toContain(oldBanner);
    expect(doc(b, "config/constants.json").leads.citySuggestions).toBe(2);

    // A process started after the publish serves it from its first answer.
    const c = await start();
    expect(await served(c, banner)).toBe(2);
  });

  it("two publishes at once through two processes are ordered by the store: every process ends with both", async () => {
    const [a, b, c] = processes;
    const banner = unique("Two publishes at once");
    const [onA, onB] = await Promise.all([publishThrough(a, password, "config/banners.json", setBanner(banner)), publishThrough(b, password, "config/constants.json", setSuggestions(3))]);
    expect([onA.rebuildError, onA.shareError, onB.rebuildError, onB.shareError]).toEqual([undefined, undefined, undefined, undefined]);
    expect(onA.build).not.toBe(onB.build);
    // The later publish began from the earlier one's documents, so neither change is lost anywhere.
    for (const p of [a, b, c]) await expect.poll(() => served(p, banner), { timeout: 120_000, interval: 200 }).toBe(3);
  });
});
