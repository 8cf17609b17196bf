import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import type { Plugin } from "vite";
import { themeCss } from "./themeCss.js";

/** The stylesheet pages link inside <noscript> (index.html), at a fixed address since the link is not Vite's to rewrite. */
export const noScriptSheet = { source: "src/styles/no-script.css", address: "no-script.css" } as const;

/** The no-script stylesheet as the build writes it: its `@media (--phone)` the theme's phone size, like every other sheet. */
export async function noScriptCss(root: string): Promise<string> {
  const from = join(root, noScriptSheet.source);
  return (await postcss([themeCss(root)]).process(readFileSync(from, "utf8"), { from })).css;
}

/**
 * A Vite plugin that writes /no-script.css into the build. Vite leaves a <link> inside <noscript> alone and files in
 * public/ are copied as they are, so without this the sheet would keep a screen size of its own when the theme's changes.
 */
export function noScriptCssPlugin(root: string): Plugin {
  return {
    name: "vidhi-no-script-css",
    apply: "build",
    async generateBundle() {
      // The SSR build writes no pages' files.
      if (this.environment?.config.consumer === "server") return;
      this.emitFile({ type: "asset", fileName: noScriptSheet.address, source: await noScriptCss(root) });
    },
  };
}
