import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { ConstantsDocument } from "../../renderer/types/documents.js";
import type { ServerDocuments } from "./serverDocuments.js";
import { spanMs } from "./timeSpans.js";

type Counted = { current: number; ttl: number };

/**
 * The counts of one route: per address, a fixed window that starts with the address's first request. It reads the
 * app's clock (not Date.now, as the plugin's own store does) so that tests and the browser tests' movable clock can
 * end a window. Ended windows are swept at most once a window, so memory holds only the addresses of the last two.
 */
function windowCounts(now: () => Date) {
  return class WindowCounts {
    private readonly windows = new Map<string, { count: number; startMs: number }>();
    private sweptAtMs = 0;

    incr(key: string, answer: (error: Error | null, result?: Counted) => void, windowMs: number): void {
      const at = now().getTime();
      if (at - this.sweptAtMs >= windowMs) {
        for (const [k, w] of this.windows) if (w.startMs + windowMs <= at) this.windows.delete(k);
        this.sweptAtMs = at;
      }
      let window = this.windows.get(key);
      if (!window || window.startMs + windowMs <= at) this.windows.set(key, (window = { count: 0, startMs: at }));
      window.count += 1;
      answer(null, { current: window.count, ttl: window.startMs + windowMs - at });
    }

    /** Each limited route counts on its own. */
    child(): WindowCounts {
      return new WindowCounts();
    }
  };
}

/** The routes with a limit in constants `limits.maxPerAddress`, by path (a POST, or the GET of a cart link). */
type LimitedRoute = keyof ConstantsDocument["limits"]["maxPerAddress"];

/**
 * Per-address limits on the unauthenticated writes of /api and the cart link's read (@fastify/rate-limit, keyed by
 * request.ip, which honours VIDHI_TRUST_PROXY): the routes named in constants `limits.maxPerAddress` get that many requests per address
 * and window; more are refused with 429, a Retry-After header and the route's usual refusal body (the app's error
 * handler shapes it). Registered before the routes, whose options it completes as they are added. A route named in
 * the constants that no code adds stops the start, so that a mistyped path never leaves a route unlimited. The numbers
 * are read at each request (the plugin's function form), so a published constants.json applies without a restart; the
 * schema requires every route, so a publish changes numbers, never which routes are limited.
 */
export async function addressLimits(app: FastifyInstance, documents: ServerDocuments, now: () => Date): Promise<void> {
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
    store: windowCounts(now),
    // Only the refusal says when to come back, as the code limits' refusals do; other answers are unchanged.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    addHeaders: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false, "retry-after": true },
    errorResponseBuilder: (_request, context) => Object.assign(new Error(documents.messages.api.tooManyRequests), { statusCode: context.statusCode }),
  });
}
