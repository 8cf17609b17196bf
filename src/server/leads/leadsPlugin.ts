import type { FastifyPluginAsync } from "fastify";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import type { OtpDelivery } from "../login/delivery.js";
import type { MapsProvider } from "../maps/maps.js";
import { cityRoutes } from "../maps/cityRoutes.js";
import { checkRoutes, type CheckRoutesOptions } from "./checkRoutes.js";
import { leadCodeRoute } from "./leadCodeRoute.js";
import { leadRoutes, type LeadRoutesOptions } from "./leadRoutes.js";

export type LeadsPluginOptions = StoreRouteDeps &
  CheckRoutesOptions &
  LeadRoutesOptions & {
    maps: MapsProvider;
    delivery: OtpDelivery;
    signingKey: Uint8Array;
  };

/** The lead form's server side (docs/leads.md): the city search, the form's checks, the leads and the lead's code. */
export const leadsPlugin: FastifyPluginAsync<LeadsPluginOptions> = async (app, options) => {
  await app.register(cityRoutes, options);
  await app.register(checkRoutes, options);
  await app.register(leadRoutes, options);
  await app.register(leadCodeRoute, options);
};
