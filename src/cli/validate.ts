import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatProblem, type Problem } from "../documents/problem.js";
import { loadSite } from "../documents/validateSite.js";
import { documentsRootOf } from "../server/site/documentsRoot.js";

/**
 * `npm run validate`: checks every document under config/ and pages-json/ (of the folder named, or of VIDHI_DOCUMENTS_DIR).
 * Prints `file:line:column  /pointer  sentence` per problem and a summary line;
 * `--format json` prints a JSON report instead; with GITHUB_ACTIONS set it also
 * prints workflow annotations. Exits 1 when anything is wrong.
 */
const usage = [
  "Usage: npm run validate [-- <folder>] [--format text|json]",
  "  Checks every document under config/ and pages-json/ of <folder> (or of VIDHI_DOCUMENTS_DIR, or of this project).",
  "  --format json   a JSON report on standard output (with npm, run it as `npm run -s validate -- --format json` so that",
  "                  npm's own first lines stay out of it)",
  "  Exits 0 when every document is valid, 1 when there are problems, 2 when the command itself is wrong.",
].join("\n");
const refuse = (sentence: string): never => {
  console.error(`${sentence}\n\n${usage}`);
  process.exit(2);
};
const args = process.argv.slice(2);
let format = "text";
const folders: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === "--help" || a === "-h") {
    console.log(usage);
    process.exit(0);
  } else if (a === "--format") {
    if (i + 1 >= args.length) refuse("--format needs a value: text or json.");
    format = args[++i];
  } else if (a.startsWith("--format=")) format = a.slice("--format=".length);
  else if (a.startsWith("-")) refuse(`Unknown option '${a}'.`);
  else folders.push(a);
}
if (format !== "text" && format !== "json") refuse(`Unknown format '${format}': use --format text or --format json.`);
if (folders.length > 1) refuse(`One folder at a time: ${folders.map((f) => `'${f}'`).join(" and ")} were given.`);
// The folder named, or the documents root: VIDHI_DOCUMENTS_DIR, or the project itself.
const root = folders[0] ?? documentsRootOf(process.cwd());
if (!existsSync(root) || !statSync(root).isDirectory()) refuse(`There is no folder '${root}' to check.`);

// A project root without its own schemas/ (a folder of documents under test) is checked against ours.
const ownSchemas = join(dirname(fileURLToPath(import.meta.url)), "../../schemas");
const schemasDir = existsSync(join(root, "schemas")) ? join(root, "schemas") : ownSchemas;

const started = performance.now();
const { problems, documentCount, model, crossChecked } = loadSite(root, schemasDir);
const ms = Math.round(performance.now() - started);
const files = new Set(problems.map((p) => p.file)).size;
const summary = problems.length
  ? `${problems.length} ${problems.length === 1 ? "problem" : "problems"} in ${files} ${files === 1 ? "file" : "files"} (${documentCount} documents checked in ${ms} ms)${crossChecked ? "" : "; links and references are checked once every document matches its schema"}`
  : `All ${documentCount} documents are valid: ${model!.pages.length} pages, every link goes to a page (${ms} ms)`;

if (format === "json") {
  console.log(JSON.stringify({ ok: problems.length === 0, crossChecked, documents: documentCount, pages: model?.pages.length ?? null, problems, summary }, null, 2));
} else {
  for (const p of problems) console.log(formatProblem(p));
  console.log(summary);
}
if (process.env.GITHUB_ACTIONS) for (const p of problems) console.log(annotation(p));
process.exit(problems.length ? 1 : 0);

function annotation(p: Problem): string {
  const esc = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const prop = (s: string) => esc(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
  return `::error file=${prop(p.file)},line=${p.line},col=${p.column},title=${prop(p.pointer || "/")}::${esc(p.message)}`;
}
