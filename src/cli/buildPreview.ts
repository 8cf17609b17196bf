import { join } from "node:path";
import { adminAssetsDir } from "../server/routes/adminChat.js";
import { buildAdminScript } from "./buildAdmin.js";

/**
 * Builds the document editor's preview frame script (src/admin/editor/preview/frame.ts): dist/admin/editor/preview.js,
 * beside the editor's own files and outside dist/client, so no visitor loads it (it is answered at
 * /admin/assets/editor/preview.js behind the admin password). `outDir`: elsewhere for the tests.
 */
export async function buildPreview(root: string, outDir = join(root, "dist", adminAssetsDir, "editor")): Promise<void> {
  await buildAdminScript(root, { entry: "src/admin/editor/preview/frame.ts", name: "vidhiEditorPreview", file: "preview", outDir });
}
