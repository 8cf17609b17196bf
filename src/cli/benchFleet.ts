import autocannon from "autocannon";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ConstantsDocument } from "../documents/types.js";
import { startFleet, type Fleet } from "./fleetRun.js";
import { sampleLeadValues } from "./sampleLead.js";
import { leadsPath } from "../contract/apiCalls.js";

const connections = 50;
const pageSeconds = 10;
const leads = 2000;

/** The bench's own copy of the constants: one client sends every lead, which a visitor's per-address limit would refuse. */
function manyLeadsFromOneAddress(documentsRoot: string) {
  const file = join(documentsRoot, "config", "constants.json");
  const constants = JSON.parse(readFileSync(file, "utf8")) as ConstantsDocument;
  constants.limits.maxPerAddress[leadsPath] = 10_000;
  writeFileSync(file, JSON.stringify(constants));
}

async function pagesPerSecond(fleet: Fleet) {
  const result = await autocannon({
    url: `${fleet.url}/gst-registration`,
    connections,
    duration: pageSeconds,
    headers: { "accept-encoding": "br" },
  });
  return {
    rps: result.requests.total / pageSeconds,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function leadsPerSecond(fleet: Fleet) {
  // A fresh captcha token for each lead, asked first, as each visitor's page does.
  const tokens: string[] = [];
  while (tokens.length < leads) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${fleet.url}/api/captcha/token`).then((r) => r.json() as Promise<{ token: string }>)),
    );
    tokens.push(...batch.map((b) => b.token));
  }
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url: fleet.url,
    connections,
    amount: leads,
    requests: [
      {
        method: "POST",
        path: leadsPath,
        headers: { "content-type": "application/json" },
        setupRequest: (req) => {
          const i = next++;
          const values = sampleLeadValues({
            name: "Bench Visitor",
            email: `fleet.bench.${i}@example.com`,
            phone: String(9100000000 + i),
          });
          return {
            ...req,
            body: JSON.stringify({
              values,
              otpVerifiedStatus: false,
              captchaToken: tokens[i % tokens.length],
            }),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.total / ((performance.now() - started) / 1000),
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * Pages and leads per second through nginx (`npm run fleet`'s set-up, src/cli/fleetRun.ts) with one and with three
 * server processes on one throwaway PostgreSQL, in production mode. The load comes from this process, on the same
 * cores as the fleet, nginx and PostgreSQL.
 */
export async function benchFleet(root: string): Promise<[string, string, string][]> {
  const rows: [string, string, string][] = [];
  for (const processes of [1, 3]) {
    const fleet = await startFleet(root, {
      processes,
      env: { NODE_ENV: "production", LOG_LEVEL: "error" },
      prepare: manyLeadsFromOneAddress,
    });
    try {
      const pages = await pagesPerSecond(fleet);
      const posted = await leadsPerSecond(fleet);
      const label = `${processes} process${processes > 1 ? "es" : ""} behind nginx, PostgreSQL, ${connections} concurrent`;
      rows.push([`GET /gst-registration, ${label}`, `${pages.rps.toFixed(0)} req/s`, `p99 ${pages.p99} ms, ${pages.non2xx} not 2xx`]);
      rows.push([`POST /api/leads, ${label}`, `${posted.rps.toFixed(0)} req/s`, `p99 ${posted.p99} ms, ${posted.non2xx} not 2xx`]);
    } finally {
      await fleet.stop();
    }
  }
  return rows;
}
