import { describe, expect, it } from "vitest";
import { formatProblem } from "../../../src/documents/problem.js";
import { statedDays } from "../../../src/documents/references/statedDays.js";
import { brokenSite, check, lineOf, onlyProblem } from "../fixtureSite.js";

/** A copy of the fixture site whose banners document is changed by `edit`. */
const banners = (edit: (d: any) => void) => brokenSite("config/banners.json", edit);

describe("a schedule's end is after its start, on days of the calendar", () => {
  it("an end before the start is reported at 'Show until', with both times", () => {
    const { root, text } = banners((d) => (d.notices[1].schedule = { from: "2026-12-20T09:00", until: "2026-12-19T09:00" }));
    expect(formatProblem(onlyProblem(root))).toBe(
      `config/banners.json:${lineOf(text, '"until"', '"notice-b"')}:9  /notices/1/schedule/until  'Show until' (2026-12-19T09:00) is not after 'Show from' (2026-12-20T09:00), so it would never show; set 'Show until' later, or 'Show from' earlier`,
    );
  });

  it("an end equal to the start is refused too (it would never show)", () => {
    const { root } = banners((d) => (d.modals[0].schedule = { from: "2026-12-20T09:00", until: "2026-12-20T09:00" }));
    expect(onlyProblem(root).pointer).toBe("/modals/0/schedule/until");
  });

  it("a day the month lacks is reported with the month's last day", () => {
    const { root } = banners((d) => (d.brandBanner.schedule = { from: "2027-02-30T09:00" }));
    const p = onlyProblem(root);
    expect(p.pointer).toBe("/brandBanner/schedule/from");
    expect(p.message).toBe("2027-02-30T09:00 is not a date of the calendar; write a day the month has, like 2027-02-28");
  });

  it("a page block's schedule is checked at the block, in the page's file", () => {
    const { root } = brokenSite("pages-json/home.json", (d) => (d.blocks[0].schedule = { from: "2026-12-20T10:00", until: "2026-12-20T09:59" }));
    const p = onlyProblem(root);
    expect([p.file, p.pointer]).toEqual(["pages-json/home.json", "/blocks/0/schedule/until"]);
  });

  it("a start alone, an end alone and an end one minute after the start pass", () => {
    for (const schedule of [{ from: "2026-12-20T09:00" }, { until: "2026-12-20T09:00" }, { from: "2026-12-20T09:00", until: "2026-12-20T09:01" }]) {
      expect(check(banners((d) => (d.notices[0].schedule = schedule)).root).problems).toEqual([]);
    }
  });
});

describe("a scheduled text that names a day names the day it ends", () => {
  it("'by 31 Dec' with an end on 20 December is reported at the text", () => {
    const { root, text } = banners((d) => (d.notices[1].schedule = { until: "2026-12-20T18:00" }));
    const p = onlyProblem(root);
    expect(formatProblem(p)).toBe(
      `config/banners.json:${lineOf(text, '"text"', '"notice-b"')}:7  /notices/1/text  'File GSTR 9/9C by 31 Dec' names 31 Dec, but 'Show until' is 2026-12-20T18:00: it would still show after that day, or go before it; write the same day in both`,
    );
  });

  it("the same day agrees, and so does midnight after it ('till 31 December' ending 2027-01-01T00:00)", () => {
    expect(check(banners((d) => (d.notices[1].schedule = { until: "2026-12-31T18:00" })).root).problems).toEqual([]);
    expect(check(banners((d) => (d.notices[1].schedule = { until: "2027-01-01T00:00" })).root).problems).toEqual([]);
  });

  it("'closes on the 20th' in a page block's text must end on a 20th", () => {
    const heading = (until: string) =>
      brokenSite("pages-json/home.json", (d) => {
        d.blocks[0].props.heading = "GST filing closes on the 20th";
        d.blocks[0].schedule = { until };
      }).root;
    expect(onlyProblem(heading("2026-12-21T09:00")).pointer).toBe("/blocks/0/props/heading");
    expect(check(heading("2026-12-20T23:00")).problems).toEqual([]);
  });

  it("a pop-up's paragraph that names a year other than the end's is reported", () => {
    const { root } = banners((d) => {
      d.modals[0].schedule = { until: "2026-12-31T23:59" };
      d.modals[0].body = ["Apply before 31 December 2025."];
    });
    expect(onlyProblem(root).pointer).toBe("/modals/0/body/0");
  });

  it("an unscheduled text naming a day is no concern of this rule", () => {
    expect(check(banners((d) => (d.notices[0].text = "Closes on the 20th")).root).problems).toEqual([]);
  });
});

describe("a notice and the pop-up it opens show together", () => {
  it("schedules that never meet are reported at the notice", () => {
    const { root } = banners((d) => {
      d.notices[0].schedule = { from: "2026-12-01T00:00", until: "2026-12-10T00:00" };
      d.modals[0].schedule = { from: "2026-12-10T00:00" };
    });
    const p = onlyProblem(root);
    expect(p.pointer).toBe("/notices/0/schedule");
    expect(p.message).toContain("'important-update'");
  });

  it("schedules that overlap by a minute pass", () => {
    const { root } = banners((d) => {
      d.notices[0].schedule = { until: "2026-12-10T00:01" };
      d.modals[0].schedule = { from: "2026-12-10T00:00" };
    });
    expect(check(root).problems).toEqual([]);
  });
});

describe("statedDays reads the ways notices write a day", () => {
  it.each([
    ["File GSTR 9/9C by 31 Dec", [{ words: "31 Dec", day: 31, month: 12 }]],
    ["Offer till 1st of January, 2027", [{ words: "1st of January, 2027", day: 1, month: 1, year: 2027 }]],
    ["Closes December 20th", [{ words: "December 20th", day: 20, month: 12 }]],
    ["GST filing closes on the 20th", [{ words: "the 20th", day: 20 }]],
    ["From the 1st to the 20th", [{ words: "the 1st", day: 1 }, { words: "the 20th", day: 20 }]],
    ["Offer ends 5 May", [{ words: "5 May", day: 5, month: 5 }]],
    ["GSTR 9 and 10 forms, 3 may apply", []],
  ])("%s", (text, days) => expect(statedDays(text)).toEqual(days));
});
