import { describe, expect, it } from "vitest";
import { comboboxKeys } from "../../../src/blocks/leadForm/comboboxKeys.js";

// The keys of the lead form's city search and filtered dropdown, in one place.
function press(key: string, active: number, count: number) {
  const done: string[] = [];
  let prevented = false;
  comboboxKeys({ key, preventDefault: () => void (prevented = true) }, active, count, {
    move: (i) => void done.push(`move ${i}`),
    choose: (i) => void done.push(`choose ${i}`),
    close: () => void done.push("close"),
  });
  return { prevented, done: done.join() };
}

describe("comboboxKeys", () => {
  it("the arrows move the highlight and stop at either end of the list", () => {
    expect(press("ArrowDown", 0, 3)).toEqual({ prevented: true, done: "move 1" });
    expect(press("ArrowDown", 2, 3).done).toBe("move 2");
    expect(press("ArrowUp", 2, 3)).toEqual({ prevented: true, done: "move 1" });
    expect(press("ArrowUp", 0, 3).done).toBe("move 0");
  });
  it("over an empty (or closed) list the arrows stay on the first place", () => {
    expect(press("ArrowDown", 0, 0).done).toBe("move 0");
    expect(press("ArrowUp", 0, 0).done).toBe("move 0");
  });
  it("Enter chooses the highlighted option; over an empty list it is left to the input (the form's submit)", () => {
    expect(press("Enter", 1, 3)).toEqual({ prevented: true, done: "choose 1" });
    expect(press("Enter", 0, 0)).toEqual({ prevented: false, done: "" });
  });
  it("Escape closes and keeps its default; any other key is left to the input", () => {
    expect(press("Escape", 1, 3)).toEqual({ prevented: false, done: "close" });
    for (const key of ["a", "Home", "End", "Tab", "Backspace"]) expect(press(key, 1, 3)).toEqual({ prevented: false, done: "" });
  });
});
