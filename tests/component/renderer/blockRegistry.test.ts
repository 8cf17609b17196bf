import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { importedFile } from "../../../eslint/importCycles.js";
import { definitionsOf } from "../../../renderer/definitions.js";
import { blockBuilds, builds, layoutBuilds } from "../../../src/buildRegistry.js";
import { islands, registry } from "../../../src/registry.js";
import { projectRoot, schemasDir } from "../../unit/fixtureSite.js";

/** The page schema's block types, read from the schema itself (not from the types generated from it). */
const schemaBlockTypes = (): string[] => {
  const schema = JSON.parse(readFileSync(join(schemasDir, "page.schema.json"), "utf8")) as { $defs: Record<string, { oneOf?: { $ref: string }[]; properties?: { type?: { const?: string } } }> };
  return schema.$defs.block.oneOf!.map((r) => schema.$defs[r.$ref.replace("#/$defs/", "")].properties!.type!.const!);
};

// A static or dynamic import that loads code (a type-only import is erased and loads nothing).
const loadingImport = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

/** Every project file the browser's entry reaches through imports that load code, lazy chunks included. */
function browserFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(loadingImport)) {
      const next = importedFile(file, m[1] ?? m[2]);
      if (next) visit(next);
    }
  };
  visit(join(projectRoot, entry));
  return [...seen].map((f) => relative(projectRoot, f));
}

describe("the two registries: definitions for the browser and the prerender, resolvers for the build only", () => {
  it("the browser registry holds only islands, each the registry's own definition", () => {
    expect(Object.keys(islands).length).toBeGreaterThan(0);
    for (const [type, def] of Object.entries(islands)) {
      expect(def.hydrate, type).toBe(true);
      expect(definitionsOf(registry)[type], type).toBe(def);
    }
    const hydrating = Object.entries(definitionsOf(registry)).filter(([, def]) => def.hydrate);
    expect(hydrating.map(([type]) => type).sort()).toEqual(Object.keys(islands).sort());
  });

  it("the browser's code reaches no resolver and not the build registry, through any import or lazy chunk", () => {
    const files = browserFiles("src/entry-client.tsx");
    expect(files).toContain("src/registry.ts");
    expect(files).toContain("src/blocks/header/Header.tsx");
    expect(files.filter((f) => /Resolver\.ts$|buildRegistry\.ts$/.test(f))).toEqual([]);
  });

  it("every page block type of the page schema has exactly one definition, and no layout block shares its name", () => {
    expect(Object.keys(registry.blocks).sort()).toEqual(schemaBlockTypes().sort());
    const layout = [...Object.keys(registry.layout.top), ...Object.keys(registry.layout.bottom)];
    expect(new Set(layout).size).toBe(layout.length);
    expect(layout.filter((t) => t in registry.blocks)).toEqual([]);
  });

  it("every resolver has a definition of its kind, and the build registry is exactly the layout's and the page blocks' resolvers", () => {
    const layout = { ...registry.layout.top, ...registry.layout.bottom };
    for (const type of Object.keys(layoutBuilds)) expect(layout, type).toHaveProperty(type);
    for (const type of Object.keys(blockBuilds)) expect(registry.blocks, type).toHaveProperty(type);
    expect(Object.keys(builds).sort()).toEqual([...Object.keys(layoutBuilds), ...Object.keys(blockBuilds)].sort());
    for (const [type, build] of Object.entries(builds)) expect(typeof build.resolve, type).toBe("function");
  });
});
