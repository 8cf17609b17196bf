import { randomBytes, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { ApiChatAgentMessageBody, ApiChatChatMessage, ApiChatOpenBody } from "../contract/types.js";
import { buildApp } from "../server/app.js";
import { loadServerDocuments } from "../server/serverDocuments.js";
import { openStore } from "../server/store/openStore.js";
import { emptyDist } from "./benchApp.js";
import { readSse } from "./sseStream.js";

/** The visitors with the chat open (a conversation and its live stream each). */
const visitors = 50;
/** The agents' calls in flight at once (agents writing at the same moment). */
const agentsAtOnce = 10;
/** How long the agents write; then the streams get at most `drainMs` to receive what was written. */
const writeMs = 5000;
const drainMs = 3000;
const textPrefix = "bench message ";

type Row = [string, string, string];

/**
 * Chat messages per second through the real app with 50 connected visitors: the embedded store (PGlite in memory), the
 * app listening on a free local port, 50 conversations opened as the widget opens them (POST /api/chat/conversations)
 * and their 50 live streams (GET …/stream, Server-Sent Events read over fetch); then the agents' call
 * (POST /admin/chat/conversations/:id/messages, with the admin password given to the app) writes, `agentsAtOnce` at a
 * time, round the conversations for `writeMs`. Measured: messages written per second, messages delivered to the
 * streams per second, and the p99 delay from the call's start to the event reaching its stream. All streams are closed
 * at the end and the app's live hub must then have no subscriber. Client and server share this process.
 */
export async function benchChat(root: string): Promise<Row[]> {
  const documents = loadServerDocuments(root);
  const dist = emptyDist();
  const store = await openStore();
  const adminPassword = randomBytes(18).toString("base64url");
  // Each conversation opened from an address of its own (through the trusted proxy header), as visitors open them.
  const app = await buildApp({ store, distDir: dist, schemasDir: join(root, "schemas"), documents, signingKey: randomBytes(32), production: true, adminPassword, trustProxy: ["127.0.0.1"] });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const streams: LiveStream[] = [];
  try {
    const ids = await Promise.all(Array.from({ length: visitors }, (_, i) => openConversation(base, i)));
    const sentAt = new Map<string, number>();
    const delays: number[] = [];
    for (const id of ids)
      streams.push(
        await liveStream(`${base}/api/chat/conversations/${id}/stream`, (m) => {
          const started = m.author === "agent" ? sentAt.get(m.text) : undefined;
          if (started !== undefined) delays.push(performance.now() - started);
        }),
      );

    const auth = `Basic ${Buffer.from(`admin:${adminPassword}`).toString("base64")}`;
    let next = 0;
    let refused = 0;
    const started = performance.now();
    const agent = async () => {
      while (performance.now() - started < writeMs) {
        const n = next++;
        const text = `${textPrefix}${n}`;
        const body: ApiChatAgentMessageBody = { agent: `Agent ${n % agentsAtOnce}`, text };
        sentAt.set(text, performance.now());
        const answer = await fetch(`${base}/admin/chat/conversations/${ids[n % visitors]}/messages`, {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        await answer.arrayBuffer();
        if (!answer.ok) refused++;
      }
    };
    await Promise.all(Array.from({ length: agentsAtOnce }, agent));
    const wrote = (performance.now() - started) / 1000;
    const written = next - refused;
    while (delays.length < written && performance.now() - started < writeMs + drainMs) await new Promise((r) => setTimeout(r, 20));
    const delivered = delays.length;
    const deliveredIn = (performance.now() - started) / 1000;

    await Promise.all(streams.splice(0).map((s) => s.close()));
    const left = await settled(() => app.chatLiveHub.subscribers(), 2000);
    const p = (q: number) => [...delays].sort((a, b) => a - b)[Math.min(delays.length - 1, Math.floor(q * delays.length))]?.toFixed(0) ?? "-";
    return [
      [`chat messages per second, ${visitors} connected visitors`, `${(written / wrote).toFixed(0)} msg/s`, `written by the agents' call, ${agentsAtOnce} at once: ${written} in ${wrote.toFixed(1)} s, ${refused} refused`],
      [
        `chat messages delivered to ${visitors} live streams`,
        `${(delivered / deliveredIn).toFixed(0)} msg/s`,
        `${delivered} of ${written} delivered; delay from call to event p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; streams closed, ${left} subscribers left`,
      ],
    ];
  } finally {
    await Promise.all(streams.map((s) => s.close()));
    // fetch keeps the agents' connections alive for a few seconds, which the server's close would wait out.
    app.server.closeAllConnections();
    await app.close();
    await store.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

/** Opens a conversation as the widget does, on a service page with no service id of its own (the 'service' script). */
async function openConversation(base: string, i: number): Promise<string> {
  const conversationId = `bench-chat-${randomUUID()}`;
  const pageUrl = `${base}/bench-chat-${i}`;
  const body: ApiChatOpenBody = {
    conversationId,
    pageUrl,
    serviceId: null,
    pageType: "service",
    context: { clientConversationId: conversationId, clientGroupId: pageUrl, serviceName: "Bench", page_name: "Bench", section_name: "bench" },
  };
  const answer = await fetch(`${base}/api/chat/conversations`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.13.${i >> 8}.${i & 255}` },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST /api/chat/conversations answered ${answer.status}: ${await answer.text()}`);
  await answer.arrayBuffer();
  return conversationId;
}

interface LiveStream {
  close(): Promise<void>;
}

/** A visitor's live stream: each unnamed event's data is a chat message (named events are mode changes). */
async function liveStream(url: string, onMessage: (m: ApiChatChatMessage) => void): Promise<LiveStream> {
  const stream = await readSse(url, (e) => e.event === "message" && onMessage(JSON.parse(e.data) as ApiChatChatMessage));
  if (!stream.ok) throw new Error(`${url} answered ${stream.status}`);
  return stream;
}

/** The value once it is 0, or as it is after `withinMs` (the server learns of a closed connection a moment later). */
async function settled(value: () => number, withinMs: number): Promise<number> {
  const deadline = performance.now() + withinMs;
  while (value() > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return value();
}
