import { describe, expect, it } from "vitest";
import { scheduleMark } from "../../../renderer/schedule/scheduleMark.js";

const india = "Asia/Kolkata";
/** 09:00 on 20 December 2026 in India is 03:30 UTC. */
const start = Date.parse("2026-12-20T03:30:00Z");
const end = Date.parse("2026-12-31T18:30:00Z");
const schedule = { from: "2026-12-20T09:00", until: "2027-01-01T00:00" };
const at = (ms: number) => new Date(ms);

describe("scheduleMark: a scheduled element as the page draws it, at the edges of its times (India time)", () => {
  it("writes its moments with India's offset, whatever the machine's zone", () => {
    expect(scheduleMark([schedule], india, at(start - 1))).toEqual({ from: "2026-12-20T09:00+05:30", until: "2027-01-01T00:00+05:30", shown: false });
  });

  it("shows from its first millisecond and until its end's last", () => {
    expect(scheduleMark([schedule], india, at(start - 1))?.shown).toBe(false);
    expect(scheduleMark([schedule], india, at(start))?.shown).toBe(true);
    expect(scheduleMark([schedule], india, at(end - 1))?.shown).toBe(true);
  });

  it("is left out (null) from its end on: it would never show again before the next render", () => {
    expect(scheduleMark([schedule], india, at(end))).toBeNull();
  });

  it("nothing scheduled is no mark at all; an open start or end is open", () => {
    expect(scheduleMark([undefined, {}], india, at(start))).toBeUndefined();
    expect(scheduleMark([{ until: schedule.until }], india, at(0))).toEqual({ until: "2027-01-01T00:00+05:30", shown: true });
    expect(scheduleMark([{ from: schedule.from }], india, at(end * 2))).toEqual({ from: "2026-12-20T09:00+05:30", shown: true });
  });

  it("a notice with its pop-up shows only while both do: the later start, the earlier end", () => {
    const both = scheduleMark([{ from: "2026-12-20T09:00" }, { from: "2026-12-21T09:00", until: "2026-12-25T00:00" }], india, at(start));
    expect(both).toEqual({ from: "2026-12-21T09:00+05:30", until: "2026-12-25T00:00+05:30", shown: false });
    expect(scheduleMark([{ until: "2026-12-20T09:00" }, { from: "2026-12-20T09:00" }], india, at(0))).toBeNull();
  });
});
