import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstTextProblem } from "../../../src/server/input/unstorableText.js";
import { edgeApp, newAddress, writeRequests, type WriteRequest } from "./edgeRequests.js";
import { routesOf } from "../malformedRequests.js";

/**
 * Text no store keeps (U+0000, lone surrogates, in values and field names) and deep nesting, placed into
 * otherwise valid bodies of every write route, so that they reach the routes' handlers and the store: never a 5xx;
 * visitors' bodies holding such text are refused with 400; the provider's signed webhook is always taken and
 * recorded. The routes come from the app, and a write route without a valid request in edgeRequests.ts fails here.
 * VIDHI_EDGE_PROPERTY_RUNS bodies per route (50 by default).
 */
const runsPerRoute = Number(process.env.VIDHI_EDGE_PROPERTY_RUNS ?? 50);
const writeMethods = new Set(["POST", "PUT", "DELETE", "PATCH"]);

let t: Awaited<ReturnType<typeof edgeApp>>;
let requests: Map<string, WriteRequest>;
beforeAll(async () => {
  t = await edgeApp();
  requests = await writeRequests(t, (file) => readFileSync(join(t.documentsRoot, file), "utf8"));
});
afterAll(() => t?.close());

/** Any UTF-16 unit or code point, U+0000 and both halves of a surrogate pair alone among them. */
const unit = fc.oneof(
  { arbitrary: fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff"), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), weight: 2 },
);
const text = fc.oneof({ arbitrary: fc.string({ unit, maxLength: 30 }), weight: 4 }, { arbitrary: fc.tuple(fc.string({ unit, minLength: 1, maxLength: 3 }), fc.nat(2000)).map(([s, n]) => s.repeat(n)), weight: 1 });
/** A value nested 0 to 150 levels deep in arrays or objects (the edge's limit is 64). */
const nested = fc.tuple(fc.nat(150), fc.boolean(), text).map(([depth, arrays, inner]) => {
  let value: unknown = inner;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { [inner.slice(0, 3) || "k"]: value };
  return value;
});
const change = fc.record({
  replace: fc.array(fc.tuple(fc.nat(), text), { maxLength: 3 }),
  add: fc.array(fc.tuple(fc.nat(), text, fc.oneof(text, nested)), { maxLength: 2 }),
});

type Node = Record<string, unknown>;
/** The paths of the string leaves of `value` under `prefix`. */
function stringSlots(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => stringSlots(v, [...path, k]));
}
const at = (root: unknown, path: string[]) => path.reduce<unknown>((node, key) => (node as Node)[key], root);
const setAt = (root: unknown, path: string[], value: unknown) => ((at(root, path.slice(0, -1)) as Node)[path[path.length - 1]] = value);

/** The route's valid body with the change made: strings replaced, fields added to its open objects. */
function changed(request: WriteRequest, valid: unknown, { replace, add }: { replace: [number, string][]; add: [number, string, unknown][] }) {
  const body = structuredClone(valid);
  const slots = stringSlots(request.under ? at(body, request.under) : body, request.under ?? []);
  for (const [i, s] of replace) if (slots.length) setAt(body, slots[i % slots.length], s);
  const open = request.open ?? [];
  for (const [i, key, value] of add) if (open.length) Object.defineProperty(at(body, open[i % open.length]), key, { value, enumerable: true, configurable: true, writable: true });
  return body;
}

/** fc.assert, its failure cut short: a counterexample of 2,000 repeated characters would fill the log. */
async function shortly(property: fc.IAsyncProperty<[{ replace: [number, string][]; add: [number, string, unknown][] }]>) {
  await fc.assert(property, {
    numRuns: runsPerRoute,
    reporter: (run) => {
      if (!run.failed) return;
      const failure = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
      throw new Error(`seed ${run.seed}, counterexample ${JSON.stringify(run.counterexample).slice(0, 1000)}\n${failure.slice(0, 1500)}`);
    },
  });
}

const tally = new Map<string, Record<string, number>>();
async function send(route: string, request: WriteRequest, body: unknown) {
  const payload = JSON.stringify(body);
  const headers = { "content-type": "application/json", ...request.headers, ...request.sign?.(payload) };
  const res = await t.app.inject({ method: request.method, url: request.url, headers, payload, remoteAddress: newAddress() });
  const counts = tally.get(route) ?? {};
  counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  tally.set(route, counts);
  return res;
}

describe("text and nesting at the edge, in valid bodies of every write route", () => {
  const writeRoutes = () => routesOf(t.app).filter((r) => writeMethods.has(r.method) && (r.url.startsWith("/api/") || r.url.startsWith("/admin/")));

  it("every write route has a valid request here, which its handler takes (or refuses as the request says)", async () => {
    const missing = writeRoutes().map((r) => `${r.method} ${r.url}`).filter((route) => !requests.has(route));
    expect(missing, "write routes with no valid request in tests/unit/server/edgeRequests.ts").toEqual([]);
    for (const [route, request] of requests) {
      const res = await send(route, request, (await request.fresh?.()) ?? request.body);
      const answered = request.refused === undefined ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === request.refused;
      expect(answered, `${route} answered ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(true);
    }
  });

  it(`${runsPerRoute} changed bodies per route: never a 5xx, unstorable text refused with 400 and where it is, the signed webhook always taken`, async () => {
    for (const { method, url } of writeRoutes()) {
      const route = `${method} ${url}`;
      const request = requests.get(route)!;
      await shortly(
        fc.asyncProperty(change, async (c) => {
          const body = changed(request, (await request.fresh?.()) ?? request.body, c);
          const res = await send(route, request, body);
          const where = `${route} answered ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (url === "/api/razorpay/webhook") expect(res.statusCode, where).toBe(200);
          else if (firstTextProblem(body, "body") && res.statusCode !== 413 && res.statusCode !== 429) expect(res.statusCode, where).toBe(400);
        }),
      );
    }
    // The figures of a run: how many bodies each kind of answer got (a 2xx was taken, and stored where the route stores).
    const all: Record<string, number> = {};
    for (const counts of tally.values()) for (const [status, n] of Object.entries(counts)) all[status[0] + "xx"] = (all[status[0] + "xx"] ?? 0) + n;
    console.log(`${tally.size} write routes, answers: ${JSON.stringify(all)}; by route: ${JSON.stringify(Object.fromEntries(tally))}`);
  });
});
