import { resolve } from "node:path";
import { documentsRootOf } from "../server/site/documentsRoot.js";
import { buildSite, DocumentProblems } from "./buildSite.js";

/**
 * `npm run build`: every page of the site from the documents (buildSite.ts) into dist/, or into the folder after
 * `--out` (the running server rebuilds into a folder of its own beside dist/, site/liveSite.ts). The documents are
 * read from VIDHI_DOCUMENTS_DIR when set, otherwise from the project.
 */
const codeRoot = process.cwd();
const args = process.argv.slice(2);
const outDir = resolve(codeRoot, args.includes("--out") ? args[args.indexOf("--out") + 1] : "dist");
try {
  const built = await buildSite({ codeRoot, documentsRoot: documentsRootOf(codeRoot), outDir });
  console.log(`Built ${built.pages} pages and ${built.sharedFiles} shared data files in ${built.seconds.toFixed(1)} s into ${outDir} (${built.compressedFiles} text files with .br and .gz copies)`);
} catch (error) {
  console.error(error instanceof DocumentProblems ? error.message : error);
  process.exit(1);
}
