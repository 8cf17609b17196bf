import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { noScriptCssPlugin } from "./src/cli/noScriptCss.js";
import { themeCss } from "./src/cli/themeCss.js";

const root = fileURLToPath(new URL(".", import.meta.url));

// The client bundle for visitors. Pages are prerendered by src/cli/build.ts; the
// schemas, Ajv and the loader stay on the build machine and never reach this bundle.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), noScriptCssPlugin(root)],
  // config/theme.json becomes the stylesheet's custom properties and its @media screen sizes (src/cli/themeCss.ts).
  css: { postcss: { plugins: [themeCss(root)] } },
  // ofetch's default parser is never used (src/lib/jsonText.ts says why): built pages go without it.
  resolve: command === "build" ? { alias: { destr: fileURLToPath(new URL("./src/lib/jsonText.ts", import.meta.url)) } } : {},
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // No modulepreload polyfill in the entry (about 0.3 KiB): every browser we serve has <link rel="modulepreload">
    // (Chrome 66, Firefox 115, Safari 17); an older one still loads every chunk, only without the early fetch.
    modulePreload: { polyfill: false },
    // React DOM (with its scheduler) is a chunk of its own, which only defines its CommonJS module: the chunk that
    // imports it (renderer/hydrateIsland.tsx, 1 KiB) runs it. Why: docs/rendering.md, "No long task while islands hydrate".
    // Without its dependencies (React stays in the chunk the entry shares with every island, as it was).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: "reactDom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }] } } },
  },
  test: {
    environment: "node",
    // The editor's kinds' forms are written by each editor build into a folder of its own (src/cli/buildEditor.ts);
    // the component tests compile the forms they need themselves (kindForms.ts formOf), so this glob finds none.
    alias: { "@editor-generated": fileURLToPath(new URL("./node_modules/.cache/vidhi-editor-forms-none", import.meta.url)) },
    include: ["tests/unit/**/*.test.ts", "tests/component/**/*.test.{ts,tsx}"],
    // After each test, what a component test rendered is removed: the files of a worker share one document (below).
    setupFiles: ["tests/setupCleanup.ts"],
    // The run's temporary folders (stores, builds, copies of the documents) in one folder, removed at its end.
    globalSetup: ["tests/tempFolder.ts"],
    // Hooks open stores, apps and servers; on a busy machine (two cores, other work) that can pass vitest's 10 s default.
    hookTimeout: 120_000,
    // A test's outcome never hangs on the machine's speed: CPU-bound work (compiling every schema's validator, a
    // build) took 7 s of vitest's 5 s default with other work running. A test that truly hangs still ends here.
    testTimeout: 120_000,
    // Two files at a time, whatever the core count: vitest's default on two cores is one worker, and most of a file's
    // time here is waiting (servers, child builds, the store), not this process's CPU.
    maxWorkers: 2,
    // The files of a worker share one module graph: the schemas' validators, the migrated store image (openStore.ts)
    // and every import are made once per worker, not once per file (the suite took 520 s isolated, 397 s not). So a
    // test file that changes something global (a stubbed global, process.env, fake timers) undoes it when it ends.
    isolate: false,
  },
}));
