import { expect } from "vitest";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadSite } from "../../src/documents/validateSite.js";

export const projectRoot = resolve(import.meta.dirname, "../..");
export const schemasDir = join(projectRoot, "schemas");
const minimal = join(projectRoot, "tests/fixtures/minimal");

/** A copy of the minimal valid site in a temporary folder, with one document changed by `edit`. */
export function brokenSite(file: string, edit: (doc: any) => void): { root: string; text: string } {
  const root = mkdtempSync(join(tmpdir(), "vidhi-fixture-"));
  cpSync(minimal, root, { recursive: true });
  const path = join(root, file);
  const doc = JSON.parse(readFileSync(path, "utf8"));
  // Keep $schema resolvable from the temporary folder (editors only; the loader reads the file name).
  edit(doc);
  const text = JSON.stringify(doc, null, 2) + "\n";
  writeFileSync(path, text);
  return { root, text };
}

export function writeRaw(root: string, file: string, text: string) {
  writeFileSync(join(root, file), text);
}

export const check = (root: string) => loadSite(root, schemasDir);

/** The one problem of a broken copy of the fixture site (each copy is broken in one place): no site model, exactly one problem. */
export function onlyProblem(root: string) {
  const { problems, model } = check(root);
  expect(model).toBeUndefined();
  expect(problems).toHaveLength(1);
  return problems[0];
}

/** The 1-based line of the first line of `text` that contains `needle` after the `after` marker. */
export function lineOf(text: string, needle: string, after = ""): number {
  const start = after ? text.indexOf(after) : 0;
  const at = text.indexOf(needle, start);
  if (at < 0) throw new Error(`'${needle}' not in the fixture text`);
  return text.slice(0, at).split("\n").length;
}

/** A page document to add to a copy of the fixture site (a hero, unless the test gives other blocks). */
export const extraPage = {
  $schema: "../schemas/page.schema.json",
  schemaVersion: 1,
  id: "extra",
  route: "/extra",
  title: "Extra",
  meta: { description: "An extra page added by a test." },
  header: { menu: "main" },
  blocks: [{ type: "hero", props: { heading: "Extra" } }] as unknown[],
};
