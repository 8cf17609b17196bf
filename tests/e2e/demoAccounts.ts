import type { APIRequestContext } from "@playwright/test";

/**
 * The demo accounts that tests/e2e/serve.ts seeds into the browser tests' store (the same data as
 * `npm run seed`), for the login tests: which contact shows which path of the login panel.
 */
export { demoAccounts, demoContacts } from "../../src/server/seed/demoAccounts.js";

/**
 * The latest login code the local outbox holds for a mobile number or email (GET /dev/otp-outbox?format=json),
 * or undefined when none was sent. The browser tests' server runs outside production, so the outbox page exists.
 */
export async function latestOtp(request: APIRequestContext, to: string): Promise<string | undefined> {
  const res = await request.get(`/dev/otp-outbox?format=json&to=${encodeURIComponent(to)}`);
  if (!res.ok()) throw new Error(`GET /dev/otp-outbox answered ${res.status()}`);
  const { messages } = (await res.json()) as { messages: { code: string }[] };
  return messages[0]?.code;
}

/**
 * Moves the browser tests' server clock forward (POST /dev/clock; serve.ts runs with VIDHI_DEV_CLOCK=1), for
 * example by the resend countdown after page.clock has run it down in the browser. Other tests share the server,
 * so move it only by what a test needs; codes, send limits, tokens and grants all follow it.
 */
export async function advanceServerClock(request: APIRequestContext, seconds: number): Promise<void> {
  const res = await request.post("/dev/clock", { data: { advanceSeconds: seconds } });
  if (!res.ok()) throw new Error(`POST /dev/clock answered ${res.status()}`);
}
