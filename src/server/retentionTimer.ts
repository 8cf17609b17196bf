import type { FastifyInstance } from "fastify";
import type { ConstantsDocument } from "../documents/types.js";
import { sweepLimitRecords } from "./security/counters.js";
import { applyRetention } from "./store/retention.js";
import type { Store } from "./store/openStore.js";

/**
 * Applies retention (store/retention.ts), and deletes the limits' counters that say nothing any more, once as the app gets ready, so that a server restarted more often than the
 * interval still sweeps, then every `sweepIntervalMinutes`. The rules are read at each sweep, so that a published
 * constants.json applies without a restart (a new interval from the first sweep after the publish). The timer never
 * keeps the process alive and stops with the app. A failed sweep is logged and tried again at the next one: it must
 * not stop the server.
 */
export function retentionTimer(app: FastifyInstance, store: Store, rules: () => ConstantsDocument["retention"], now: () => Date): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweepOnce = async () => {
    try {
      const at = now();
      const outcome = { ...(await applyRetention(store, rules(), at)), ...(await sweepLimitRecords(store, at)) };
      if (Object.values(outcome).some((n) => n > 0)) app.log.info({ deleted: outcome }, "retention: old records deleted");
    } catch (e) {
      app.log.error({ err: e }, "retention: old records could not be deleted");
    }
  };
  const sweep = () => (running = sweepOnce());
  // Each sweep reads the interval again and sets a new timer only when it changed.
  let everyMinutes = 0;
  const schedule = () => {
    const minutes = rules().sweepIntervalMinutes;
    if (minutes === everyMinutes) return;
    clearInterval(timer);
    everyMinutes = minutes;
    timer = setInterval(() => {
      void sweep();
      schedule();
    }, minutes * 60_000);
    timer.unref();
  };
  app.addHook("onReady", async () => {
    await sweep();
    schedule();
  });
  // A sweep under way finishes before the app (and then the store) closes.
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
