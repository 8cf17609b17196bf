import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sampleLeadValues } from "../../../src/cli/sampleLead.js";
import { openStore } from "../../../src/server/store/openStore.js";
import { startRealServer, type RunningServer } from "../../../src/cli/serverProcess.js";
import { killHard, serverRootForFile } from "../serverProcess.js";

/**
 * The real server (a separate process, `npm start`'s `node src/server/start.mjs`) takes leads from concurrent clients
 * and is killed with SIGKILL in the middle, several times, on the same store (a PGlite data folder, or on the PostgreSQL
 * leg a database of its own: testStore.ts):
 * every lead it acknowledged with a 2xx is in the store afterwards. Each lead is a real visitor's two calls, a
 * captcha token then POST /api/leads, each from its own address (X-Forwarded-For, with VIDHI_TRUST_PROXY) so that
 * per-address limits do not turn the load away. VIDHI_DURABILITY_ROUNDS (3) rounds, each killed after
 * VIDHI_DURABILITY_LEADS (150) acknowledged leads, at most the time below.
 */
const rounds = Number(process.env.VIDHI_DURABILITY_ROUNDS ?? 3);
const leadsBeforeKill = Number(process.env.VIDHI_DURABILITY_LEADS ?? 150);
const concurrency = 16;
const roundAtMostMs = 30_000;

const run = randomBytes(4).toString("hex");
const { root, dataDir, env } = serverRootForFile({ VIDHI_TRUST_PROXY: "true" });

let sent = 0;

/** One visitor's lead: a fresh contact and address. Resolves to its email when the server acknowledged it, else undefined. */
async function oneLead(server: RunningServer): Promise<string | undefined> {
  const n = sent++;
  const email = `durability.${run}.${n}@example.com`;
  const headers = { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  try {
    const tokenAnswer = await fetch(`${server.url}/api/captcha/token`, { headers, signal: AbortSignal.timeout(60_000) });
    if (!tokenAnswer.ok) return undefined;
    const { token } = (await tokenAnswer.json()) as { token: string };
    const body = { values: sampleLeadValues({ name: "Durability Visitor", email, phone: String(7000000000 + n) }), otpVerifiedStatus: false, captchaToken: token };
    const answer = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    // The acknowledgement is the whole answer: a 2xx whose body could not be read was not seen by the visitor.
    const answered = (await answer.json()) as { status?: boolean };
    return answer.ok && answered.status === true ? email : undefined;
  } catch {
    return undefined; // Killed mid-request: not acknowledged, so it may or may not be stored.
  }
}

/** Clients send leads until `leadsBeforeKill` are acknowledged (or time is up), then the server is killed under load. */
async function roundUnderLoad(server: RunningServer): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const stopAt = Date.now() + roundAtMostMs;
  const client = async () => {
    while (!killed) {
      const email = await oneLead(server);
      // An answer that arrived while the kill was on its way still counts: the visitor saw it.
      if (email) acknowledged.push(email);
      if (!killed && (acknowledged.length >= leadsBeforeKill || Date.now() > stopAt)) {
        killed = true;
        await killHard(server);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return acknowledged;
}

describe("leads survive SIGKILL", () => {
  it(`every acknowledged lead is in the store after ${rounds} kills under load`, { timeout: 600_000 }, async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const server = await startRealServer(root, env);
      try {
        const got = await roundUnderLoad(server);
        expect(got.length, `round ${round + 1} got leads through:\n${server.output()}`).toBeGreaterThan(0);
        acknowledged.push(...got);
      } finally {
        await killHard(server);
      }
    }

    const store = await openStore({ dataDir: join(dataDir, "pglite"), databaseUrl: env.DATABASE_URL });
    try {
      const rows = await store.query<{ email: string }>("select email from leads where email like $1", [`durability.${run}.%`]);
      const stored = new Set(rows.map((r) => r.email));
      expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await store.close();
    }
  });
});
