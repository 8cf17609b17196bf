import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { outdatedDocuments, writeDocument } from "../documents/migrations/outdatedDocuments.js";
import { formatProblem } from "../documents/problem.js";
import { createSchemaRegistry } from "../documents/schemaRegistry.js";
import { loadSite } from "../documents/validateSite.js";

/**
 * `npm run migrate`: moves every document written for an older version of its schema to the current one (the
 * migrations of src/documents/migrations), writes each file back, says what was done, then validates the result.
 * `--check` only lists them and exits 1 when any needs migrating (for CI). The documents root is the argument,
 * else VIDHI_DOCUMENTS_DIR, else the current folder, as for `npm run validate`.
 */
const args = process.argv.slice(2);
const checkOnly = args.includes("--check");
const root = args.find((a) => !a.startsWith("--")) ?? process.env.VIDHI_DOCUMENTS_DIR ?? process.cwd();

// A documents root without its own schemas/ (a folder of documents under test) is migrated against ours.
const ownSchemas = join(dirname(fileURLToPath(import.meta.url)), "../../schemas");
const schemasDir = existsSync(join(root, "schemas")) ? join(root, "schemas") : ownSchemas;
const registry = createSchemaRegistry(schemasDir);

const outdated = outdatedDocuments(root, registry);
for (const d of outdated) {
  console.log(checkOnly ? `${d.file}: written for version ${d.from}, needs migrating to version ${d.to}` : `${d.file}: migrated from version ${d.from} to version ${d.to}`);
  for (const m of d.applied) console.log(`  ${m.from} → ${m.to}: ${m.describe}`);
}
const count = `${outdated.length} ${outdated.length === 1 ? "document" : "documents"}`;

if (checkOnly) {
  console.log(outdated.length ? `${count} written for an older version: run npm run migrate` : "Every document is at its schema's current version");
  process.exit(outdated.length ? 1 : 0);
}

for (const d of outdated) writeDocument(join(root, d.file), d.migrated);
const { problems, documentCount } = loadSite(root, schemasDir, undefined, registry);
for (const p of problems) console.log(formatProblem(p));
const done = outdated.length ? `Migrated ${count}` : "Every document is at its schema's current version";
console.log(
  problems.length
    ? `${done}; ${problems.length} ${problems.length === 1 ? "problem remains" : "problems remain"} (above): fix ${problems.length === 1 ? "it" : "them"} by hand, then run npm run validate`
    : `${done}; all ${documentCount} documents are valid`,
);
process.exit(problems.length ? 1 : 0);
