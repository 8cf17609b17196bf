import type { FastifyReply } from "fastify";

/**
 * Keeps a stream open after its handler returns and sends its headers now (Node holds them until the first write,
 * which may be a heartbeat away); a comment every `heartbeatMs` keeps proxies from closing a quiet stream, as the
 * plugin's own heartbeat does; `onClose` runs when the client goes or the server closes.
 */
export function startStream(reply: FastifyReply, streams: Set<FastifyReply>, onClose: () => void, heartbeatMs: number): void {
  streams.add(reply);
  const heartbeat = setInterval(() => {
    if (reply.sse.isConnected) reply.raw.write(": heartbeat\n\n");
  }, heartbeatMs);
  heartbeat.unref();
  reply.sse.onClose(() => {
    clearInterval(heartbeat);
    streams.delete(reply);
    onClose();
  });
  reply.sse.keepAlive();
  reply.sse.sendHeaders();
  reply.raw.flushHeaders();
}

/** Where a stream starts: after the Last-Event-ID or `?after=` message id, or from the first message. */
export function resumeAfter(id: string | null | undefined): number {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/**
 * Runs a stream's writes one after another (notifications arrive while a write waits on the store), and none once
 * the client has gone.
 */
export function sseQueue(reply: FastifyReply, log: FastifyReply["log"]): (write: () => Promise<void>) => void {
  let tail = Promise.resolve();
  return (write) => {
    tail = tail.then(async () => {
      if (!reply.sse.isConnected) return;
      try {
        await write();
      } catch (e) {
        if (reply.sse.isConnected) log.warn({ err: e }, "a live stream's write failed");
      }
    });
  };
}
