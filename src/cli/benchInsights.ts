import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../server/app.js";
import { loadServerDocuments } from "../server/serverDocuments.js";
import { openStore, type Store } from "../server/store/openStore.js";
import { emptyDist } from "./benchApp.js";

const rawEvents = 2_000_000;
const chunk = 250_000;
const days = 365;
const requests = 40;

/** The bytes under a folder (the PGlite store on disk). */
function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? folderBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
}

/**
 * Two million raw analytics events over a year (lead form fields, menu clicks), generated in SQL by generate_series in
 * chunks, never inserted one by one from here; and a year of daily rows for every service in the catalogue: each
 * funnel and chat step, and six fields where visits stop.
 */
async function seed(store: Store, serviceIds: number[], until: Date): Promise<void> {
  for (let from = 1; from <= rawEvents; from += chunk) {
    await store.query(
      `insert into events (event_name, payload, received_at)
       select n, jsonb_build_object('eventName', n, 'event', 'lead_form', 'platform', 'website', 'eventTime', at, 'url', 'https://vidhi.example/service-' || s,
              'serviceId', s, 'eventProperties', jsonb_build_object('label', 'email', 'value', ''), 'userAgent', 'Mozilla/5.0 (bench)'), at
       from (select i, (array['lead_form_field_entered', 'lead_form_option_selected', 'menu-click', 'submit_click'])[1 + i % 4] as n,
                    ($3::int[])[1 + i % array_length($3::int[], 1)] as s, $4::timestamptz - (i % ${days * 86_400}) * interval '1 second' as at
             from generate_series($1::int, $2::int) i) e`,
      [from, Math.min(from + chunk - 1, rawEvents), serviceIds, until],
    );
  }
  const steps: [string, string, number][] = [
    ["view", "", 2000], ["form-started", "", 200], ["lead", "", 60], ["verified", "", 40], ["order", "", 12], ["paid", "", 8],
    ["chat", "", 80], ["chat-handed", "", 20], ["chat-lead", "", 10],
    ...["name", "email", "phone", "city", "language", "problemType"].map((f): [string, string, number] => ["stop", f, 30]),
  ];
  await store.query(
    `insert into insights_daily (day, service_id, step, detail, count)
     select d::date, s, st.step, st.detail, (random() * st.most)::bigint
     from generate_series($1::date - ${days - 1}, $1::date, interval '1 day') d, unnest($2::int[]) s,
          unnest($3::text[], $4::text[], $5::int[]) st(step, detail, most)`,
    [until.toISOString().slice(0, 10), serviceIds, steps.map((s) => s[0]), steps.map((s) => s[1]), steps.map((s) => s[2])],
  );
  // All services' rows (-1), which the counting adds as it goes (migrations/015_insights_daily.sql).
  await store.query("insert into insights_daily (day, service_id, step, detail, count) select day, -1, step, detail, sum(count) from insights_daily group by day, step, detail");
  // The planner's statistics, as PostgreSQL's autovacuum gathers them on a server (PGlite has no autovacuum: without
  // them the year of all services measured 256 ms p95 instead, docs/insights.md).
  await store.query("analyze insights_daily");
}

const p95 = (ms: number[]) => ms.sort((a, b) => a - b)[Math.ceil(ms.length * 0.95) - 1];

/**
 * `npm run bench -- insights`: the staff insights page's answer time (p95 of 40 requests each, in process, through
 * the whole route: gate, daily rows, report, HTML) on a throwaway embedded store holding two million raw events and a
 * year of daily rows for every service, and the store's size on disk.
 */
export async function benchInsights(root: string): Promise<[string, string, string][]> {
  const documents = loadServerDocuments(root);
  const serviceIds = documents.services.services.map((s) => s.serviceId);
  const dataDir = mkdtempSync(join(tmpdir(), "vidhi-bench-insights-"));
  const dist = emptyDist();
  const rows: [string, string, string][] = [];
  try {
    const store = await openStore({ dataDir });
    const until = new Date();
    const seeding = performance.now();
    await seed(store, serviceIds, until);
    const [counts] = await store.query<{ events: number; daily: number }>("select (select count(*) from events)::int as events, (select count(*) from insights_daily)::int as daily");
    rows.push(["insights seed (generate_series)", `${((performance.now() - seeding) / 1000).toFixed(0)} s`, `${counts.events} raw events, ${counts.daily} daily rows (${serviceIds.length} services × ${days} days)`]);
    const adminPassword = randomBytes(12).toString("base64url");
    const app = await buildApp({ store, distDir: dist, schemasDir: join(root, "schemas"), documents, signingKey: randomBytes(32), production: true, adminPassword });
    const authorization = `Basic ${Buffer.from(`admin:${adminPassword}`).toString("base64")}`;
    const today = until.toISOString().slice(0, 10);
    const yearAgo = new Date(until.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const pages: [string, string][] = [
      ["a year, all services", `/admin/insights?from=${yearAgo}&to=${today}&service=all`],
      ["a year, one service", `/admin/insights?from=${yearAgo}&to=${today}&service=${serviceIds[0]}`],
      ["the default 30 days, all services", "/admin/insights"],
      ["a year, all services, CSV", `/admin/insights?format=csv&from=${yearAgo}&to=${today}&service=all`],
    ];
    for (const [name, url] of pages) {
      const times: number[] = [];
      for (let i = 0; i < requests + 3; i++) {
        const started = performance.now();
        const res = await app.inject({ method: "GET", url, headers: { authorization } });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        // The first three warm the store's caches and the code; the page is then measured as staff use it.
        if (i >= 3) times.push(performance.now() - started);
      }
      rows.push([`/admin/insights p95: ${name}`, `${p95(times).toFixed(0)} ms`, `median ${times.sort((a, b) => a - b)[times.length >> 1].toFixed(0)} ms, ${requests} requests, embedded store (budget 500 ms)`]);
    }
    const [size] = await store.query<{ events: number; daily: number; all: number }>(
      "select pg_total_relation_size('events')::float8 as events, pg_total_relation_size('insights_daily')::float8 as daily, pg_database_size(current_database())::float8 as all",
    );
    await app.close();
    await store.close();
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
    rows.push(["store on disk (PGlite folder)", mib(folderBytes(dataDir)), `database ${mib(size.all)}: raw events ${mib(size.events)}, daily rows ${mib(size.daily)}`]);
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  }
}
