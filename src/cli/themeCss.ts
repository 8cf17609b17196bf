import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin, Root } from "postcss";
import type { ThemeDocument } from "../documents/types.js";

/**
 * config/theme.json as CSS: its colours, fonts, sizes, corners and spacing as custom properties on :root, and its
 * screen sizes written into the stylesheets' `@media (--name)` rules (media queries cannot read custom properties).
 * The site's stylesheet, the embedded checkout's and so every page get them at build time, so changing a colour in
 * the document alone recolours the whole site.
 */

/** Where the documents are: VIDHI_DOCUMENTS_DIR when the server builds another copy of them, else the project. */
export function documentsRoot(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.VIDHI_DOCUMENTS_DIR || root;
}

export function readTheme(documents: string): ThemeDocument {
  return JSON.parse(readFileSync(join(documents, "config/theme.json"), "utf8")) as ThemeDocument;
}

/** Every custom property the theme defines, name → value: --color-primary, --color-primary-text, --text-h1, --space-3… */
export function themeProperties(theme: ThemeDocument): Map<string, string> {
  const out = new Map<string, string>();
  for (const [surface, value] of Object.entries(theme.colors)) {
    if (typeof value === "string") {
      out.set(`--color-${surface}`, value);
      continue;
    }
    // A surface's background is the surface's own name; what is drawn on it is suffixed: --color-footer, --color-footer-link.
    for (const [part, colour] of Object.entries(value as Record<string, string>)) out.set(part === "background" ? `--color-${surface}` : `--color-${surface}-${part}`, colour);
  }
  for (const [name, stack] of Object.entries(theme.fonts)) out.set(`--font-${name}`, stack);
  for (const [name, px] of Object.entries(theme.typeScale)) out.set(`--text-${name}`, `${px}px`);
  for (const [name, px] of Object.entries(theme.radii)) out.set(`--radius-${name}`, `${px}px`);
  theme.spacing.forEach((px, i) => out.set(`--space-${i + 1}`, `${px}px`));
  return out;
}

/** The named screen sizes a stylesheet writes as `@media (--name)` (Media Queries 5 custom media), each as a query. */
export function customMedia(theme: ThemeDocument): Record<string, string> {
  const b = theme.breakpoints;
  // "Below N" stops a fraction short of N, so that exactly N px is the wider layout, as the header's script decides.
  const below = (px: number) => `${px - 0.02}px`;
  return {
    "--phone": `(max-width: ${below(b.phoneBelowPx)})`,
    "--tablet-up": `(min-width: ${b.phoneBelowPx}px)`,
    "--header-compact": `(min-width: ${b.phoneBelowPx}px) and (max-width: ${below(b.compactHeaderBelowPx)})`,
    "--form-phone": `(max-width: ${b.leadFormPhoneAtMostPx}px)`,
    "--columns": `(min-width: ${b.servicePageColumnsFromPx}px)`,
    "--one-column": `(max-width: ${below(b.servicePageColumnsFromPx)})`,
  };
}

/** `@media (--phone)` → `@media (max-width: 767.98px)`; a name the theme does not define stops the build. */
export function expandCustomMedia(params: string, media: Record<string, string>): string {
  return params.replace(/\((--[a-z-]+)\)/g, (_, name: string) => {
    const query = media[name];
    if (!query) throw new Error(`@media (${name}): no such screen size; the theme's are ${Object.keys(media).join(", ")} (src/cli/themeCss.ts)`);
    return query;
  });
}

/**
 * `@custom-selector :--name <selector>;` (CSS Extensions, a draft no browser has): every `:--name` in the sheet's
 * selectors becomes its selector, and the at-rule goes, so a long condition is written once. The selector is one
 * compound (combinators, spaces and lists only inside `:is()`, `:not()`, `:has()` or an attribute), so it stands
 * wherever a compound does; a name the sheet does not define stops the build.
 */
export function expandCustomSelectors(css: Root): void {
  const selectors = new Map<string, string>();
  css.walkAtRules("custom-selector", (rule) => {
    const found = /^(:--[a-z][a-z0-9-]*)\s+([\s\S]+)$/.exec(rule.params.trim());
    if (!found) throw new Error(`@custom-selector ${rule.params}: write it as ':--name selector' (src/cli/themeCss.ts)`);
    const [, name, selector] = found;
    let outer = selector.trim();
    for (let inner = ""; inner !== outer; ) [inner, outer] = [outer, outer.replace(/\([^()]*\)|\[[^[\]]*\]/g, "")];
    if (/[\s>+~,]/.test(outer)) throw new Error(`@custom-selector ${name}: one compound selector, without a list or a combinator outside :is(), :not() or :has() (src/cli/themeCss.ts)`);
    selectors.set(name, selector.trim());
    rule.remove();
  });
  css.walkRules((rule) => {
    if (!rule.selector.includes(":--")) return;
    rule.selector = rule.selector.replace(/:--[a-z][a-z0-9-]*/g, (name) => {
      const selector = selectors.get(name);
      if (!selector) throw new Error(`${name}: no @custom-selector of that name in this stylesheet (src/cli/themeCss.ts)`);
      return selector;
    });
  });
}

/** The stylesheets that carry the generated block: the site's, the embedded checkout's and the agents' page's. */
const themedSheets = [/src[\\/]styles[\\/]site\.css$/, /src[\\/]checkout[\\/]checkout\.css$/, /src[\\/]admin[\\/]chat[\\/]chat\.css$/];

/**
 * A PostCSS plugin for Vite's `css.postcss.plugins`. It runs on a stylesheet after its @imports are inlined, so the
 * parts of site.css are covered too. The theme is read on each build, so a rebuild picks up an edited document.
 */
export function themeCss(root: string): Plugin {
  return {
    postcssPlugin: "vidhi-theme",
    Once(css, { Rule, Declaration }) {
      const theme = readTheme(documentsRoot(root));
      const media = customMedia(theme);
      css.walkAtRules("media", (rule) => {
        rule.params = expandCustomMedia(rule.params, media);
      });
      expandCustomSelectors(css);
      const file = css.source?.input?.file ?? "";
      if (!themedSheets.some((sheet) => sheet.test(file))) return;
      // Nodes with the sheet's own source (Vite warns of a node without one, as of a plugin that parsed without `from`).
      const source = css.source;
      const rule = new Rule({ selector: ":root", source });
      for (const [prop, value] of themeProperties(theme)) rule.append(new Declaration({ prop, value, source }));
      css.prepend(rule);
    },
  };
}
