import pg from "pg";

type Listeners = Map<string, Set<{ onPayload: (payload: string) => void; onReconnect?: () => void }>>;

/** How long to wait before connecting again after the listening connection dropped (doubling up to the last). */
const reconnectDelaysMs = [100, 200, 500, 1000, 2000, 5000];

/**
 * PostgreSQL LISTEN on one dedicated connection per process (a pooled connection would be handed to other queries and
 * lose its LISTEN). Opened on the first listen; when it drops (a restart, a failover) it connects again, LISTENs again
 * on every channel, and tells each listener, whose notifications may have been lost meanwhile.
 */
export function postgresListener(url: string) {
  const listeners: Listeners = new Map();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let attempt = 0;

  const connect = async (): Promise<pg.Client> => {
    // TCP keepalive: a connection that silently died (a network partition) is noticed and replaced.
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on("notification", (n) => {
      for (const l of listeners.get(n.channel) ?? []) l.onPayload(n.payload ?? "");
    });
    c.on("error", () => {}); // 'end' follows: reconnecting is done there.
    c.on("end", () => {
      if (client !== c) return;
      client = undefined;
      if (!closed) scheduleReconnect();
    });
    try {
      await c.connect();
      for (const channel of listeners.keys()) await c.query(`listen ${ident(channel)}`);
    } catch (e) {
      await c.end().catch(() => {});
      throw e;
    }
    client = c;
    return c;
  };
  const ready = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  };
  const scheduleReconnect = () => {
    const delay = reconnectDelaysMs[Math.min(attempt++, reconnectDelaysMs.length - 1)];
    setTimeout(() => {
      if (closed) return;
      ready().then(
        () => {
          attempt = 0;
          for (const set of listeners.values()) for (const l of set) l.onReconnect?.();
        },
        () => scheduleReconnect(),
      );
    }, delay).unref();
  };

  return {
    async listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
      const entry = { onPayload, onReconnect };
      const first = !listeners.has(channel);
      if (first) listeners.set(channel, new Set());
      listeners.get(channel)!.add(entry);
      if (first) await (await ready()).query(`listen ${ident(channel)}`);
      else await ready();
      return async () => {
        const set = listeners.get(channel);
        if (!set?.delete(entry) || set.size) return;
        listeners.delete(channel);
        await client?.query(`unlisten ${ident(channel)}`).catch(() => {});
      };
    },
    async close(): Promise<void> {
      closed = true;
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}

/** A channel name as a quoted SQL identifier (LISTEN takes no parameters). */
function ident(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
