import type { FastifyPluginAsync } from "fastify";
import type { StaffGate } from "../staff/staffPassword.js";
import type { StoreRouteDeps } from "../http/routeDeps.js";
import { adminInsightsRoute } from "./adminInsights.js";
import { eventTrackRoute } from "./eventTrackRoute.js";
import { insightsRoutes } from "./insightsRoutes.js";

export type AnalyticsPluginOptions = StoreRouteDeps & { isPage: (path: string) => boolean; staffGate: StaffGate };

/** Analytics (docs/analytics.md): the browser's events, the page views and the click pixel, and the staff's insights page. */
export const analyticsPlugin: FastifyPluginAsync<AnalyticsPluginOptions> = async (app, options) => {
  await app.register(eventTrackRoute, options);
  await app.register(insightsRoutes, options);
  await app.register(adminInsightsRoute, options);
};
