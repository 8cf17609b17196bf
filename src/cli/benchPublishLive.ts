import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type { ServicesDocument } from "../documents/types.js";
import { buildInChild } from "../server/site/buildInChild.js";
import { saveDraft, startFleetProcess } from "./benchPublishFleet.js";

type Row = [string, string, string];
/** Budgets of publish-to-live at p95 for a change to content: the site as it is, and a catalogue of 2,000 pages. */
const budgets = { site: 2, catalogue: 5 };
const cataloguePages = 2000;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

/**
 * The project's catalogue grown to `pages` pages: copies of its services under new ids, addresses and names, with
 * only the fields a service needs (each service is a page: src/documents/servicePage.ts), in the documents root given.
 */
export function growCatalogue(documentsRoot: string, pages: number, pagesNow: number): void {
  const file = join(documentsRoot, "config/services.json");
  const catalogue = JSON.parse(readFileSync(file, "utf8")) as ServicesDocument;
  const originals = catalogue.services;
  let id = Math.max(...originals.map((s) => s.serviceId));
  for (let i = 0; i < pages - pagesNow; i++) {
    const from = originals[i % originals.length];
    // The fields a service must have: the whole catalogue stays within the editor's request size (1 MiB).
    const { category, summary } = from;
    catalogue.services.push({ serviceId: ++id, route: `${from.route}-${i + 1}`, name: `${from.name} ${i + 1}`, category, summary, description: [summary] });
  }
  writeFileSync(file, JSON.stringify(catalogue, null, 2) + "\n");
}

/**
 * Publish-to-live on one server process (`npm start`, the embedded store): from the publish request through the
 * document editor's API to the process serving the new text (polled every 10 ms), `rounds` times for a banner's text
 * (on every page) and for a service's words (its page and the pages that list it), on the site as it is and on a
 * catalogue of 2,000 pages; p50 and p95, and which path the publishes took (docs/publishing.md).
 */
export async function benchPublishLive(root: string, rounds = 10): Promise<Row[]> {
  mkdirSync(join(root, ".data"), { recursive: true });
  const work = mkdtempSync(join(root, ".data", "publish-live-"));
  const rows: Row[] = [];
  // Each figure as it is measured: the whole bench takes minutes.
  const progress = (row: Row) => (rows.push(row), console.log(row.join("  ")));
  let sitePages = 0;
  try {
    for (const size of ["site", "catalogue"] as const) {
      // The seed build of the same documents the process starts with (the catalogue grown from the site's page count).
      const documents = join(work, `${size}-documents`);
      const seed = join(work, `${size}-dist`);
      const grow = (dir: string) => size === "catalogue" && growCatalogue(dir, cataloguePages, sitePages);
      for (const dir of ["config", "pages-json"]) cpSync(join(root, dir), join(documents, dir), { recursive: true });
      grow(documents);
      await buildInChild(root, documents, seed);
      sitePages ||= (JSON.parse(readFileSync(join(seed, "pages.json"), "utf8")) as { pages: unknown[] }).pages.length;
      const password = randomBytes(12).toString("hex");
      const server = await startFleetProcess(root, { databaseUrl: "", seedDist: seed, password, git: true, prepare: grow });
      try {
        const pages = (JSON.parse(readFileSync(join(server.distDir, "pages.json"), "utf8")) as { pages: unknown[] }).pages.length;
        const changes = {
          "a banner's text": { file: "config/banners.json", route: "/", edit: (d: Record<string, unknown>, text: string) => ((d.notices as { text: string }[])[0].text = text) },
          "a service's words": { file: "config/services.json", route: (JSON.parse(readFileSync(join(server.documentsRoot, "config/services.json"), "utf8")) as ServicesDocument).services[1].route, edit: (d: Record<string, unknown>, text: string) => ((d.services as { summary: string }[])[1].summary = text) },
        };
        /** Publish-to-live in seconds: from the publish request (the draft saved before, as the editor saves it while one types) to the page served with the new text. */
        const publishLive = async (change: (typeof changes)[keyof typeof changes], text: string) => {
          const publish = await saveDraft(server, password, change.file, (d) => change.edit(d, text));
          const begun = performance.now();
          const answer = await publish();
          if (answer.rebuildError) throw new Error(answer.rebuildError);
          while (!(await (await fetch(`${server.url}${change.route}`)).text()).includes(text)) await delay(10);
          return { seconds: (performance.now() - begun) / 1000, path: answer.path ?? "full" };
        };
        // Right after the start, the server is still warming its render thread (every page rendered once to learn
        // what each reads): a publish then waits for it. Told on its own row, not mixed with the others.
        const first = await publishLive(changes["a banner's text"], `Bench first publish ${randomBytes(3).toString("hex")}`);
        progress([`publish-to-live: the first publish right after the start, ${pages} pages`, `${first.seconds.toFixed(2)} s`, `path ${first.path}; waits for the warm-up begun at the start`]);
        for (const [what, change] of Object.entries(changes)) {
          const times: number[] = [];
          const paths = new Set<string>();
          const load = loadavg()[0];
          for (let round = 0; round < rounds; round++) {
            const { seconds, path } = await publishLive(change, `Bench publish ${round} ${randomBytes(3).toString("hex")}`);
            paths.add(path);
            times.push(seconds);
          }
          const p95 = percentile(times, 95);
          const over = p95 > budgets[size] ? " — OVER BUDGET" : "";
          const loads = `load average ${load.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
          progress([`publish-to-live: ${what}, ${pages} pages`, `p50 ${percentile(times, 50).toFixed(2)} s, p95 ${p95.toFixed(2)} s`, `${rounds} publishes, path ${[...paths].join("+")}; ${loads}; budget p95 ≤ ${budgets[size]} s${over}`]);
        }
      } finally {
        await server.stop();
      }
    }
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
