import type { FastifyInstance } from "fastify";
import type { Store } from "./store/openStore.js";

/** What stopping needs: the app, its store, how long requests under way may take, and how to end the process. */
export interface StopDeps {
  app: FastifyInstance;
  store: Store;
  /** constants.json `shutdown.drainWithinMs`, read when the stop begins (a publish may have changed it). */
  drainWithinMs: () => number;
  /** process.exit in the server; the code is 0 once the store is closed, 1 when something failed on the way. */
  exit: (code: number) => void;
}

/**
 * The stop of a server process (SIGTERM, SIGINT), as a rolling restart needs it: app.close() stops taking
 * connections at once (a request that still reaches this process on a kept-alive connection gets Fastify's 503 and
 * `Connection: close`, and nginx tries the next process), tells the open live streams to reconnect (chat/chatStreamRoute.ts,
 * preClose), lets the requests under way finish, then runs the app's onClose hooks (timers, live hub, preview
 * threads); the store closes last. A request still under way after drainWithinMs has its connection cut, so that
 * a stuck client cannot hold the stop past the process manager's own limit. A second signal changes nothing.
 */
export function gracefulStop({ app, store, drainWithinMs, exit }: StopDeps): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    const withinMs = drainWithinMs();
    app.log.warn(`${signal}: stopping; no new connections, requests under way have ${withinMs} ms to finish`);
    const cut = setTimeout(() => {
      app.log.warn(`requests still under way after ${withinMs} ms: their connections are cut`);
      app.server.closeAllConnections();
    }, withinMs);
    cut.unref();
    try {
      await app.close();
      clearTimeout(cut);
      await store.close();
      app.log.warn("stopped");
      exit(0);
    } catch (e) {
      app.log.error({ err: e }, "the stop failed");
      exit(1);
    }
  };
}
