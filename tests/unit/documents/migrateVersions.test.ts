import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { documentKinds } from "../../../src/documents/documentKinds.js";
import { currentVersion, migrateDocument, migrations, versionOf, type Migration } from "../../../src/documents/migrations/index.js";
import { createSchemaRegistry } from "../../../src/documents/schemaRegistry.js";
import { schemasDir } from "../fixtureSite.js";

const registry = createSchemaRegistry(schemasDir);

describe("each schema's version and the migrations agree", () => {
  it.each(Object.keys(documentKinds))("%s states the version its migrations lead to", (schemaFile) => {
    const schema = JSON.parse(readFileSync(join(schemasDir, schemaFile), "utf8"));
    expect(registry.deref(schema.properties.schemaVersion)?.const).toBe(currentVersion(schemaFile));
  });

  it("every migration moves one version up, and each schema's chain starts at 1 without a gap", () => {
    for (const schemaFile of new Set(migrations.map((m) => m.schemaFile))) {
      expect(schemaFile in documentKinds, schemaFile).toBe(true);
      const steps = migrations.filter((m) => m.schemaFile === schemaFile).map((m) => [m.from, m.to]);
      expect(steps, schemaFile).toEqual(steps.map((_, i) => [i + 1, i + 2]));
    }
  });
});

describe("category options 1 → 2: the categories as one plain list", () => {
  const image = { src: "/images/categories/family.svg", alt: "" };
  const sample = {
    $schema: "../../schemas/category-options.schema.json",
    schemaVersion: 1,
    id: "legal-issues",
    fields: [{ options: [{ image, label: "Family", values: ["Divorce"] }, { image, label: "Others" }] }],
    formTitle: "Select your Category",
  };

  it("moves fields[0].options to 'categories', in the place of 'fields', and leaves the input as it was", () => {
    const before = structuredClone(sample);
    const { data, applied } = migrateDocument("category-options.schema.json", sample);
    expect(data).toEqual({
      $schema: "../../schemas/category-options.schema.json",
      schemaVersion: 2,
      id: "legal-issues",
      categories: [{ image, label: "Family", values: ["Divorce"] }, { image, label: "Others" }],
      formTitle: "Select your Category",
    });
    expect(Object.keys(data)).toEqual(["$schema", "schemaVersion", "id", "categories", "formTitle"]);
    expect(applied.map((m) => [m.from, m.to])).toEqual([[1, 2]]);
    expect(sample).toEqual(before);
  });

  it("the migrated sample is a valid version 2 document; the version 1 sample is not", () => {
    const validate = registry.validator("category-options.schema.json")!;
    expect(validate(migrateDocument("category-options.schema.json", sample).data)).toBe(true);
    expect(validate(sample)).toBe(false);
  });

  it("a document without fields keeps what it has (the validator then names what is missing)", () => {
    const { data } = migrateDocument("category-options.schema.json", { schemaVersion: 1, id: "x" });
    expect(data).toEqual({ schemaVersion: 2, id: "x" });
  });

  it("a current document is left alone", () => {
    const current = { schemaVersion: 2, id: "x", categories: [] };
    expect(migrateDocument("category-options.schema.json", current)).toEqual({ data: current, applied: [] });
  });
});

describe("migrateDocument", () => {
  // Two steps of a made-up format, added to the real list for the test and taken out after it.
  const steps: Migration[] = [
    { schemaFile: "sample.schema.json", from: 1, to: 2, describe: "renamed 'name' to 'title'", migrate: ({ name, ...rest }) => ({ ...rest, title: name }) },
    { schemaFile: "sample.schema.json", from: 2, to: 3, describe: "made 'title' a list", migrate: (doc) => ({ ...doc, title: [doc.title] }) },
  ];
  afterEach(() => {
    for (const s of steps) if (migrations.includes(s)) migrations.splice(migrations.indexOf(s), 1);
  });

  it("chains every step from the document's version to the current one, each setting the version it reached", () => {
    migrations.push(...steps);
    expect(currentVersion("sample.schema.json")).toBe(3);
    expect(migrateDocument("sample.schema.json", { schemaVersion: 1, name: "A" })).toEqual({ data: { schemaVersion: 3, title: ["A"] }, applied: steps });
    expect(migrateDocument("sample.schema.json", { schemaVersion: 2, title: "B" })).toEqual({ data: { schemaVersion: 3, title: ["B"] }, applied: [steps[1]] });
  });

  it("a schema without migrations is at version 1; a document that says no version is at 0 and is not migrated", () => {
    expect(currentVersion("menu.schema.json")).toBe(1);
    expect(versionOf({})).toBe(0);
    expect(versionOf({ schemaVersion: "2" })).toBe(0);
    expect(migrateDocument("category-options.schema.json", { id: "x" })).toEqual({ data: { id: "x" }, applied: [] });
  });
});
