import { existsSync } from "node:fs";
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
const args = process.argv.slice(2);
const format = args.includes("--format") ? args[args.indexOf("--format") + 1] : "text";
// The folder named, or the documents root: VIDHI_DOCUMENTS_DIR, or the project itself.
const root = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--format") ?? documentsRootOf(process.cwd());
if (format !== "text" && format !== "json") {
  console.error(`Unknown format '${format}': use --format text or --format json`);
  process.exit(2);
}

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
