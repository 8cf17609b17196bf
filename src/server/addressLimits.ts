import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { ConstantsDocument } from "../documents/types.js";
import { addressGroup } from "./security/addressGroup.js";
import { countInWindow } from "./security/counters.js";
import type { ServerDocuments } from "./serverDocuments.js";
import type { Store } from "./store/openStore.js";
import { spanMs } from "./timeSpans.js";

type Counted = { current: number; ttl: number };

/**
 * The counts of each limited route, kept in the store (security/counters.ts) so that every server process on one
 * database shares them: per address group, a window that starts with the group's first request. It reads the app's
 * clock (not Date.now, as the plugin's own store does) so that tests and the browser tests' movable clock can end a
 * window. The plugin makes one with `new` and then one `child` per limited route, which names the route's counter.
 */
function storeCounts(store: Store, now: () => Date) {
  return class StoreCounts {
    scope = "";

    incr(key: string, answer: (error: Error | null, result?: Counted) => void, windowMs: number): void {
      const at = now();
      countInWindow(store.query, this.scope, key, at, windowMs).then(
        ({ count, windowEnds }) => answer(null, { current: count, ttl: windowEnds.getTime() - at.getTime() }),
        (e: Error) => answer(e),
      );
    }

    // The plugin passes the route's limit settings with the route under routeInfo (its typings say the route itself).
    child(settings: object): StoreCounts {
      const counts = new StoreCounts();
      const { routeInfo } = settings as { routeInfo?: { url?: string } };
      if (!routeInfo?.url) throw new Error("@fastify/rate-limit gave a route limit without its route");
      counts.scope = `route ${routeInfo.url}`;
      return counts;
    }
  };
}

/** The routes with a limit in constants `limits.maxPerAddress`, by path (a POST, or the GET of a cart link). */
type LimitedRoute = keyof ConstantsDocument["limits"]["maxPerAddress"];

/**
 * Per-address limits on the unauthenticated writes of /api and the cart link's read (@fastify/rate-limit, keyed by
 * the address group of request.ip, which honours VIDHI_TRUST_PROXY, and counted in the store): the routes named in constants `limits.maxPerAddress` get that many requests per address
 * and window; more are refused with 429, a Retry-After header and the route's usual refusal body (the app's error
 * handler shapes it). Registered before the routes, whose options it completes as they are added. A route named in
 * the constants that no code adds stops the start, so that a mistyped path never leaves a route unlimited. The numbers
 * are read at each request (the plugin's function form), so a published constants.json applies without a restart; the
 * schema requires every route, so a publish changes numbers, never which routes are limited.
 */
export async function addressLimits(app: FastifyInstance, documents: ServerDocuments, store: Store, now: () => Date): Promise<void> {
  const limits = () => documents.constants.limits;
  const unseen = new Set(Object.keys(limits().maxPerAddress));
  app.addHook("onRoute", (route) => {
    const url = route.url as LimitedRoute;
    if (limits().maxPerAddress[url] === undefined || (route.method !== "POST" && route.method !== "GET")) return;
    unseen.delete(route.url);
    route.config = { ...route.config, rateLimit: { max: async () => limits().maxPerAddress[url], timeWindow: async () => spanMs(limits().windowSeconds) } };
  });
  app.addHook("onReady", async () => {
    if (unseen.size) throw new Error(`constants limits.maxPerAddress names routes the server does not have: ${[...unseen].join(", ")}`);
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: storeCounts(store, now),
    // Counted by address group (an IPv6 /64), as every per-address limit is.
    keyGenerator: (request) => addressGroup(request.ip),
    // Only the refusal says when to come back, as the code limits' refusals do; other answers are unchanged.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    addHeaders: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false, "retry-after": true },
    errorResponseBuilder: (_request, context) => Object.assign(new Error(documents.messages.api.tooManyRequests), { statusCode: context.statusCode }),
  });
}
