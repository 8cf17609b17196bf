import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The client bundle for visitors. Pages are prerendered by src/cli/build.ts; the
// schemas, Ajv and the loader stay on the build machine and never reach this bundle.
export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist/client", emptyOutDir: true },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/component/**/*.test.tsx"],
  },
});
