import { join } from "node:path";
import { build } from "vite";
import { adminAssetsDir } from "../server/routes/adminChat.js";
import { themeCss } from "./themeCss.js";

/**
 * Builds the agents' page script (src/admin/chat/main.ts) as one minified IIFE and its stylesheet: dist/admin/chat.js
 * and chat.css, outside dist/client so that no visitor can load it: the server answers them at /admin/assets/ behind
 * the admin password (routes/adminChat.ts). Its words come with the page, so nothing is baked in. `outDir`: elsewhere
 * for the tests.
 */
export async function buildAdmin(root: string, outDir = join(root, "dist", adminAssetsDir)): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    // The theme's custom properties head chat.css, so the agents' page has the site's colours (src/cli/themeCss.ts).
    css: { postcss: { plugins: [themeCss(root)] } },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: join(root, "src/admin/chat/main.ts"), formats: ["iife"], name: "vidhiAdminChat", fileName: () => "chat.js", cssFileName: "chat" },
    },
  });
}
