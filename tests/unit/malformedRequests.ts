import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import type { FastifyInstance, HTTPMethods } from "fastify";
import { projectRoot } from "./fixtureSite.js";

/** A request an outside client might send to an /api route: everything but the method and the address. */
export interface MalformedRequest {
  label: string;
  query: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** Field names the API bodies and queries use, so that wrong values reach the validators and not only "unknown field". */
const knownKeys = ["values", "email", "mobile", "phone", "name", "otp", "serviceId", "captchaToken", "token", "auth_token", "q", "query", "countryCode", "eventName", "url", "leadId", "otpVerifiedStatus", "format", "limit"];

const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const deepObject = (depth: number) => '{"values":'.repeat(depth) + "1" + "}".repeat(depth);
const invalidUtf8 = Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0]), Buffer.from('","values":{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}}')]);

/** The fixed cases every route gets, one of each kind the reliability test names: the plain ones are data, the built ones below. */
export const fixedCases: MalformedRequest[] = [
  ...(JSON.parse(readFileSync(join(projectRoot, "tests/fixtures/malformed-requests.json"), "utf8")) as MalformedRequest[]),
  { label: "wrong types in every field", query: "", contentType: "application/json", payload: JSON.stringify(Object.fromEntries(knownKeys.map((k, i) => [k, [[i], { k }, true, -1e308, null][i % 5]]))) },
  { label: "a huge string under the body limit", query: "", contentType: "application/json", payload: JSON.stringify({ email: "a".repeat(300_000) + "@b.c", values: { name: "x".repeat(300_000) } }) },
  { label: "a body over the body limit", query: "", contentType: "application/json", payload: JSON.stringify({ values: { name: "x".repeat(2_000_000) } }) },
  { label: "deeply nested arrays", query: "", contentType: "application/json", payload: deepArray(5000) },
  { label: "deeply nested objects", query: "", contentType: "application/json", payload: deepObject(3000) },
  { label: "invalid UTF-8", query: "", contentType: "application/json", payload: invalidUtf8 },
  { label: "repeated query keys", query: "?q=a&q=b&query=x&query=y&countryCode=IN&countryCode=US&auth_token=1&auth_token=2", contentType: "application/json", payload: "{}" },
  { label: "a huge query", query: "?q=" + "a".repeat(60_000) + "&query=" + "%F0%9F%98%80".repeat(2000), contentType: "application/json", payload: "{}" },
];

const jsonish = fc.jsonValue({ maxDepth: 4 });
const field = fc.oneof(fc.constantFrom(...knownKeys), fc.string({ maxLength: 10 }));
const queryPart = fc.tuple(field, fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("%", "%zz", "%00", "%ff%fe", "[]", "null", "-1", "1e999", "😀"))).map(([k, v]) => `${encodeURIComponent(k)}=${/^%|\[/.test(v) ? v : encodeURIComponent(v)}`);

/** Random malformed requests: a random query, and one of several kinds of broken body. */
export const malformedRequestArbitrary: fc.Arbitrary<MalformedRequest> = fc
  .record({
    query: fc.array(queryPart, { maxLength: 4 }).map((parts) => (parts.length ? "?" + parts.join("&") : "")),
    body: fc.oneof(
      jsonish.map((v) => ({ label: "random JSON", contentType: "application/json", payload: JSON.stringify(v) as string })),
      fc.dictionary(field, jsonish, { maxKeys: 6 }).map((v) => ({ label: "known fields, random values", contentType: "application/json", payload: JSON.stringify(v) })),
      fc.dictionary(field, jsonish, { maxKeys: 6 }).map((v) => ({ label: "values of random shapes", contentType: "application/json", payload: JSON.stringify({ values: v, otpVerifiedStatus: v }) })),
      fc.tuple(jsonish, fc.nat()).map(([v, at]) => {
        const text = JSON.stringify({ values: v });
        return { label: "cut JSON", contentType: "application/json", payload: text.slice(0, at % text.length) };
      }),
      fc.tuple(fc.string({ maxLength: 200 }), fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/json", "application/xml", "", "application/json; charset=latin1")).map(([payload, contentType]) => ({ label: "random text", contentType, payload })),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ label: "random bytes", contentType: "application/json", payload: Buffer.from(bytes) })),
    ),
  })
  .map(({ query, body }) => ({ ...body, query }));

/** The routes as Fastify prints them: a tree whose children add to their parent's address. */
export function routesOf(app: FastifyInstance): { method: HTTPMethods; url: string }[] {
  const stack: string[] = [];
  const routes: { method: HTTPMethods; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ├└─]*?)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? "") + match[2];
    stack.push(url);
    for (const method of match[3]?.split(", ") ?? []) routes.push({ method: method as HTTPMethods, url });
  }
  return routes;
}
