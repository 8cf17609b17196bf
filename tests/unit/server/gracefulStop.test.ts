import { randomUUID } from "node:crypto";
import { cpSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startRealServer } from "../../../src/cli/serverProcess.js";
import { openStore } from "../../../src/server/store/openStore.js";
import type { ConstantsDocument } from "../../../src/documents/types.js";
import { connectionRefused, exitOf, heldRequest, outputContains, rawStream } from "./gracefulStopKit.js";
import { projectRoot } from "../fixtureSite.js";
import { killHard, serverRootForFile } from "../serverProcess.js";

/**
 * The real server (`npm start`'s process) told to stop with SIGTERM, as a rolling restart does, while a request is
 * under way (its body half sent), a visitor's chat stream and the agents' stream open: both streams are told to
 * reconnect and ended, new connections are refused, the request under way is answered and its work stored, and the
 * process exits 0. On the PostgreSQL leg the server runs on a database of its own (testStore.ts).
 */
const { root, dataDir, env } = serverRootForFile();
const constants = () => JSON.parse(readFileSync(join(root, "config/constants.json"), "utf8")) as ConstantsDocument;


const trackedEvent = (label: string) =>
  JSON.stringify({ eventName: "menu-click", event: "header", eventProperties: { label, value: "" }, platform: "website", eventTime: new Date().toISOString(), url: "https://vidhi.example/gst-registration", serviceId: 95 });

async function openConversation(url: string): Promise<string> {
  const conversationId = `gst-registration-${randomUUID()}`;
  const page = "https://vidhi.example/gst-registration";
  const answer = await fetch(`${url}/api/chat/conversations`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ conversationId, pageUrl: page, serviceId: 95, pageType: "service", context: { clientConversationId: conversationId, clientGroupId: page, serviceName: "GST Registration", page_name: "GST Registration", section_name: "chat" } }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return conversationId;
}

describe("graceful stop on SIGTERM", { timeout: 180_000 }, () => {
  it("refuses new connections, tells the live streams to reconnect, finishes the request under way, closes the store and exits 0", async () => {
    const server = await startRealServer(root, env);
    try {
      const conversationId = await openConversation(server.url);
      const stream = await rawStream(`${server.url}/api/chat/conversations/${conversationId}/stream`);
      expect(stream.status).toBe(200);
      const agents = await rawStream(`${server.url}/admin/chat/stream`, { authorization: `Basic ${Buffer.from(`admin:${env.VIDHI_ADMIN_PASSWORD}`).toString("base64")}` });
      expect(agents.status).toBe(200);
      const label = `held-${randomUUID()}`;
      const held = await heldRequest(`${server.url}/api/event-track`, trackedEvent(label));

      server.child.kill("SIGTERM");
      for (const live of [stream, agents]) {
        await live.ended;
        expect(live.text()).toContain(`retry: ${constants().shutdown.reconnectAfterMs}\n\n`);
      }
      await connectionRefused(server.url);
      // Still running: the request under way holds the stop until it is answered.
      expect(server.child.exitCode).toBeNull();

      held.finish();
      expect(await held.answer).toMatchObject({ status: 200 });
      expect(await exitOf(server)).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain("SIGTERM: stopping");
    } finally {
      await killHard(server);
    }
    // The request's work is in the store, which the stopped process closed cleanly (PGlite opens its folder again).
    const store = await openStore(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: join(dataDir, "pglite") });
    try {
      const rows = await store.query("select 1 from events where payload->'eventProperties'->>'label' like 'held-%'");
      expect(rows).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it("cuts a request still under way after shutdown.drainWithinMs, and still exits 0", async () => {
    // The documents with the shortest wait the schema allows, in a copy of the config folder.
    const config = join(root, "config");
    unlinkSync(config);
    cpSync(join(projectRoot, "config"), config, { recursive: true });
    const shortened = constants();
    shortened.shutdown.drainWithinMs = 1000;
    writeFileSync(join(config, "constants.json"), JSON.stringify(shortened, null, 2));
    const server = await startRealServer(root, env);
    try {
      const stuck = await heldRequest(`${server.url}/api/event-track`, trackedEvent(`stuck-${randomUUID()}`));
      server.child.kill("SIGTERM");
      await outputContains(server, "their connections are cut");
      await expect(stuck.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
      expect(await exitOf(server)).toEqual({ code: 0, signal: null });
    } finally {
      await killHard(server);
    }
  });
});
