import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { createHmac, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { addSchemaKeywords } from "../../../src/documents/schemaKeywords.js";
import type { ApiEmbeddedCheckoutFailureResponse, ApiEmbeddedCheckoutPayBody } from "../../../src/contract/types.js";

/**
 * The network boundary of the embedded checkout's tests: a `fetch` that answers POST /api/embedded-checkout/payments
 * as schemas/api/embedded-checkout.schema.json and Razorpay's test mode say (the server's own route is another
 * helper's work; the e2e pays through it). Every body the pop-up sends is checked against the schema, so a body
 * the server would refuse fails the test.
 */
export function checkoutNetwork(schemasDir: string, secret = randomBytes(16).toString("hex")) {
  // The server's Ajv settings for schemas/api (src/server/app.ts).
  const ajv = addSchemaKeywords(new Ajv2020({ allErrors: true, removeAdditional: false, coerceTypes: false, useDefaults: false, strict: true, discriminator: true }));
  addFormats(ajv);
  const apiDir = join(schemasDir, "api");
  for (const file of readdirSync(apiDir).filter((f) => f.endsWith(".schema.json"))) ajv.addSchema(JSON.parse(readFileSync(join(apiDir, file), "utf8")));
  const def = (name: string) => ajv.compile({ $ref: `api/embedded-checkout.schema.json#/$defs/${name}` });
  const [payBody, success, failure] = [def("payBody"), def("successResponse"), def("failureResponse")];
  const bodies: ApiEmbeddedCheckoutPayBody[] = [];
  let status: number | undefined;
  let gate: Promise<void> | undefined;
  let count = 0;
  const paymentId = () => `pay_${String(++count).padStart(14, "0")}`;
  const json = (code: number, body: unknown) => new Response(JSON.stringify(body), { status: code, headers: { "content-type": "application/json" } });

  const fetchImpl: typeof fetch = async (url, init) => {
    if (String(url) !== "http://shop.test/api/embedded-checkout/payments" || init?.method !== "POST") return json(404, {});
    const body = JSON.parse(String(init.body)) as ApiEmbeddedCheckoutPayBody;
    if (!payBody(body)) throw new Error(`the pop-up sent a body the schema refuses: ${JSON.stringify(payBody.errors)}`);
    bodies.push(body);
    await gate;
    if (status !== undefined) return json(status, { status: false });
    const id = paymentId();
    const ok =
      body.method === "upi" ? body.vpa === "success@razorpay" : body.method === "card" ? body.otp.length >= 4 : body.outcome === "success";
    if (ok) {
      const signature = createHmac("sha256", secret).update(`${body.order_id}|${id}`).digest("hex");
      return json(200, { razorpay_payment_id: id, razorpay_order_id: body.order_id, razorpay_signature: signature });
    }
    const answer: ApiEmbeddedCheckoutFailureResponse = {
      error: { code: "BAD_REQUEST_ERROR", description: `Payment failed (${body.method})`, source: "customer", step: "payment_authorization", reason: "payment_failed", metadata: { order_id: body.order_id, payment_id: id } },
    };
    return json(400, answer);
  };
  return {
    fetchImpl,
    bodies,
    secret,
    validSuccess: (x: unknown) => success(x) as boolean,
    validFailure: (x: unknown) => failure(x) as boolean,
    /** Answers every call with this status (a server error, an unknown order...). */
    answerWith: (code: number | undefined) => void (status = code),
    /** Holds the answers until the returned function is called. */
    hold: () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}
