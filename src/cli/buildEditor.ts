import react from "@vitejs/plugin-react";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { editorAssetsUrl } from "../server/editor/editorPages.js";
import { adminAssetsDir } from "../server/routes/adminChat.js";

/** Where the build writes each kind's schema and validators for the editor's bundle to import (src/admin/editor/kindForms.ts). */
export const editorGeneratedDir = join("dist", "editor-generated");

/**
 * Builds the document editor (src/admin/editor/main.tsx) into dist/admin/editor/: main.js (an ES module; each kind's
 * schema and precompiled validators a chunk of its own, fetched when a document of that kind is opened) and
 * main.css. Outside dist/client, so no visitor can load it: the server answers them at /admin/assets/editor/ behind
 * the admin password. Entries other than main (the preview frame's script) are added to `entries`. `outDir`:
 * elsewhere for the tests.
 */
export async function buildEditor(root: string, outDir = join(root, "dist", adminAssetsDir, "editor"), entries: Record<string, string> = {}): Promise<void> {
  // Imported here, not at the top: rjsf's utilities load React, which must be loaded the way the build process runs
  // it (production, once a Vite build has set NODE_ENV), or the prerender meets two Reacts.
  const { editorSchemaFiles, selfContainedSchema, validatorsCode } = await import("./editorSchemas.js");
  const generated = join(root, editorGeneratedDir);
  rmSync(generated, { recursive: true, force: true });
  mkdirSync(generated, { recursive: true });
  for (const file of editorSchemaFiles) {
    const schema = selfContainedSchema(join(root, "schemas"), file);
    const name = file.replace(/\.schema\.json$/, "");
    writeFileSync(join(generated, `${name}.schema.json`), JSON.stringify(schema));
    writeFileSync(join(generated, `${name}.validators.cjs`), validatorsCode(schema));
  }
  // Only the editor's own files go: the preview frame's script is built into the same folder by its own build.
  for (const old of ["main.js", "main.css", "chunks"]) rmSync(join(outDir, old), { recursive: true, force: true });
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
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
