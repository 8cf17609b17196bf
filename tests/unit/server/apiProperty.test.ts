import fc from "fast-check";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedCases, malformedRequestArbitrary, routesOf, type MalformedRequest } from "../malformedRequests.js";
import { apiSchema, callOf } from "../apiContractCheck.js";
import { projectRoot } from "../fixtureSite.js";
import { testApp } from "../testApp.js";

/**
 * Every /api route of the real app, with malformed bodies, queries and content types: never a 5xx, always a JSON
 * refusal with its sentence for a 4xx, never a stack trace or a file path, and an answer at all (a
 * request that hangs is reported by name, not left to the test's timeout: the bound is far above any answer's time,
 * so a busy machine does not trip it). The routes come from the app itself, so a new route is covered without touching this file.
 * Each call answers every refusal in the schema its contract entry names (src/contract/apiCalls.ts), whatever
 * refused it: the call itself or what runs before it (a body too large or compressed, a wrong type, too many calls).
 * VIDHI_API_PROPERTY_RUNS random requests per route (60 by default) come on top of the fixed cases.
 */
const runsPerRoute = Number(process.env.VIDHI_API_PROPERTY_RUNS ?? 60);
const hungAfterMs = 60_000;

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
  await t.app.ready();
});
afterAll(() => t?.close());

/** The validator of a route's refusals, from its contract entry (every /api route has one: apiContract.test.ts). */
function refusalOf(method: string, url: string) {
  const call = callOf(method, url);
  if (!call) throw new Error(`${method} ${url}: no entry in the contract`);
  return apiSchema(call.refusal);
}

const stackFrame = /\n\s+at \S|\bat .+:\d+:\d+|file:\/\/|node_modules|\.tsx?:\d+|\/src\/|\/renderer\//;

async function send(method: HTTPMethods, url: string, request: MalformedRequest) {
  const headers: Record<string, string> = request.contentType === undefined ? {} : { "content-type": request.contentType };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${method} ${url} (${request.label}) gave no answer in ${hungAfterMs} ms`)), hungAfterMs)));
  try {
    return await Promise.race([t.app.inject({ method, url: url + request.query, headers, payload: request.payload }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function expectSafeAnswer(method: HTTPMethods, url: string, request: MalformedRequest) {
  const res = await send(method, url, request);
  const where = `${method} ${url} with ${request.label} answered ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.body.includes(projectRoot) || stackFrame.test(res.body), `a stack trace or a path: ${where}`).toBe(false);
  // A success keeps the answer its schema gives (POST /api/user-track answers a plain "ok"); a refusal is JSON.
  if (res.statusCode >= 400) {
    expect(String(res.headers["content-type"]), where).toMatch(/^application\/json/);
    const body: unknown = JSON.parse(res.body);
    expect(body, where).toBeTypeOf("object");
    // Most refusals carry a sentence; the payment calls' carry { status, message }, the cart link's { status, reason } (schemas/api/payments).
    const error = (body as { error?: unknown }).error;
    const said = error && typeof error === "object" ? ((error as { message?: unknown; reason?: unknown }).message ?? (error as { reason?: unknown }).reason) : error;
    expect(said, where).toBeTypeOf("string");
    const refusal = refusalOf(method, url);
    expect(refusal(body) ? [] : refusal.errors, `not the contract's refusal: ${where}`).toEqual([]);
  }
}

describe("every /api route refuses malformed requests safely", () => {
  it("finds the /api routes in the app", () => {
    const urls = routesOf(t.app).map((r) => r.url);
    expect(urls).toContain("/api/leads");
    expect(urls).toContain("/api/leads/otp");
    expect(urls).toContain("/api/getCityDetails");
    expect(urls).toContain("/api/geoCity");
  });

  it("each fixed case, on each route", { timeout: 300_000 }, async () => {
    const routes = routesOf(t.app).filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD");
    for (const { method, url } of routes) {
      for (const request of fixedCases) await expectSafeAnswer(method, url, request);
    }
  });

  it(`${runsPerRoute} random malformed requests on each route`, { timeout: 300_000 }, async () => {
    const routes = routesOf(t.app).filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD");
    for (const { method, url } of routes) {
      await fc.assert(
        fc.asyncProperty(malformedRequestArbitrary, (request) => expectSafeAnswer(method, url, request)),
        { numRuns: runsPerRoute },
      );
    }
  });
});
