import type { FastifyReply } from "fastify";

/**
 * Keeps a stream open after its handler returns and sends its headers now (Node holds them until the first write,
 * which may be a heartbeat away); a comment every `heartbeatMs` keeps proxies from closing a quiet stream, as the
 * plugin's own heartbeat does; `onClose` runs when the client goes or the server closes (at once if it has gone).
 */
export function startStream(reply: FastifyReply, streams: Set<FastifyReply>, onClose: () => void, heartbeatMs: number): void {
  // A client that went while the route was reading the store has closed already: its close was seen before anyone
  // could listen for it, so nothing is kept for it.
  if (!reply.sse.isConnected) return onClose();
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

/**
 * The open streams of each address group in this process, so that one address cannot hold more than a cap of them
 * (each is a socket and a subscription held for as long as its page is open). `take` reserves a place at once, before
 * the route's first wait, so that requests arriving together are counted together; the place is given back by the
 * function it returns (once, however often it is called).
 */
export function streamPlaces(): { take(group: string, cap: number): (() => void) | undefined; count(group: string): number } {
  const open = new Map<string, number>();
  return {
    take(group, cap) {
      const had = open.get(group) ?? 0;
      if (had >= cap) return undefined;
      open.set(group, had + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (open.get(group) ?? 1) - 1;
        if (left > 0) open.set(group, left);
        else open.delete(group);
      };
    },
    count: (group) => open.get(group) ?? 0,
  };
}
