import react from "@vitejs/plugin-react";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { editorAssetsUrl } from "../server/editor/editorPages.js";
import { adminAssetsDir } from "../server/staff/adminAssets.js";


/**
 * Builds the document editor (src/admin/editor/main.tsx) into dist/admin/editor/: main.js (an ES module; each kind's
 * schema and precompiled validators a chunk of its own, fetched when a document of that kind is opened) and
 * main.css. Outside dist/client, so no visitor can load it: the server answers them at /admin/assets/editor/ behind
 * the admin password. Entries other than main (the preview frame's script) are added to `entries`. `outDir`:
 * elsewhere for the tests. Each kind's schema and validators are first written for the bundle to import
 * (src/admin/editor/kindForms.ts, as `@editor-generated`) into a folder of this build's own, removed after: builds of
 * two servers on one checkout run at the same time, and one's rewrite of a shared folder left the other's editor
 * without some kinds' forms. The folder is under the project's node_modules, which the validators' imports need.
 */
export async function buildEditor(root: string, outDir = join(root, "dist", adminAssetsDir, "editor"), entries: Record<string, string> = {}): Promise<void> {
  // Imported here, not at the top: rjsf's utilities load React, which must be loaded the way the build process runs
  // it (production, once a Vite build has set NODE_ENV), or the prerender meets two Reacts.
  const { editorSchemaFiles, selfContainedSchema, validatorsCode } = await import("./editorSchemas.js");
  const cache = join(root, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const generated = mkdtempSync(join(cache, "vidhi-editor-forms-"));
  for (const file of editorSchemaFiles) {
    const schema = selfContainedSchema(join(root, "schemas"), file);
    const name = file.replace(/\.schema\.json$/, "");
    writeFileSync(join(generated, `${name}.schema.json`), JSON.stringify(schema));
    writeFileSync(join(generated, `${name}.validators.cjs`), validatorsCode(schema));
  }
  // Only the editor's own files go: the preview frame's script is built into the same folder by its own build.
  for (const old of ["main.js", "main.css", "chunks"]) rmSync(join(outDir, old), { recursive: true, force: true });
  try {
    await buildBundle(root, outDir, entries, generated);
  } finally {
    rmSync(generated, { recursive: true, force: true });
  }
}

async function buildBundle(root: string, outDir: string, entries: Record<string, string>, generated: string) {
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    resolve: { alias: { "@editor-generated": generated } },
    // Chunks are fetched (and preloaded) from where the server answers them, not from the site's root.
    base: editorAssetsUrl,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      cssCodeSplit: false,
      // The messages' validators are half a megabyte: an admin's chunk fetched once, not a visitor's.
      chunkSizeWarningLimit: 1024,
      rollupOptions: {
        input: { main: join(root, "src/admin/editor/main.tsx"), ...entries },
        output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js", assetFileNames: (asset) => (asset.names.some((n) => n.endsWith(".css")) ? "main.css" : "[name][extname]") },
      },
    },
  });
}
