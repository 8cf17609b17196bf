import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemasDir } from "../fixtureSite.js";
import { testApp } from "../testApp.js";

const event = (serviceId: unknown) => ({ eventName: "menu-click", platform: "website", eventTime: "2026-11-22T10:00:00.000Z", url: "http://127.0.0.1/", serviceId });
const track = (serviceId: unknown) => ({ url: "http://127.0.0.1/", mode: "chat", serviceId });

describe("one rule for ids sent to /api: a whole number, or its digits as text, stored as the number", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => void (t = await testApp()));
  afterAll(async () => t.close());
  const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, payload: payload as object });
  const lastPayload = async (table: "events" | "user_tracks") => (await t.store.query<{ payload: { serviceId?: unknown } }>(`select payload from ${table} order by id desc limit 1`))[0].payload;

  it.each([
    ["/api/event-track", "events", event],
    ["/api/user-track", "user_tracks", track],
  ] as const)("%s accepts 1 and \"1\" (stored as 1) and null; refuses \"1a\", \"\", -1, \"01\" and 1.5 without showing a pattern", async (url, table, body) => {
    for (const id of [1, "1"]) {
      expect((await post(url, body(id))).statusCode).toBe(200);
      expect((await lastPayload(table)).serviceId).toBe(1);
    }
    expect((await post(url, body(null))).statusCode).toBe(200);
    expect((await lastPayload(table)).serviceId).toBeNull();
    for (const id of ["1a", "", -1, "01", 1.5, " 1"]) {
      const res = await post(url, body(id));
      expect(res.statusCode, JSON.stringify(id)).toBe(400);
      expect(res.json().error).toContain("body/serviceId");
      expect(res.json().error).not.toMatch(/\^|\$"/);
    }
  });

  it("an id-shaped refusal says how to write the id instead of the pattern", async () => {
    const res = await post("/api/event-track", event("1a"));
    expect(res.json().error).toContain("write the id as digits only");
  });
});

/** Every property of the request schemas, with its name and place. */
function* properties(node: unknown, at: string): Generator<[string, string, Record<string, unknown>]> {
  if (!node || typeof node !== "object") return;
  for (const [key, child] of Object.entries(node)) {
    if (key === "properties") for (const [name, p] of Object.entries(child as object)) yield [name, `${at}/properties/${name}`, p];
    yield* properties(child, `${at}/${key}`);
  }
}

describe("every API schema takes a service id by the shared rule", () => {
  const files = readdirSync(join(schemasDir, "api")).filter((f) => f.endsWith(".schema.json") && f !== "common.schema.json");
  it.each(files)("%s", (file) => {
    const schema = JSON.parse(readFileSync(join(schemasDir, "api", file), "utf8"));
    for (const [name, at, p] of properties(schema, "#")) {
      if (name === "serviceId") expect(p.$ref, `${file}${at}`).toMatch(/^common\.schema\.json#\/\$defs\/(id|optionalId)$/);
    }
  });
});
