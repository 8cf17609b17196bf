import { describe, expect, it } from "vitest";
import constantsDocument from "../../../config/constants.json" with { type: "json" };
import messages from "../../../config/messages.json" with { type: "json" };
import type { ConstantsDocument } from "../../../src/documents/types.js";
import { chatShows, closingOf, fillNextOpening as pageFill } from "../../../src/blocks/chat/chatGate.js";
import { datePattern } from "../../../src/blocks/chat/datePattern.js";
import { offsetClock } from "../../../src/blocks/chat/offsetClock.js";
import { pageZoneOffsets, zoneOffsets } from "../../../src/blocks/chat/zoneOffsets.js";
import { closingTime, fillNextOpening, ianaClock, nextOpening, type ChatHours } from "../../../src/rules/chatHours.js";
import { closingAt, nextOpeningAt, openAt } from "../../../src/rules/chatSchedule.js";

// The page decides the chat's hours from the zone's offsets that the build read (no zone database in the
// browser); it must decide as the server does, with the zone database, at every instant.
const constants = (constantsDocument as unknown as ConstantsDocument).chat;
const india: ChatHours = constants;
const m = { ...messages.chatWidget, closedNote: messages.chat.closedNote };
const year = (y: number) => [Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1)] as const;

/** Every `stepMinutes` from `from` for `days` days. */
function* instants(from: string, days: number, stepMinutes: number) {
  for (let t = Date.parse(from); t < Date.parse(from) + days * 86_400_000; t += stepMinutes * 60_000) yield new Date(t);
}

describe("the zone's offsets, read at build time", () => {
  it("India: 5:30 east of UTC and no change, whatever the years", () => {
    expect(zoneOffsets("Asia/Kolkata", Date.UTC(2020, 0, 1), Date.UTC(2032, 0, 1))).toEqual({ minutes: 330, changes: [] });
    expect(pageZoneOffsets(india.timeZone, new Date("2026-11-26T06:00:00Z"))).toEqual({ minutes: 330, changes: [] });
  });

  it("a zone with summer time: each change at its instant, to the millisecond", () => {
    expect(zoneOffsets("Europe/London", ...year(2026))).toEqual({
      minutes: 0,
      changes: [
        { fromMs: Date.parse("2026-03-29T01:00:00Z"), minutes: 60 },
        { fromMs: Date.parse("2026-10-25T01:00:00Z"), minutes: 0 },
      ],
    });
  });

  it("a time zone the machine does not know fails the build with its name", () => {
    expect(() => zoneOffsets("Asia/Atlantis", ...year(2026))).toThrow(/Asia\/Atlantis/);
  });
});

describe("the page's clock decides as the zone database does", () => {
  const cases: [string, ChatHours, string, number][] = [
    ["India, around a Sunday and a holiday", india, "2026-11-27T00:07:00Z", 32],
    // Hours that meet the changes: opening at 01:30 on the day the clocks go forward skips 01:00 to 02:00.
    ["London over its changes", { ...india, timeZone: "Europe/London", opensAt: "01:30", closesAt: "23:00", businessDays: [1, 2, 3, 4, 5, 6, 7] }, "2026-03-26T00:07:00Z", 6],
    ["London in October", { ...india, timeZone: "Europe/London", opensAt: "00:30", closesAt: "01:30", businessDays: [7] }, "2026-10-22T00:07:00Z", 6],
  ];
  it.each(cases)("%s: open, next opening and closing every 15 minutes", (_, hours, from, days) => {
    const page = offsetClock(zoneOffsets(hours.timeZone, ...year(2026)));
    const server = ianaClock(hours.timeZone);
    for (const at of instants(from, days, 15)) {
      const decided = (zone: typeof page) => [openAt(at, hours, zone), nextOpeningAt(at, hours, zone)?.toISOString(), closingAt(at, hours, zone)?.toISOString()];
      expect(decided(page), at.toISOString()).toEqual(decided(server));
    }
  });

  it("the widget's sentences and closing time are the server's, outside and in hours", () => {
    const formats = { day: datePattern(m.closedDayFormat), time: datePattern(m.closedTimeFormat) };
    const data = { hours: india, zone: pageZoneOffsets(india.timeZone, new Date("2026-11-26T06:00:00Z")), formats, messages: m, alwaysOpen: constants.alwaysOpen };
    for (const at of instants("2026-11-27T00:07:00Z", 32, 61)) {
      expect(pageFill(at, data, m.closedNow), at.toISOString()).toBe(fillNextOpening(at, india, m.closedNow, { day: m.closedDayFormat, time: m.closedTimeFormat }));
      expect(closingOf(at, data)?.getTime(), at.toISOString()).toBe(closingTime(at, india)?.getTime());
    }
    expect(pageFill(new Date("2026-12-25T06:30:00Z"), data, m.closedNote)).toBe("Chat is closed now; it opens on Saturday 26 December at 10:00 AM (India time).");
    expect(nextOpening(new Date("2026-12-25T06:30:00Z"), india)).toEqual(new Date("2026-12-26T04:30:00Z"));
    expect(chatShows(new Date("2026-11-28T13:29:00Z"), "", data)).toBe(true);
  });
});

describe("the sentences' date formats as the page draws them (date-fns's tokens made into parts at build time)", () => {
  it("the messages' formats: the weekday's and month's names and the 12-hour clock in date-fns's words", () => {
    expect(datePattern("EEEE d MMMM")).toEqual([
      { field: "weekday", names: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] },
      " ",
      { field: "day", pad: 1 },
      " ",
      { field: "month", names: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] },
    ]);
    expect(datePattern("h:mm a")).toEqual([{ field: "hour12", pad: 1 }, ":", { field: "minute", pad: 2 }, " ", { field: "period", names: ["AM", "PM"] }]);
  });

  it("quoted words and other tokens the page knows pass the build's check against date-fns", () => {
    expect(() => datePattern("EEE, dd/MM/yyyy 'at' HH:mm 'o''clock' MMM y")).not.toThrow();
  });

  it("a token the page cannot draw fails the build with the format and the token", () => {
    expect(() => datePattern("EEEE do MMMM")).toThrow(/'EEEE do MMMM'.*'o'/);
    expect(() => datePattern("h:mm a zzz")).toThrow(/'zzz'/);
  });
});
