import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { openStore } from "../server/store/openStore.js";
import { postgresInstalled, throwawayCluster } from "./benchMemory.js";
import { benchPublishLive } from "./benchPublishLive.js";
import { homePage, publishThrough, seedBuild, startFleetProcess } from "./benchPublishFleet.js";

type Row = [string, string, string];
const budgetSeconds = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `npm run bench -- publish`: publish-to-live on one process, on the site and on a catalogue of 2,000 pages
 * (benchPublishLive.ts); then two server processes on a throwaway PostgreSQL, three publishes of a
 * banner's text through the first; for each, the time from the publish's answer to the second process serving the
 * new text (polled every 10 ms), and the publish's own time (rebuild, archive, store). Budget: ≤ 5 s.
 */
export async function benchPublish(root: string, rounds = 3): Promise<Row[]> {
  const live = await benchPublishLive(root);
  if (!postgresInstalled()) return [...live, ["publish: reaches another process", "skipped", "PostgreSQL is not installed (/usr/lib/postgresql/*/bin)"]];
  return [...live, ...(await benchPublishFleet(root, rounds))];
}

async function benchPublishFleet(root: string, rounds: number): Promise<Row[]> {
  const cluster = await throwawayCluster(root);
  const seed = await seedBuild(root);
  const password = randomBytes(12).toString("hex");
  const started = [];
  try {
    const options = { databaseUrl: cluster.url, seedDist: seed.distDir, password };
    const a = await startFleetProcess(root, { ...options, git: true });
    started.push(a);
    const b = await startFleetProcess(root, options);
    started.push(b);
    const reach: number[] = [];
    const publish: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const text = `Bench publish ${round} ${randomBytes(3).toString("hex")}`;
      const begun = performance.now();
      const answer = await publishThrough(a, password, "config/banners.json", (d) => ((d.notices as { text: string }[])[0].text = text));
      if (answer.shareError || answer.rebuildError) throw new Error(answer.shareError ?? answer.rebuildError);
      const answered = performance.now();
      while (!(await homePage(b.url)).includes(text)) await delay(10);
      reach.push((performance.now() - answered) / 1000);
      publish.push((answered - begun) / 1000);
    }
    const store = await openStore({ databaseUrl: cluster.url });
    const [size] = await store.query<{ files: number; documents: number }>("select octet_length(files) as files, octet_length(documents) as documents from published_builds order by id desc limit 1");
    await store.close();
    const worst = Math.max(...reach);
    return [
      ["publish: answer → another process serves it", `${median(reach).toFixed(2)} s`, `median of ${rounds}, worst ${worst.toFixed(2)} s; budget ≤ ${budgetSeconds} s${worst > budgetSeconds ? " — OVER BUDGET" : ""}`],
      ["publish: through the editor (rebuild + store)", `${median(publish).toFixed(1)} s`, `stored: build ${(size.files / 2 ** 20).toFixed(1)} MiB, documents ${(size.documents / 2 ** 10).toFixed(0)} KiB (gzip)`],
    ];
  } finally {
    await Promise.all(started.map((p) => p.stop()));
    seed.remove();
    await cluster.stop();
  }
}
