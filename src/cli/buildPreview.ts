import { join } from "node:path";
import { build } from "vite";
import { adminAssetsDir } from "../server/routes/adminChat.js";

/**
 * Builds the document editor's preview frame script (src/admin/editor/preview/frame.ts) as one minified IIFE:
 * dist/admin/editor/preview.js, beside the editor's own files and outside dist/client, so no visitor loads it (it
 * is answered at /admin/assets/editor/preview.js behind the admin password). `outDir`: elsewhere for the tests.
 */
export async function buildPreview(root: string, outDir = join(root, "dist", adminAssetsDir, "editor")): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: join(root, "src/admin/editor/preview/frame.ts"), formats: ["iife"], name: "vidhiEditorPreview", fileName: () => "preview.js" },
    },
  });
}
