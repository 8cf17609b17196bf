import helmet from "helmet";
import type { FastifyInstance } from "fastify";
import { serverPageStyle } from "../html/page.js";
import { contentSecurityPolicy, type PolicyInputs } from "./contentSecurityPolicy.js";
import { sourceHash } from "./inlineSources.js";

/** Set to 1 when the site is served over https (directly or behind a proxy): HSTS and upgrade-insecure-requests. */
export const httpsEnv = "VIDHI_HTTPS";

/**
 * Browser features no page uses, refused for the page and anything it embeds. The city search asks the server
 * (/api/getCity, /api/geoCity by address), never the browser's geolocation, and the checkout takes cards in its own
 * form, not through the browser's Payment Request API.
 */
const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=()";

/**
 * The security headers of every answer (pages, assets, /api, 404s, the server's own pages) through helmet,
 * with the CSP of contentSecurityPolicy.ts. Helmet's cross-origin defaults stay (opener and resource policy
 * same-origin: every page, asset and call is same-origin; no embedder policy, which would need CORP on
 * outside scripts). Referrer: the origin only, when leaving the site. HSTS only over https.
 */
export async function securityHeaders(
  app: FastifyInstance,
  inputs: Omit<PolicyInputs, "inlineStyleHashes" | "inlineScriptHashes" | "clickPixel"> & { inlineScriptHashes: () => readonly string[]; clickPixel: () => string | undefined },
): Promise<void> {
  const directives: Record<string, (string | (() => string))[]> = contentSecurityPolicy({ ...inputs, inlineScriptHashes: [], clickPixel: undefined, inlineStyleHashes: [sourceHash(serverPageStyle)] });
  // The pixel's origin is read per answer too: a published config/site.json turns it on or off without a restart.
  for (const name of ["img-src", "connect-src"]) {
    const fixed = directives[name] as string[];
    directives[name] = [() => [...fixed, inputs.clickPixel()].filter(Boolean).join(" ")];
  }
  // The inline scripts are those of the build being served, which a rebuild replaces (site/liveSite.ts): read per answer.
  const [self, ...outside] = directives["script-src"];
  directives["script-src"] = [() => [self, ...inputs.inlineScriptHashes()].join(" "), ...outside];
  // helmet's middleware made once: @fastify/helmet made it anew for every request (its directives parsed again each
  // time), about a tenth of the server's CPU for an asset's answer (docs/operations.md). The CSP's functions above
  // are still called for each answer.
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    ...(inputs.https ? {} : { strictTransportSecurity: false }),
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("permissions-policy", permissionsPolicy);
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
