import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { addSchemaKeywords } from "../../../src/documents/schemaKeywords.js";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import type { LeadRow } from "../../../src/server/leads/leadStore.js";
import { schemasDir } from "../fixtureSite.js";
import { testApp, testClock } from "../testApp.js";

// What the lead pipeline's tests share (leadChecks, leads, leadCalls .test.ts): the answers' schemas, fresh contacts
// and addresses, and one app per file on a store of its own with the lead API key and the admin password set.
const ajv = addSchemaKeywords(new Ajv2020({ allErrors: true, strict: true, discriminator: true }));
addFormats(ajv);
for (const f of ["common", "leads", "cities", "checks"]) ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, `api/${f}.schema.json`), "utf8")));
/** The validator of an answer's definition in schemas/api/<file>.schema.json. */
export const answer = (file: string, def: string) => ajv.getSchema(`api/${file}.schema.json#/$defs/${def}`)!;

let address = 0;
export const newAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
export const apiKey = "partner-key-0123456789";
export const adminPassword = "admin-password-0123456789";
export const clock = testClock();
let seq = 0;
/** Lead form values for a fresh contact (`leadValues` of schemas/api/leads.schema.json). */
export const values = (over: Record<string, unknown> = {}) => {
  seq++;
  return sampleLeadValues(
    {
      name: "Asha Verma",
      email: `Asha.${seq}@Example.com`,
      phone: `98${String(10000000 + seq).slice(-8)}`,
    },
    over,
  );
};

type T = Awaited<ReturnType<typeof testApp>>;

/** The app of a describe block (made before its tests, closed after) and the calls its tests make. */
export function leadPipeline() {
  let t: T;
  beforeAll(async () => {
    t = await testApp({
      now: clock.now,
      captchaTestScores: true,
      leadApiKey: apiKey,
      adminPassword,
    });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = newAddress()) =>
    t.app.inject({ method: "POST", url, payload, headers, remoteAddress });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers, remoteAddress: newAddress() });
  /** Any request, its body as given (a form's text, or an object sent as JSON). */
  const send = (method: "GET" | "POST", url: string, payload?: string | object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers, remoteAddress: newAddress(), ...(payload === undefined ? {} : { payload }) });
  return {
    post,
    get,
    send,
    store: () => t.store,
    token: async (score?: number) =>
      (await get("/api/captcha/token", score === undefined ? {} : { "x-vidhi-captcha-test-score": String(score) })).json().token as string,
    leadRows: (where = "true", params: unknown[] = []) => t.store.query<LeadRow>(`select * from leads where ${where} order by id`, params),
    latestCode: async (to: string) => (await get(`/dev/otp-outbox?format=json&to=${to}`)).json().messages[0]?.code as string | undefined,
  };
}
