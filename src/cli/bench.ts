import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import zlib, { brotliCompressSync, gzipSync } from "node:zlib";
import { build } from "vite";
import { loadDocuments } from "../documents/loadDocuments.js";
import { createSchemaRegistry } from "../documents/schemaRegistry.js";
import { registry } from "../registry.js";
import { benchChat } from "./benchChat.js";
import { benchCompare } from "./benchCompare.js";
import { benchEditor } from "./benchEditor.js";
import { benchFleet } from "./benchFleet.js";
import { benchInsights } from "./benchInsights.js";
import { benchPreview } from "./benchPreview.js";
import { benchPublish } from "./benchPublish.js";
import { benchLeads } from "./benchLeads.js";
import { benchMemory } from "./benchMemory.js";
import { benchSite } from "./benchSite.js";
import { printBenchTable } from "./benchTable.js";
import { checkoutDir } from "./buildCheckout.js";
import { lazyBlockSizes } from "./lazyChunks.js";

/**
 * `npm run bench`: speed and size, measured (never asserted in tests).
 * - validate: the whole `npm run validate` next to raw Ajv on the same documents;
 * - build: time and page count;
 * - JS and HTML: gzip bytes a service page loads, next to react + react-dom alone, and the brotli bytes sent; the
 *   shared data files its islands fetch;
 * - leads: POST /api/leads per second on the embedded store at 50 concurrent requests, next to a bare route;
 * - chat: the agents' messages per second, written and delivered, with 50 visitors' live streams open;
 * - site: Lighthouse (mobile) three times on the home page and four service pages (median and worst), and their long
 *   tasks at 4× CPU slowdown, and every page's layout shifts at load on a slow phone (benchSite.ts);
 * - memory: the server's RSS after start and after a minute of mixed load, on PGlite and on PostgreSQL (benchMemory.ts);
 * - fleet: pages and leads per second through nginx with one and three processes on PostgreSQL (benchFleet.ts);
 * - publish: a publish through one process reaching a second one on PostgreSQL (benchPublish.ts; at most 5 s);
 * - insights: the staff insights page on two million raw events and a year of daily rows (benchInsights.ts).
 * Parts that run alone: `npm run bench -- sizes` (validation, the build and what pages send, with their budgets),
 * `npm run bench -- lighthouse` (on the current build: `npm run build` first; with the long tasks and every page's layout
 * shifts), `-- longtasks` and `-- shifts` (those alone),
 * `npm run bench -- memory`, `-- fleet`, `-- publish` and `-- insights`, a few minutes each instead of the whole
 * bench's ten; `npm run bench -- compare <commit>`: the current build's long tasks next to another commit's, loaded in
 * turn (benchCompare.ts).
 */
const root = process.cwd();
/** What a service page may send (brotli): its JS beyond React's runtime, and its HTML. */
const pageBudget = { jsOverReactKiB: 10, htmlKiB: 10 };
const rows: [string, string, string][] = [];
const part = process.argv[2];
const alone: Record<string, () => Promise<[string, string, string][]>> = {
  memory: () => benchMemory(root),
  fleet: () => benchFleet(root),
  publish: () => benchPublish(root),
  insights: () => benchInsights(root),
};
const onBuild = ["lighthouse", "longtasks", "shifts"];
if (part === "compare") {
  const commit = process.argv[3];
  if (!commit) throw new Error("npm run bench -- compare <commit>: name the commit to compare the current build with (a hash, a branch, HEAD~1).");
  printBenchTable(await benchCompare(root, commit));
  process.exit(0);
}
if (part !== undefined && !onBuild.includes(part) && part !== "sizes" && !(part in alone)) throw new Error(`npm run bench: no part named '${part}'; the parts that run alone are ${onBuild.map((p) => `'${p}'`).join(", ")}, 'sizes', 'compare <commit>', ${Object.keys(alone).map((p) => `'${p}'`).join(", ")}.`);
if (part !== undefined && part in alone) {
  printBenchTable(await alone[part]());
  process.exit(0);
}
if (part !== undefined && onBuild.includes(part)) {
  if (!existsSync(join(root, "dist/client/index.html"))) throw new Error(`npm run bench -- ${part} measures the current build: run \`npm run build\` first.`);
  printBenchTable(await benchSite(root, { lighthouse: part === "lighthouse", longTasks: part !== "shifts", shifts: part !== "longtasks" }));
  process.exit();
}
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (f: () => void, n: number) => median(Array.from({ length: n }, () => ((t) => (f(), performance.now() - t))(performance.now())));

// 1. Validation: the full command (process start, schemas, every document, cross-references) ...
const cli = median(
  Array.from({ length: 5 }, () => {
    const t = performance.now();
    const r = spawnSync(process.execPath, ["--import", "tsx", "src/cli/validate.ts"], { cwd: root, encoding: "utf8" });
    if (r.status !== 0) throw new Error("npm run validate failed: " + r.stdout);
    return performance.now() - t;
  }),
);
// ... the loader in-process (compile + validate + cross-check), and raw Ajv on the same, already parsed documents.
const { documents } = loadDocuments(root, createSchemaRegistry(join(root, "schemas")));
const inProcess = time(() => loadDocuments(root, createSchemaRegistry(join(root, "schemas"))), 5);
const ajv = new Ajv2020({ allErrors: true, strict: false, discriminator: true });
addFormats(ajv);
for (const f of readdirSync("schemas").filter((f) => f.endsWith(".schema.json"))) ajv.addSchema(JSON.parse(readFileSync(join("schemas", f), "utf8")), f);
const parsed = documents.map((d) => ({ data: d.data, schema: String((d.data as { $schema: string }).$schema).split("/").pop()! }));
for (const p of parsed) ajv.getSchema(p.schema);
const raw = time(() => parsed.forEach((p) => ajv.getSchema(p.schema)!(p.data)), 20);
rows.push(["npm run validate (whole command)", `${cli.toFixed(0)} ms`, `${documents.length} documents`]);
rows.push(["loader in-process (compile + validate + positions)", `${inProcess.toFixed(0)} ms`, ""]);
rows.push(["raw Ajv validate, schemas precompiled", `${raw.toFixed(2)} ms`, "same documents"]);

// 2. Build.
const t0 = performance.now();
const b = spawnSync(process.execPath, ["--import", "tsx", "src/cli/build.ts"], { cwd: root, encoding: "utf8" });
if (b.status !== 0) throw new Error("build failed: " + b.stderr);
const pages = (JSON.parse(readFileSync("dist/pages.json", "utf8")) as { pages: unknown[] }).pages.length;
rows.push(["npm run build", `${((performance.now() - t0) / 1000).toFixed(1)} s`, `${pages} pages`]);

// 3. JS a service page loads (every script it references), gzip.
const html = readFileSync("dist/client/gst-registration/index.html", "utf8");
const pageScriptsOf = (page: string) => [...page.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
// The entry imports the chunk that hydrates (renderer/hydrateIsland.tsx) and React DOM, a chunk of its own, at once on every page: page JS too.
const hydration = readdirSync("dist/client/assets").filter((f) => /^(hydrateIsland|reactDom)-[\w-]{8}\.js$/.test(f)).map((f) => `/assets/${f}`);
const scripts = [...pageScriptsOf(html), ...hydration];
const pageJs = scripts.reduce((n, s) => n + gzipSync(readFileSync(join("dist/client", s))).length, 0);
const html_gz = gzipSync(html).length;
// As sent: the build's brotli copies, which the server sends to a browser that accepts br (compressBuild.ts).
const sentBytes = (file: string) => statSync(join("dist/client", `${file}.br`)).size;
const pageJsSent = scripts.reduce((n, s) => n + sentBytes(s), 0);
// react + react-dom alone, built the same way.
const out = join(root, "node_modules/.cache/vidhi-bench-react");
await build({
  logLevel: "silent",
  configFile: false,
  build: { outDir: out, emptyOutDir: true, lib: false, rollupOptions: { input: join(root, "tests/fixtures/bench/react-only.tsx") } },
});
const reactFiles = readdirSync(join(out, "assets")).filter((f) => f.endsWith(".js"));
const reactOnly = reactFiles.reduce((n, f) => n + gzipSync(readFileSync(join(out, "assets", f))).length, 0);
const reactOnlySent = reactFiles.reduce((n, f) => n + brotliCompressSync(readFileSync(join(out, "assets", f)), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);
rows.push(["JS of a service page (gzip)", `${(pageJs / 1024).toFixed(1)} KiB`, `${scripts.length} file(s)`]);
rows.push(["JS of a service page (brotli, as sent)", `${(pageJsSent / 1024).toFixed(1)} KiB`, `${scripts.length} file(s)`]);
// Each lazily loaded block's own chunks, fetched only by pages that have such a block, against its definition's budget.
const lazy = lazyBlockSizes(registry, "dist/client/assets", scripts);
const overBudget = lazy.filter((l) => l.budgetKiB !== undefined && l.gzipBytes / 1024 > l.budgetKiB);
for (const l of lazy) {
  const budget = l.budgetKiB === undefined ? "no budget" : `budget ${l.budgetKiB} KiB${overBudget.includes(l) ? " EXCEEDED" : ""}`;
  rows.push([`JS of the ${l.type} block (gzip, lazy)`, `${(l.gzipBytes / 1024).toFixed(1)} KiB`, `${budget}; ${l.chunks.map((f) => f.replace(/-[\w-]{8}\.js$/, "")).join(" + ")}`]);
}
// The chat's launcher: all a service page fetches of the chat before the browser is idle (meant to stay under 3 KiB; printed, not enforced).
const launcher = readdirSync("dist/client/assets").filter((f) => /^ChatLauncher-[\w-]{8}\.js$/.test(f));
const launcherGzip = launcher.reduce((n, f) => n + gzipSync(readFileSync(join("dist/client/assets", f))).length, 0);
rows.push(["chat launcher JS on a service page (gzip, lazy)", `${(launcherGzip / 1024).toFixed(1)} KiB`, "before idle; the widget's chunks are the chat block's row"]);
// The cart page as a buyer loads it: its scripts, then the cart island's chunks (the launcher is in them).
const cartScripts = pageScriptsOf(readFileSync("dist/client/cart/index.html", "utf8"));
const cartLazy = lazy.find((l) => l.type === "cart");
const cartJs = cartScripts.reduce((n, s) => n + gzipSync(readFileSync(join("dist/client", s))).length, 0) + (cartLazy?.gzipBytes ?? 0);
rows.push(["JS of /cart (gzip)", `${(cartJs / 1024).toFixed(1)} KiB`, `the page's ${cartScripts.length} file(s) + the cart block's chunks`]);
// The embedded checkout (no Razorpay account): fetched only by the page that launches a payment (the cart).
const checkoutGzip = (ext: string) => gzipSync(readFileSync(join(checkoutDir, `checkout.${ext}`))).length / 1024;
rows.push(["embedded checkout pop-up JS (gzip)", `${checkoutGzip("js").toFixed(1)} KiB`, `and ${checkoutGzip("css").toFixed(1)} KiB of CSS; ${checkoutDir}`]);
rows.push(["react + react-dom alone (gzip)", `${(reactOnly / 1024).toFixed(1)} KiB`, "hydrateRoot only"]);
rows.push(["react + react-dom alone (brotli)", `${(reactOnlySent / 1024).toFixed(1)} KiB`, `a service page may send ${pageBudget.jsOverReactKiB} KiB more`]);
rows.push(["HTML of /gst-registration (gzip)", `${(html_gz / 1024).toFixed(1)} KiB`, `${(statSync("dist/client/gst-registration/index.html").size / 1024).toFixed(0)} KiB raw`]);
rows.push(["HTML of /gst-registration (brotli, as sent)", `${(sentBytes("gst-registration/index.html") / 1024).toFixed(1)} KiB`, "the build's .br copy"]);
// The shared documents its islands fetch (the header's menu...): once per visitor, cached for a year.
// Every file its islands fetch (the page data names them); those of an island that waits for the visitor are not preloaded.
const sharedData = [...new Set([...html.matchAll(/"sharedFile":"([^"]+\.json)"/g)].map((m) => m[1]))];
const preloadedData = new Set([...html.matchAll(/<link rel="preload" href="([^"]+\.json)" as="fetch"/g)].map((m) => m[1]));
const sharedSent = sharedData.reduce((n, f) => n + sentBytes(f), 0);
rows.push([
  "shared data files of /gst-registration (brotli)",
  `${(sharedSent / 1024).toFixed(1)} KiB`,
  sharedData.map((f) => `${f.replace(/^.*\//, "")}${preloadedData.has(f) ? " (preloaded)" : " (once idle)"}`).join(" + "),
]);
if (part === "sizes") {
  printBenchTable(rows);
  checkBudgets();
  process.exit();
}

// 4. The lead server: accepted leads per second on the embedded store, next to a bare Fastify route.
rows.push(...(await benchLeads(root)));
// ... and the chat: agents' messages per second to 50 visitors with their live streams open (benchChat.ts).
rows.push(...(await benchChat(root)));
rows.push(...(await benchEditor(root))); // the document editor's cost per keystroke in Chromium (benchEditor.ts)
rows.push(...(await benchPreview(root))); // the editor's live preview: its update after typing stops, and its call (benchPreview.ts)

// 5. The built site as a browser sees it (Lighthouse on the home page and four service pages), and the server's memory.
rows.push(...(await benchSite(root)));
rows.push(...(await benchMemory(root)));
rows.push(...(await benchFleet(root)));
rows.push(...(await benchPublish(root)));
rows.push(...(await benchInsights(root)));

printBenchTable(rows);
checkBudgets();

// The page budgets (pageBudget): a service page's JS at most React + 10 KiB as sent, its HTML at most 10 KiB as sent.
function checkBudgets() {
  const pageOver = [
    pageJsSent > reactOnlySent + pageBudget.jsOverReactKiB * 1024 && `a service page's JS ${(pageJsSent / 1024).toFixed(1)} KiB > React ${(reactOnlySent / 1024).toFixed(1)} + ${pageBudget.jsOverReactKiB} KiB`,
    sentBytes("gst-registration/index.html") > pageBudget.htmlKiB * 1024 && `the HTML of /gst-registration > ${pageBudget.htmlKiB} KiB as sent`,
  ].filter(Boolean);
  if (pageOver.length) {
    console.error(`Over budget: ${pageOver.join("; ")}.`);
    process.exitCode = 1;
  }
  if (overBudget.length) {
    console.error(`Over budget: ${overBudget.map((l) => `${l.type} ${(l.gzipBytes / 1024).toFixed(1)} KiB > ${l.budgetKiB} KiB`).join(", ")} (budgetKiB in the block's definition).`);
    process.exitCode = 1;
  }
}
