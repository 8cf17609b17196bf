import { describe, expect, it } from "vitest";
import { emptyDigits, otpEntryReducer, typedIntoBox, type OtpEntry } from "../../../src/blocks/otp/otpEntry.js";

// The one OTP digit entry of the login drawer and the lead popup: every transition of the boxes.
const entry = (code: string, refused = false): OtpEntry => ({ digits: [...code.padEnd(6, " ")].map((d) => d.trim()), refused });
const typed = (e: OtpEntry, index: number, text: string) => otpEntryReducer(e, { type: "typed", index, text });
const backspace = (e: OtpEntry, index: number) => otpEntryReducer(e, { type: "backspace", index });
const shown = (digits: string[]) => digits.map((d) => d || "_").join("");

describe("typing", () => {
  it("a digit fills its box and moves focus to the next", () => {
    expect(typed(entry(""), 0, "4")).toEqual({ entry: { digits: ["4", "", "", "", "", ""], refused: false }, focus: 1, complete: false });
    expect(shown(typed(entry("12"), 2, "3")!.entry.digits)).toBe("123___");
  });

  it("anything but digits is dropped; nothing left empties the box and keeps focus there", () => {
    const step = typed(entry("12"), 1, "x")!;
    expect(shown(step.entry.digits)).toBe("1_____");
    expect(step.focus).toBe(1);
    expect(typed(entry("12"), 1, "")!.focus).toBe(1);
  });

  it("the last box stays focused and completes the code", () => {
    const step = typed(entry("12345"), 5, "6")!;
    expect(step).toMatchObject({ focus: 5, complete: true });
    expect(shown(step.entry.digits)).toBe("123456");
  });

  it("does not change the entry it is given", () => {
    const before = entry("12");
    typed(before, 2, "3");
    expect(shown(before.digits)).toBe("12____");
  });
});

describe("pasting", () => {
  it("a whole code fills from the first box, whichever box it lands in, and completes", () => {
    const step = typed(entry(""), 3, " 65-43 21 ")!;
    expect(shown(step.entry.digits)).toBe("654321");
    expect(step).toMatchObject({ focus: 5, complete: true });
  });

  it("a part of a code fills from the box it lands in", () => {
    const step = typed(entry(""), 2, "12")!;
    expect(shown(step.entry.digits)).toBe("__12__");
    expect(step).toMatchObject({ focus: 4, complete: false });
  });

  it("digits beyond the last box are dropped", () => {
    expect(shown(typed(entry(""), 4, "123")!.entry.digits)).toBe("____12");
  });
});

describe("after a refused code", () => {
  it("typing into a box starts the code again from there: the boxes after it empty, and the refusal clears", () => {
    const step = typed(entry("111111", true), 3, "7")!;
    expect(shown(step.entry.digits)).toBe("1117__");
    expect(step).toMatchObject({ focus: 4, complete: false, entry: { refused: false } });
  });

  it("a pasted whole code replaces it", () => {
    expect(typed(entry("111111", true), 0, "222222")).toMatchObject({ complete: true, entry: { digits: [..."222222"], refused: false } });
  });

  it("without a refusal the later boxes keep their digits", () => {
    expect(shown(typed(entry("111111"), 3, "7")!.entry.digits)).toBe("111711");
  });
});

describe("Backspace", () => {
  it("in an empty box goes to the previous one and clears it", () => {
    const step = backspace(entry("12"), 2)!;
    expect(shown(step.entry.digits)).toBe("1_____");
    expect(step).toMatchObject({ focus: 1, complete: false });
  });

  it("in a filled box clears it where it is", () => {
    const step = backspace(entry("123"), 1)!;
    expect(shown(step.entry.digits)).toBe("1_3___");
    expect(step.focus).toBe(1);
  });

  it("in the empty first box has nothing to do: the key is left to the browser", () => {
    expect(backspace(entry(""), 0)).toBeNull();
  });

  it("clears a refusal", () => {
    expect(backspace(entry("123456", true), 5)!.entry.refused).toBe(false);
  });
});

it("a fresh code is empty boxes of the configured length", () => {
  expect(emptyDigits(4)).toEqual(["", "", "", ""]);
});

describe("typedIntoBox", () => {
  it("is the new text of an empty box", () => expect(typedIntoBox("", "7")).toBe("7"));
  it("is what was added after the old digit", () => expect(typedIntoBox("4", "47")).toBe("7"));
  it("is what was added before the old digit", () => expect(typedIntoBox("4", "74")).toBe("7"));
  it("is the whole value when the old digit is gone (selected and replaced, or deleted)", () => {
    expect(typedIntoBox("4", "7")).toBe("7");
    expect(typedIntoBox("4", "")).toBe("");
  });
});
