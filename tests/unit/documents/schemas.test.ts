import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schemasDir } from "../fixtureSite.js";

const files = [...readdirSync(schemasDir).filter((f) => f.endsWith(".json")), ...readdirSync(join(schemasDir, "api")).map((f) => `api/${f}`)];

/** Every property schema and every definition, with its place. */
function* fields(node: unknown, at: string): Generator<[string, Record<string, unknown>]> {
  if (!node || typeof node !== "object") return;
  const n = node as Record<string, unknown>;
  for (const key of ["properties", "$defs"] as const) {
    for (const [name, child] of Object.entries((n[key] as Record<string, unknown>) ?? {})) {
      if (key === "properties" && name === "$schema") continue;
      yield [`${at}/${key}/${name}`, child as Record<string, unknown>];
      yield* fields(child, `${at}/${key}/${name}`);
    }
  }
  for (const key of ["items", "additionalProperties"] as const) if (n[key] && typeof n[key] === "object") yield* fields(n[key], `${at}/${key}`);
}

describe("schemas speak to people", () => {
  it.each(files)("%s: every field and definition has a title and a description", (file) => {
    const schema = JSON.parse(readFileSync(join(schemasDir, file), "utf8"));
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    const missing: string[] = [];
    for (const [at, field] of fields(schema, "#")) {
      // A bare $ref takes its title from the definition it points to, which is checked itself.
      const isBareRef = typeof field.$ref === "string" && !("title" in field);
      if (!isBareRef && (typeof field.title !== "string" || typeof field.description !== "string")) missing.push(at);
    }
    expect(missing).toEqual([]);
  });

  it("every document schema asks for $schema and schemaVersion", () => {
    for (const file of files.filter((f) => !f.startsWith("api/") && f !== "common.schema.json")) {
      const schema = JSON.parse(readFileSync(join(schemasDir, file), "utf8"));
      expect(schema.required, file).toEqual(expect.arrayContaining(["$schema", "schemaVersion"]));
    }
  });
});
