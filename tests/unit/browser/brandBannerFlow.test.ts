import { describe, expect, it } from "vitest";
import { brandBannerFlow, initialBrandBannerState, type BrandBannerEvent } from "../../../src/blocks/banners/brandBannerFlow.js";
import { brandBannerHeadScript, brandBannerHiddenAttribute } from "../../../src/blocks/banners/brandBannerHead.js";

const rules = { scrollThresholdPx: 50 };

describe("brandBannerFlow (constants announcementBar)", () => {
  it("starts shown", () => expect(initialBrandBannerState).toBe("shown"));

  it.each<[string, BrandBannerEvent, "shown" | "hidden", boolean]>([
    ["the auto-hide timer fires", { type: "timeout" }, "hidden", true],
    ["the page scrolls beyond the threshold", { type: "scrolled", y: 51 }, "hidden", true],
    ["the page scrolls far", { type: "scrolled", y: 4000 }, "hidden", true],
    ["the page scrolls exactly to the threshold", { type: "scrolled", y: 50 }, "shown", false],
    ["the page scrolls a little", { type: "scrolled", y: 10 }, "shown", false],
    ["the page is at the top", { type: "scrolled", y: 0 }, "shown", false],
    ["the visitor closes it", { type: "closed" }, "hidden", true],
    ["session storage says it was hidden", { type: "restoredHidden" }, "hidden", false],
  ])("shown, then %s: %s (remember: %s)", (_what, event, state, remember) => {
    expect(brandBannerFlow("shown", event, rules)).toEqual({ state, remember });
  });

  it.each<BrandBannerEvent>([{ type: "timeout" }, { type: "scrolled", y: 500 }, { type: "scrolled", y: 0 }, { type: "closed" }, { type: "restoredHidden" }])(
    "hidden stays hidden and writes nothing again on %o",
    (event) => expect(brandBannerFlow("hidden", event, rules)).toEqual({ state: "hidden", remember: false }),
  );

  it("reads the threshold from its rules, not from a number of its own", () => {
    expect(brandBannerFlow("shown", { type: "scrolled", y: 51 }, { scrollThresholdPx: 100 }).state).toBe("shown");
    expect(brandBannerFlow("shown", { type: "scrolled", y: 101 }, { scrollThresholdPx: 100 }).state).toBe("hidden");
  });
});

describe("brandBannerHeadScript", () => {
  it("writes the key as a JSON string literal that cannot close the script element", () => {
    const source = brandBannerHeadScript('a"</script><b>');
    expect(source).not.toMatch(/<\//);
    expect(() => new Function(source)).not.toThrow(); // still one valid script
    expect(source).toContain(`"${brandBannerHiddenAttribute}"`);
  });
});
