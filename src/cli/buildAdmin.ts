import { join } from "node:path";
import { build } from "vite";
import { adminAssetsDir } from "../server/staff/adminAssets.js";
import { themeCss } from "./themeCss.js";

/**
 * Builds the agents' page script (src/admin/chat/main.ts) as one minified IIFE and its stylesheet: dist/admin/chat.js
 * and chat.css, outside dist/client so that no visitor can load it: the server answers them at /admin/assets/ behind
 * the admin password (server/chat/adminChatRoutes.ts). Its words come with the page, so nothing is baked in. `outDir`: elsewhere
 * for the tests.
 */
export async function buildAdmin(root: string, outDir = join(root, "dist", adminAssetsDir)): Promise<void> {
  await buildAdminScript(root, { entry: "src/admin/chat/main.ts", name: "vidhiAdminChat", file: "chat", outDir });
}

/** One admin page's script (`entry`, from the root) as a minified IIFE `<file>.js` in `outDir`, with its stylesheet `<file>.css` when it imports one. */
export async function buildAdminScript(root: string, script: { entry: string; name: string; file: string; outDir: string }): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    // The theme's custom properties head chat.css, so the agents' page has the site's colours (src/cli/themeCss.ts).
    css: { postcss: { plugins: [themeCss(root)] } },
    build: {
      outDir: script.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: join(root, script.entry), formats: ["iife"], name: script.name, fileName: () => `${script.file}.js`, cssFileName: script.file },
    },
  });
}
