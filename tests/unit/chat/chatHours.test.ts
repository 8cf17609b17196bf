import { describe, expect, it } from "vitest";
import constantsDocument from "../../../config/constants.json" with { type: "json" };
import type { ConstantsDocument } from "../../../src/documents/types.js";
import { chatOpen, nextOpening, type ChatHours } from "../../../src/rules/chatHours.js";

// The JSON module types its arrays as plain arrays; the document is valid (npm run validate), so it is its schema's type.
const hours: ChatHours = (constantsDocument as unknown as ConstantsDocument).chat;
/** An instant given as India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("chat hours (constants.chat: Monday to Saturday, 10:00 to 19:00 India time, holidays closed)", () => {
  it("Saturday 18:59 India time is open; 19:00 is not; Sunday is not", () => {
    expect(chatOpen(ist("2026-11-28T18:59:00"), hours)).toBe(true);
    expect(chatOpen(ist("2026-11-28T19:00:00"), hours)).toBe(false);
    expect(chatOpen(ist("2026-11-29T12:00:00"), hours)).toBe(false);
  });

  it("opens at 10:00 sharp, in India time whatever the machine's zone", () => {
    expect(chatOpen(ist("2026-11-23T09:59:59"), hours)).toBe(false);
    expect(chatOpen(ist("2026-11-23T10:00:00"), hours)).toBe(true);
    expect(chatOpen(new Date("2026-11-23T04:30:00Z"), hours)).toBe(true);
  });

  it("a holiday of constants.chat.holidays is closed", () => {
    expect(hours.holidays).toContainEqual({ date: "2026-12-25", name: "Christmas" });
    expect(chatOpen(ist("2026-12-25T12:00:00"), hours)).toBe(false);
    expect(chatOpen(ist("2026-12-24T12:00:00"), hours)).toBe(true);
  });

  it("the next opening: Saturday evening → Monday 10:00; a holiday → the next business day; early morning → the same day", () => {
    expect(nextOpening(ist("2026-11-28T19:00:00"), hours)).toEqual(ist("2026-11-30T10:00:00"));
    expect(nextOpening(ist("2026-12-25T11:00:00"), hours)).toEqual(ist("2026-12-26T10:00:00"));
    expect(nextOpening(ist("2026-11-24T08:00:00"), hours)).toEqual(ist("2026-11-24T10:00:00"));
  });
});
