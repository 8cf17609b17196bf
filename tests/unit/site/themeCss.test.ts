import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { noScriptCss } from "../../../src/cli/noScriptCss.js";
import { customMedia, expandCustomMedia, readTheme, themeCss, themeProperties } from "../../../src/cli/themeCss.js";
import { projectRoot } from "../fixtureSite.js";

/** Every stylesheet a visitor's page, the embedded checkout or the agents' page loads, as the build reads them. */
const sheets = [...readdirSync(join(projectRoot, "src/styles")).map((f) => `src/styles/${f}`), "src/checkout/checkout.css", "src/admin/chat/chat.css"].filter((f) => f.endsWith(".css"));

/** Each declaration of a sheet, comments left out: [line, property, value]. */
function declarations(file: string): [number, string, string][] {
  const text = readFileSync(join(projectRoot, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "));
  const out: [number, string, string][] = [];
  for (const m of text.matchAll(/([a-z-]+)\s*:\s*([^;{}]+?)\s*(?=;|})/g)) out.push([text.slice(0, m.index).split("\n").length, m[1], m[2]]);
  return out;
}

/** CSS's named colours a hand might type (the full list is long; these are the ones worth catching). */
const namedColours = /\b(white|black|red|green|blue|gr[ae]y|orange|yellow|purple|pink|navy|silver|maroon|teal|olive|lime|aqua|fuchsia|brown|gold)\b/i;
const literalColour = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;

describe("the look comes from config/theme.json", () => {
  it("no stylesheet writes a colour of its own: every colour is one of the theme's custom properties", () => {
    const found = sheets.flatMap((file) =>
      declarations(file)
        .filter(([, prop, value]) => !prop.startsWith("--") || value.includes("#"))
        .filter(([, , value]) => literalColour.test(value) || namedColours.test(value.replace(/"[^"]*"/g, "")))
        .map(([line, prop, value]) => `${file}:${line} ${prop}: ${value}`),
    );
    expect(found).toEqual([]);
  });

  it("fonts, type sizes in pixels and corners are the theme's too (a size relative to its text, like 0.7em, may stay)", () => {
    const found = sheets.flatMap((file) =>
      declarations(file)
        .filter(([, prop, value]) => (prop === "font-family" && !value.startsWith("var(")) || (prop === "font-size" && /\d+px/.test(value)) || (prop === "border-radius" && /\d+px/.test(value) && value !== "999px"))
        .map(([line, prop, value]) => `${file}:${line} ${prop}: ${value}`),
    );
    expect(found).toEqual([]);
  });

  it("every custom property a sheet reads is the theme's or set in the sheets themselves", () => {
    const theme = themeProperties(readTheme(projectRoot));
    const local = new Set(sheets.flatMap((file) => declarations(file).filter(([, prop]) => prop.startsWith("--")).map(([, prop]) => prop)));
    const unknown = sheets.flatMap((file) =>
      [...readFileSync(join(projectRoot, file), "utf8").matchAll(/var\((--[a-z0-9-]+)/g)].map((m) => m[1]).filter((name) => !theme.has(name) && !local.has(name)).map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it("the theme's colours, sizes and steps become custom properties", () => {
    const props = themeProperties(readTheme(projectRoot));
    const theme = readTheme(projectRoot);
    expect(props.get("--color-primary")).toBe(theme.colors.primary.background);
    expect(props.get("--color-primary-text")).toBe(theme.colors.primary.text);
    expect(props.get("--color-footer-link")).toBe(theme.colors.footer.link);
    expect(props.get("--color-focus")).toBe(theme.colors.focus);
    expect(props.get("--text-h1")).toBe(`${theme.typeScale.h1}px`);
    expect(props.get("--radius-large")).toBe(`${theme.radii.large}px`);
    expect(props.get(`--space-${theme.spacing.length}`)).toBe(`${theme.spacing.at(-1)}px`);
  });

  it("screen sizes: @media (--name) becomes the theme's width, and a name it does not define stops the build", () => {
    const theme = readTheme(projectRoot);
    const media = customMedia(theme);
    expect(expandCustomMedia("(--phone)", media)).toBe(`(max-width: ${theme.breakpoints.phoneBelowPx - 0.02}px)`);
    expect(expandCustomMedia("(--columns)", media)).toBe(`(min-width: ${theme.breakpoints.servicePageColumnsFromPx}px)`);
    expect(expandCustomMedia("(prefers-reduced-motion: reduce)", media)).toBe("(prefers-reduced-motion: reduce)");
    expect(() => expandCustomMedia("(--huge)", media)).toThrow(/--huge.*--phone/);
  });

  it("@custom-selector: a name written once stands for its selector wherever it is used; a list, a combinator or an unknown name stops the build", async () => {
    const expand = async (text: string) => (await postcss([themeCss(projectRoot)]).process(text, { from: join(projectRoot, "src/styles/servicePage.css") })).css;
    const defined = '@custom-selector :--cols main:is([data-a="x y"]:has(> .b + .c), [data-d]);\n';
    expect(await expand(`${defined}:--cols > .b { a: 1 }\n@media (--phone) { :where(:--cols > .c, :--cols) { a: 2 } }`)).toBe(
      'main:is([data-a="x y"]:has(> .b + .c), [data-d]) > .b { a: 1 }\n@media (max-width: ' +
        `${readTheme(projectRoot).breakpoints.phoneBelowPx - 0.02}px) { :where(main:is([data-a="x y"]:has(> .b + .c), [data-d]) > .c, main:is([data-a="x y"]:has(> .b + .c), [data-d])) { a: 2 } }`,
    );
    await expect(expand("@custom-selector :--two .a, .b;\n:--two { a: 1 }")).rejects.toThrow(/:--two: one compound selector/);
    await expect(expand("@custom-selector :--deep main > .a;\n:--deep { a: 1 }")).rejects.toThrow(/:--deep: one compound selector/);
    await expect(expand(`${defined}:--colz { a: 1 }`)).rejects.toThrow(/:--colz: no @custom-selector/);
    // The site's sheet as built has none left.
    const built = await expand(readFileSync(join(projectRoot, "src/styles/servicePage.css"), "utf8"));
    expect(built.replace(/\/\*[\s\S]*?\*\//g, "")).not.toMatch(/:--|@custom-selector/);
  });

  it("the PostCSS plugin heads the site's stylesheet with the theme and expands its media rules", async () => {
    const from = join(projectRoot, "src/styles/site.css");
    const out = await postcss([themeCss(projectRoot)]).process("@media (--phone) { .a { color: var(--color-primary); } }", { from });
    const primary = readTheme(projectRoot).colors.primary.background;
    expect(out.css).toMatch(new RegExp(`^:root \\{[^}]*--color-primary: ${primary};`));
    expect(out.css).toContain(`@media (max-width: ${readTheme(projectRoot).breakpoints.phoneBelowPx - 0.02}px)`);
    // Any other sheet (the parts site.css imports) gets its media rules, not a second copy of the block.
    const part = await postcss([themeCss(projectRoot)]).process(".a { color: red }", { from: join(projectRoot, "src/styles/header.css") });
    expect(part.css).toBe(".a { color: red }");
  });

  it("the no-script stylesheet's phone size is the theme's, so a theme with a wider phone size moves it too", async () => {
    const built = await noScriptCss(projectRoot);
    expect(built).toContain(`@media ${customMedia(readTheme(projectRoot))["--phone"]} {`);
    expect(built).not.toContain("--phone");
    const documents = mkdtempSync(join(tmpdir(), "vidhi-theme-"));
    const theme = readTheme(projectRoot);
    mkdirSync(join(documents, "config"));
    writeFileSync(join(documents, "config/theme.json"), JSON.stringify({ ...theme, breakpoints: { ...theme.breakpoints, phoneBelowPx: 820 } }));
    const before = process.env.VIDHI_DOCUMENTS_DIR;
    process.env.VIDHI_DOCUMENTS_DIR = documents;
    try {
      expect(await noScriptCss(projectRoot)).toContain("@media (max-width: 819.98px) {");
    } finally {
      if (before === undefined) delete process.env.VIDHI_DOCUMENTS_DIR;
      else process.env.VIDHI_DOCUMENTS_DIR = before;
    }
  });
});
