import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { apiCalls, type ApiCall, type SchemaPart } from "../../src/contract/apiCalls.js";
import { addSchemaKeywords } from "../../src/documents/schemaKeywords.js";
import { schemasDir } from "./fixtureSite.js";

const ajv = addSchemaKeywords(new Ajv2020({ allErrors: true, strict: true, discriminator: true }));
addFormats(ajv);
for (const f of readdirSync(join(schemasDir, "api"))) ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, "api", f), "utf8")));

/** The validator of one part of the contract: schemas/api/<file>.schema.json, or one of its $defs. */
export const apiSchema = ({ file, def }: SchemaPart) => ajv.getSchema(`api/${file}.schema.json${def ? `#/$defs/${def}` : ""}`)!;

/** The contract's entry of a route (its method and Fastify's address pattern), HEAD as GET. */
export const callOf = (method: string, route: string): ApiCall | undefined => Object.values<ApiCall>(apiCalls).find((c) => c.method === (method === "HEAD" ? "GET" : method) && c.path === route);

/**
 * Holds every JSON answer of the app's /api routes to the contract (src/contract/apiCalls.ts) while a test file runs:
 * a refusal (4xx, 5xx) to its call's `refusal` schema, a success to its `answer` schema where it names one. What does
 * not fit is collected, with the request, the answer and the schema's words, for the test app's close to report.
 */
export function holdToContract(app: FastifyInstance): string[] {
  const broken: string[] = [];
  app.addHook("onSend", async (request, reply, payload) => {
    const call = request.url.startsWith("/api/") ? callOf(request.method, request.routeOptions.url ?? "") : undefined;
    const part = !call ? undefined : reply.statusCode >= 400 ? call.refusal : reply.statusCode < 300 ? call.answer : undefined;
    if (!part || typeof payload !== "string" || !String(reply.getHeader("content-type") ?? "").startsWith("application/json")) return payload;
    const validate = apiSchema(part);
    if (!validate(JSON.parse(payload))) broken.push(`${request.method} ${request.url} answered ${reply.statusCode} ${payload.slice(0, 400)}: not ${part.file}${part.def ? `#/$defs/${part.def}` : ""}: ${ajv.errorsText(validate.errors?.slice(0, 5))}`);
    return payload;
  });
  return broken;
}
