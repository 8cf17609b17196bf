import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nextMoment, scheduleMoments, staleSince } from "../../../src/server/schedules/scheduleMoments.js";
import { projectRoot } from "../fixtureSite.js";

const india = "Asia/Kolkata";
const at = (local: string) => Date.parse(`${local}+05:30`);

/** A copy of the fixture site's documents with a schedule on a notice and one on the home page's hero. */
function scheduledCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "vidhi-schedules-"));
  cpSync(join(projectRoot, "tests/fixtures/minimal"), root, { recursive: true });
  const edit = (file: string, change: (d: any) => void) => {
    const doc = JSON.parse(readFileSync(join(root, file), "utf8"));
    change(doc);
    writeFileSync(join(root, file), JSON.stringify(doc));
  };
  edit("config/banners.json", (d) => (d.notices[0].schedule = { from: "2026-12-20T09:00", until: "2026-12-31T18:00" }));
  edit("pages-json/home.json", (d) => (d.blocks[0].schedule = { until: "2026-12-20T09:00" }));
  writeFileSync(join(root, "pages-json/broken.json"), "{ not json");
  return root;
}

describe("the moments the server renders its pages again at", () => {
  it("are every schedule's start and end in the documents, as moments of India time, each once, in order (a broken file skipped)", () => {
    expect(scheduleMoments(scheduledCopy(), india)).toEqual([at("2026-12-20T09:00"), at("2026-12-31T18:00")]);
  });

  it("make a build out of date when one lies after its render and not after now", () => {
    const moments = [at("2026-12-20T09:00"), at("2026-12-31T18:00")];
    expect(staleSince(moments, at("2026-12-20T08:00"), at("2026-12-20T08:59"))).toBeUndefined();
    expect(staleSince(moments, at("2026-12-20T08:00"), at("2026-12-20T09:00"))).toBe(moments[0]);
    // Rendered at the moment itself: up to date.
    expect(staleSince(moments, at("2026-12-20T09:00"), at("2026-12-21T09:00"))).toBeUndefined();
    expect(staleSince(moments, at("2026-12-01T00:00"), at("2027-01-01T00:00"))).toBe(moments[1]);
  });

  it("come next strictly after now", () => {
    const moments = [at("2026-12-20T09:00"), at("2026-12-31T18:00")];
    expect(nextMoment(moments, at("2026-12-20T09:00"))).toBe(moments[1]);
    expect(nextMoment(moments, at("2026-12-31T18:00"))).toBeUndefined();
  });
});
