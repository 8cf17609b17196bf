import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { addSchemaKeywords } from "../../../src/documents/schemaKeywords.js";
import { createUser } from "../../../src/server/login/users.js";
import { schemasDir } from "../fixtureSite.js";
import { serverDocuments, type testApp } from "../testApp.js";

// What the login calls' tests share (login.test.ts, loginLimits.test.ts): the answers' schemas, fresh client
// addresses, the calls, the local outbox's codes, and the accounts they sign in to.
export const rules = serverDocuments.constants.otp;

const ajv = addSchemaKeywords(new Ajv2020({ allErrors: true, strict: true, discriminator: true }));
addFormats(ajv);
ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, "api/login.schema.json"), "utf8")));
/** The validator of an answer's definition in schemas/api/login.schema.json. */
export const answer = (def: string) => ajv.getSchema(`api/login.schema.json#/$defs/${def}`)!;

export type T = Awaited<ReturnType<typeof testApp>>;
let address = 0;
/** A fresh client address per test, so that the per-address cap of one test does not touch another. */
export const newAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

export function client(t: T, remoteAddress = newAddress()) {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, remoteAddress, headers });
  return {
    post,
    verifyUser: (body: object) => post("/api/verifyUser", body),
    sendOtp: (body: object) => post("/api/sendOtp", body),
    verifyOtp: (body: object) => post("/api/verifyOtp", body),
    loginUser: (body: object, cookie?: string) => post("/api/login-user", body, cookie ? { cookie } : {}),
  };
}

/** The codes the local outbox holds for a contact, newest first (read through the outbox page's JSON form). */
export async function outbox(t: T, to: string): Promise<{ channel: string; to: string; code: string }[]> {
  const res = await t.app.inject({
    method: "GET",
    url: `/dev/otp-outbox?format=json&to=${encodeURIComponent(to)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().messages;
}
export const latestCode = async (t: T, to: string) => (await outbox(t, to))[0]?.code;
export const wrongCode = (code: string) => String((Number(code) + 1) % 10 ** rules.length).padStart(rules.length, "0");

/** The accounts the login tests sign in to, with an inactive one on a number of its own and one beside an active one. */
export async function loginAccounts(t: T) {
  const ravi = await createUser(t.store, {
    name: "Ravi Kumar",
    mobile: "9812345670",
  });
  const priya = await createUser(t.store, {
    name: "Priya Sharma",
    email: "Priya.Sharma@Example.com",
  });
  await createUser(t.store, {
    name: "Mohan Lal",
    mobile: "9811122233",
    inactive: true,
  });
  const anil = await createUser(t.store, {
    name: "Anil Mehta",
    mobile: "9822334455",
    email: "anil.mehta@example.com",
  });
  const traders = await createUser(t.store, {
    name: "Mehta Traders",
    mobile: "9822334455",
    email: "accounts@mehta-traders.example.com",
  });
  // One active and one inactive account on a number: the number is not inactive, and only the active one logs in.
  const lapsed = await createUser(t.store, {
    name: "Lapsed Account",
    mobile: "9833445566",
    inactive: true,
  });
  await createUser(t.store, { name: "Current Account", mobile: "9833445566" });
  return { ravi, priya, anil, traders, lapsed };
}
