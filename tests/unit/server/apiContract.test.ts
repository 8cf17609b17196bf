import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiCalls } from "../../../src/contract/apiCalls.js";
import { projectRoot } from "../fixtureSite.js";
import { routesOf } from "../malformedRequests.js";
import { testApp } from "../testApp.js";

// The contract (src/contract/apiCalls.ts) and the app's routes are one list: every /api route of the app is an entry,
// every entry is a route with its method; and no code outside the contract writes an /api path as a string.
let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
  await t.app.ready();
});
afterAll(() => t.close());

it("every /api route of the app is in the contract, and every entry of the contract is a route", () => {
  const routes = routesOf(t.app)
    .filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD")
    .map((r) => `${r.method} ${r.url}`)
    .sort();
  const entries = Object.values(apiCalls)
    .map((c) => `${c.method} ${c.path}`)
    .sort();
  expect(routes).toEqual(entries);
});

it("every request schema an entry names is one the server has (schemas/api/<file>.schema.json and its $defs)", () => {
  for (const [name, { request }] of Object.entries(apiCalls)) {
    for (const { file, def } of Object.values(request as Record<string, { file: string; def?: string }>)) {
      const schema = JSON.parse(readFileSync(join(projectRoot, "schemas/api", `${file}.schema.json`), "utf8")) as { $defs?: Record<string, unknown> };
      if (def) expect(schema.$defs?.[def], `${name}: ${file}#/$defs/${def}`).toBeDefined();
    }
  }
});

it("no code outside the contract writes an /api path as a string", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : /\.(ts|tsx|mjs)$/.test(n) ? [join(dir, n)] : []));
  const code = [...files(join(projectRoot, "src")), ...files(join(projectRoot, "renderer"))].filter((f) => !f.includes(join("src", "contract")) && !f.endsWith(join("src", "documents", "types.ts")));
  const written = code.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /["'`]\/api\/[\w-]/.test(line))
      .map((line) => `${file.slice(projectRoot.length + 1)}: ${line.trim()}`),
  );
  expect(written).toEqual([]);
});
