import type { FastifyPluginAsync } from "fastify";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import type { OtpDelivery } from "./delivery.js";
import { loginRoutes } from "./loginRoutes.js";
import { portalRoutes } from "./portalRoutes.js";
import { validateTokenRoute } from "./validateTokenRoute.js";

export type LoginPluginOptions = StoreRouteDeps & { signingKey: Uint8Array; delivery: OtpDelivery };

/** Login by code (docs/login.md): the token check, the login calls and the portal's stand-in that receives the token. */
export const loginPlugin: FastifyPluginAsync<LoginPluginOptions> = async (app, options) => {
  await app.register(validateTokenRoute, options);
  await app.register(loginRoutes, options);
  await app.register(portalRoutes, options);
};
