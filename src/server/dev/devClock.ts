import type { FastifyPluginAsync } from "fastify";

/** The environment variable that turns on the movable server clock (ignored in production). */
export const devClockEnv = "VIDHI_DEV_CLOCK";

/** A clock that runs with real time plus an offset that only ever grows. */
export function movableClock(): { now: () => Date; advance: (seconds: number) => void; offsetSeconds: () => number } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds) => void (offsetMs += seconds * 1000),
    offsetSeconds: () => offsetMs / 1000,
  };
}

/**
 * POST /dev/clock { "advanceSeconds": n }: moves the server's clock forward (codes, limits, tokens, grants all
 * follow it), so that a browser test on page.clock can pass the resend countdown or a code's expiry without
 * waiting. Registered only when VIDHI_DEV_CLOCK=1 and NODE_ENV is not production (the browser tests' server).
 */
export const devClockRoute: FastifyPluginAsync<{ clock: ReturnType<typeof movableClock> }> = async (app, { clock }) => {
  app.post<{ Body: { advanceSeconds: number } }>(
    "/dev/clock",
    {
      schema: {
        body: {
          type: "object",
          properties: { advanceSeconds: { type: "integer", minimum: 0, maximum: 86400 } },
          required: ["advanceSeconds"],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      clock.advance(request.body.advanceSeconds);
      reply.header("cache-control", "no-store");
      return { status: true, now: clock.now().toISOString(), offsetSeconds: clock.offsetSeconds() };
    },
  );
};
