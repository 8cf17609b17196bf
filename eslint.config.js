// ESLint: TypeScript's recommended rules, the rules of React hooks, and the direction of imports between layers.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import vidhi from "./eslint/importLayers.js";

/**
 * The layers and what each may import (besides its own layer and npm packages); the first layer whose path a file
 * starts with is its layer. docs/architecture.md draws the same table.
 */
export const layers = [
  { name: "document types", paths: ["src/documents/types"], may: [] },
  { name: "documents", paths: ["src/documents/"], may: ["document types"] },
  { name: "contract types", paths: ["src/contract/types"], may: [] },
  { name: "contract", paths: ["src/contract/"], may: ["contract types"] },
  { name: "renderer's public surface", paths: ["renderer/index", "renderer/types/"], may: ["renderer", "documents", "document types"] },
  { name: "renderer", paths: ["renderer/"], may: ["renderer's public surface", "documents", "document types"] },
  { name: "blocks", paths: ["src/blocks/"], may: ["renderer's public surface", "document types", "contract types", "api", "state", "lib", "rules", "analytics"] },
  { name: "state", paths: ["src/state/"], may: ["renderer's public surface", "document types", "contract types", "api", "lib"] },
  { name: "analytics", paths: ["src/analytics/"], may: ["renderer's public surface", "document types", "contract types", "api", "lib", "contract"] },
  { name: "api", paths: ["src/api/"], may: ["renderer's public surface", "document types", "contract types", "lib", "contract"] },
  { name: "rules", paths: ["src/rules/"], may: ["renderer's public surface", "document types", "contract types", "lib"] },
  { name: "lib", paths: ["src/lib/"], may: ["renderer's public surface", "document types", "contract types", "contract"] },
  { name: "embedded checkout", paths: ["src/checkout/"], may: ["renderer's public surface", "document types", "contract types", "rules", "lib", "contract"] },
  { name: "admin pages", paths: ["src/admin/"], may: ["renderer's public surface", "document types", "contract types", "lib"] },
  { name: "server", paths: ["src/server/"], may: ["renderer's public surface", "documents", "document types", "rules", "lib", "contract", "contract types"] },
  { name: "composition root", paths: ["src/registry", "src/buildRegistry", "src/entry-client", "src/entry-server", "src/cli/", "tests/", "eslint/"], may: ["*"] },
];

export default tseslint.config(
  { ignores: ["dist/", "dist.next/", "dist.old/", "node_modules/", "src/documents/types.ts", "src/contract/types.ts", ".data/", "test-results/", "playwright-report/", ".scratch/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, vidhi },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // These read code for the React Compiler, which this project does not run: off, with the reason here.
      "react-hooks/preserve-manual-memoization": "off",
      "react-hooks/incompatible-library": "off",
      "react-hooks/unsupported-syntax": "off",
      "react-hooks/config": "off",
      "react-hooks/gating": "off",
      "react-hooks/exhaustive-deps": "error",
      "vidhi/import-layers": ["error", { layers }],
      "vidhi/no-import-cycles": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Tests build fakes of browser and store objects with `as any` on purpose.
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["eslint/**/*.js", "eslint.config.js"],
    languageOptions: { globals: globals.node },
  },
);
