import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { addSchemaKeywords } from "../documents/schemaKeywords.js";
import { buildApp } from "../server/app.js";
import { embeddedCaptcha } from "../server/captcha/embeddedCaptcha.js";
import { loadServerDocuments } from "../server/serverDocuments.js";
import { openStore } from "../server/store/openStore.js";
import { emptyDist } from "./benchApp.js";
import { sampleLeadValues } from "./sampleLead.js";
import { leadsPath } from "../contract/apiCalls.js";

const connections = 50;
const amount = 4000;

/** One request body per call: a fresh contact (no duplicates) and, for the real route, a fresh captcha token. */
function bodies(tokens: string[]): string[] {
  return tokens.map((captchaToken, i) =>
    JSON.stringify({
      values: sampleLeadValues({ name: "Bench Visitor", email: `bench.${i}@example.com`, phone: String(9000000000 + i) }),
      otpVerifiedStatus: false,
      captchaToken,
    }),
  );
}

async function load(app: FastifyInstance, path: string, payloads: string[], run: { amount: number } | { duration: number }) {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as { port: number };
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    ...run,
    requests: [
      {
        method: "POST",
        path,
        headers: { "content-type": "application/json" },
        // Each lead from an address of its own (through the trusted proxy header), as visitors send them: the
        // per-address limits would otherwise refuse one address's thousands of leads.
        setupRequest: (req) => {
          const i = next++;
          return { ...req, headers: { ...req.headers, "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }, body: payloads[i % payloads.length] };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  // Requests per second over the whole run (autocannon's per-second average rounds a sub-second run up to one second).
  return { rps: result.requests.total / seconds, p99: result.latency.p99, non2xx: result.non2xx, total: result.requests.total };
}

/**
 * Accepted leads per second on the embedded store (PGlite in memory) at 50 concurrent requests to POST /api/leads,
 * each with a fresh contact and a fresh embedded captcha token, next to a bare Fastify route with the same body
 * schema and Ajv settings that stores nothing. Client and server share this process (and the machine's cores).
 */
export async function benchLeads(root: string): Promise<[string, string, string][]> {
  const documents = loadServerDocuments(root);
  const signingKey = new TextEncoder().encode(randomBytes(32).toString("base64url"));
  const captcha = embeddedCaptcha(signingKey, documents.constants.captcha);
  const now = new Date();
  const tokens = await Promise.all(Array.from({ length: amount }, () => captcha.issue!({ now })));
  const payloads = bodies(tokens);

  const dist = emptyDist();
  const store = await openStore();
  const app = await buildApp({ store, distDir: dist, schemasDir: join(root, "schemas"), documents, signingKey, captcha, production: true, trustProxy: ["127.0.0.1"] });
  const real = await load(app, leadsPath, payloads, { amount: payloads.length });
  const [{ n }] = await store.query<{ n: number }>("select count(*)::int as n from leads");
  await store.close();

  const bare = Fastify({ logger: false });
  const ajv = addSchemaKeywords(new Ajv2020({ allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: false, strict: true, discriminator: true }));
  addFormats(ajv);
  for (const f of readdirSync(join(root, "schemas/api")).filter((f) => f.endsWith(".schema.json"))) ajv.addSchema(JSON.parse(readFileSync(join(root, "schemas/api", f), "utf8")));
  bare.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  bare.post("/bare", { schema: { body: { $ref: "api/leads.schema.json#/$defs/leadBody" } } }, async () => ({ status: true }));
  const baseline = await load(bare, "/bare", payloads, { duration: 5 });

  const note = (r: typeof real, extra: string) => `p99 ${r.p99} ms, ${r.total} requests, ${r.non2xx} not 2xx${extra}`;
  return [
    [`POST /api/leads, embedded store, ${connections} concurrent`, `${real.rps.toFixed(0)} req/s`, note(real, `, ${n} leads stored`)],
    [`bare Fastify route, same body schema, ${connections} concurrent`, `${baseline.rps.toFixed(0)} req/s`, note(baseline, "")],
  ];
}
