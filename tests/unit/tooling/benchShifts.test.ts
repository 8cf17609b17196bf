import { describe, expect, it } from "vitest";
import { extraScreens, shiftsRow } from "../../../src/cli/benchShifts.js";
import { desktopScreen } from "../../../src/cli/cdpVisitorPage.js";

describe("the bench's row of layout shifts over every page", () => {
  it("no shift: says so, with the number of pages and the budget", () => {
    const [measure, value, note] = shiftsRow(189, []);
    expect(measure).toBe("layout shifts at load, every page (390×844, 4× CPU)");
    expect(value).toBe("none on 189 pages");
    expect(note).toContain("budget: CLS 0");
  });

  it("a laptop's pass names its screen", () => {
    expect(shiftsRow(189, [], desktopScreen)[0]).toBe("layout shifts at load, every page (1280×800, 4× CPU)");
  });

  it("shifts: how many pages, the worst first, and what moved on each", () => {
    const [, value, note] = shiftsRow(189, [
      { route: "/about-us", total: 0.00098, moved: ["0.00098 at 237 ms: a.header-login 308,8 66×38 → 250,8 66×38"] },
      { route: "/events", total: 0.07583, moved: ["0.07583 at 209 ms: footer.site-footer 0,0 0×0 → 0,715 390×64"] },
    ]);
    expect(value).toBe("2 of 189 pages shift; worst 0.07583");
    expect(note.indexOf("/events 0.07583")).toBeLessThan(note.indexOf("/about-us 0.00098"));
    expect(note).toContain("a.header-login 308,8 66×38 → 250,8 66×38");
  });

  it("more windows from BENCH_SHIFT_SCREENS: a phone's or a small tablet's, each named in its row; a size that is not one stops the bench", () => {
    expect(extraScreens(undefined)).toEqual([]);
    expect(extraScreens(" ")).toEqual([]);
    const screens = extraScreens("600x960, 740x360");
    expect(screens).toEqual([
      { width: 600, height: 960, deviceScaleFactor: 2, mobile: true },
      { width: 740, height: 360, deviceScaleFactor: 2, mobile: true },
    ]);
    expect(shiftsRow(189, [], screens[1])[0]).toBe("layout shifts at load, every page (740×360, 4× CPU)");
    for (const wrong of ["600", "600x", "600×960", "60x960", "600x960,"]) expect(() => extraScreens(wrong), wrong).toThrow(/BENCH_SHIFT_SCREENS/);
  });
});
