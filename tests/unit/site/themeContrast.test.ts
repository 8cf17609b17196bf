import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../src/documents/references/themeContrast.js";
import { brokenSite, check, onlyProblem, projectRoot } from "../fixtureSite.js";

describe("WCAG contrast of the theme (a low-contrast theme is refused with the pair named)", () => {
  it("the ratio is WCAG 2's", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#1d3c78", "#ffffff")).toBeCloseTo(contrastRatio("#ffffff", "#1d3c78"), 10);
  });

  it("the site's theme passes", () => {
    expect(check(brokenSite("config/theme.json", () => {}).root).problems).toEqual([]);
  });

  it("text on the primary colour under 4.5:1 is refused, at the text colour, with the ratio", () => {
    const p = onlyProblem(brokenSite("config/theme.json", (d) => (d.colors.primary.background = "#7a8fb8")).root);
    expect([p.file, p.pointer]).toEqual(["config/theme.json", "/colors/primary/text"]);
    expect(p.message).toMatch(/^text on primary: #ffffff on #7a8fb8 has a contrast of 3\.\d\d:1, under the 4\.5:1 WCAG AA asks for; choose a darker or lighter colour$/);
  });

  it("a primary colour too light for a button on the page, and a faint focus ring, are refused (3:1)", () => {
    const { problems } = check(brokenSite("config/theme.json", (d) => ((d.colors.primary = { background: "#c7d2fe", text: "#1f2937" }), (d.colors.focus = "#e5e7eb"))).root);
    expect(problems.map((p) => [p.pointer, p.message.split(":")[0]])).toEqual([
      ["/colors/primary/background", "primary buttons against the page"],
      ["/colors/focus", "the focus ring against the page"],
    ]);
  });

  it("an error message readable on its panel but not on the page is refused", () => {
    const p = onlyProblem(brokenSite("config/theme.json", (d) => (d.colors.danger = { background: "#7f1d1d", text: "#fecaca" })).root);
    expect(p.pointer).toBe("/colors/danger/text");
    expect(p.message).toMatch(/^danger text on the page: #fecaca on #ffffff/);
  });

  it("npm run validate refuses a low-contrast theme, naming the pair, its ratio and where it is", () => {
    const { root } = brokenSite("config/theme.json", (d) => (d.colors.page.muted = "#9ca3af"));
    const r = spawnSync(process.execPath, ["--import", "tsx", join(projectRoot, "src/cli/validate.ts"), root], { cwd: projectRoot, encoding: "utf8", env: { ...process.env, GITHUB_ACTIONS: "" } });
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/config\/theme\.json:\d+:\d+ .*muted on page: #9ca3af on #ffffff has a contrast of 2\.\d\d:1, under the 4\.5:1 WCAG AA asks for/);
  });
});
