import fc from "fast-check";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkCrossReferences } from "../../../src/documents/crossReferences.js";
import { loadDocuments, type LoadedDocument } from "../../../src/documents/loadDocuments.js";
import type { Problem } from "../../../src/documents/problem.js";
import { createSchemaRegistry } from "../../../src/documents/schemaRegistry.js";
import { buildSiteModel } from "../../../src/documents/siteModel.js";
import { mutatedText, mutationsArbitrary } from "./documentMutations.js";
import { projectRoot, schemasDir } from "../fixtureSite.js";

/**
 * Mutated copies of the real documents (config/, pages-json/) thrown at the validator: it never throws, and every
 * problem it reports has a file, a line, a column and a JSON pointer. The total number of copies is
 * VIDHI_PROPERTY_RUNS (10,000 by default), shared evenly between the documents.
 *
 * Each copy goes through the real loader: the mutated document alone is written to a temporary project (one per
 * document, overwritten by each copy) and read by loadDocuments, then joined with the other (unchanged, already
 * loaded) documents for the site model and the cross-reference checks — the same three steps as loadSite, without
 * re-reading and re-compiling everything for every copy.
 */
const totalRuns = Number(process.env.VIDHI_PROPERTY_RUNS ?? 10_000);
const registry = createSchemaRegistry(schemasDir);
const real = loadDocuments(projectRoot, registry);
const runsPerDocument = Math.max(1, Math.ceil(totalRuns / real.documents.length));
const scratch = mkdtempSync(join(tmpdir(), "vidhi-property-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** One temporary project per document, holding only that document: each copy overwrites it (no folder made and removed per copy). */
function projectFor(original: LoadedDocument): string {
  const root = mkdtempSync(join(scratch, "copy-"));
  mkdirSync(dirname(join(root, original.file)), { recursive: true });
  return root;
}

function validateWith(root: string, original: LoadedDocument, text: string): { problems: Problem[]; lines: number } {
  writeFileSync(join(root, original.file), text);
  const loaded = loadDocuments(root, registry);
  const documents = real.documents.flatMap((d) => (d === original ? loaded.documents : [d]));
  const built = buildSiteModel(documents);
  const problems = [...loaded.problems, ...built.problems, ...(built.model ? checkCrossReferences(built.model) : [])];
  return { problems, lines: text.split("\n").length };
}

function expectLocated(p: Problem, mutatedFile: string, lines: number) {
  expect(typeof p.file === "string" && p.file.length > 0, `a file for ${JSON.stringify(p)}`).toBe(true);
  expect(Number.isInteger(p.line) && p.line >= 1, `a line for ${JSON.stringify(p)}`).toBe(true);
  expect(Number.isInteger(p.column) && p.column >= 1, `a column for ${JSON.stringify(p)}`).toBe(true);
  expect(typeof p.pointer === "string" && (p.pointer === "" || p.pointer.startsWith("/")), `a pointer for ${JSON.stringify(p)}`).toBe(true);
  expect(typeof p.message === "string" && p.message.length > 0, `a message for ${JSON.stringify(p)}`).toBe(true);
  if (p.file === mutatedFile) expect(p.line, `a line inside the file for ${JSON.stringify(p)}`).toBeLessThanOrEqual(lines);
}

describe(`the validator on ${runsPerDocument * real.documents.length} mutated copies of the real documents`, () => {
  it("starts from valid documents, so every problem below comes from a mutation", () => {
    expect(real.problems).toEqual([]);
    expect(real.documents.length).toBeGreaterThan(10);
  });

  for (const original of real.documents) {
    it(`${original.file}: never throws, and locates every problem`, { timeout: 300_000 }, () => {
      const root = projectFor(original);
      fc.assert(
        fc.property(mutationsArbitrary, (mutations) => {
          const { problems, lines } = validateWith(root, original, mutatedText(original.data, mutations));
          for (const p of problems) expectLocated(p, original.file, lines);
        }),
        { numRuns: runsPerDocument },
      );
    });
  }
});
