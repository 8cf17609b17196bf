import type { FastifyPluginAsync } from "fastify";
import type { ApiInsightsClickPixelAnswer, ApiInsightsPageViewQuery } from "../../contract/types.js";
import { fill } from "../../lib/fill.js";
import { refuse } from "../errorAnswer.js";
import type { ServerDocuments } from "../serverDocuments.js";
import type { Store } from "../store/openStore.js";
import { clickPixelOf } from "./clickPixel.js";
import { isRobot, pageAddressOf, refusesTracking, viewDay } from "./pageViewRules.js";
import { countPageView } from "./pageViewStore.js";
import { setInsightsTimeZone } from "./insightsDaily.js";
import { serviceOfPage } from "./insightsServices.js";
import * as api from "../../contract/apiCalls.js";
import { requestSchema } from "../http/contractRoute.js";

export interface InsightsRouteDeps {
  store: Store;
  documents: ServerDocuments;
  now: () => Date;
  /** Whether an address is a page of the build being served (site/builtSite.ts): only pages are counted, so no made-up address ever adds a row. */
  isPage: (path: string) => boolean;
}

/**
 * POST /api/page-view?path=…: the pages' one beacon (src/lib/pageView.ts), counted into its day's row; 204 with no
 * body, which the beacon never reads. Not counted when the browser asks not to be tracked. GET /api/click-pixel:
 * the click-tracking pixel's settings, which a page asks for once, when a visitor lands with a linkid
 * (src/lib/clickPixel.ts); read per request, so a published config/site.json applies at once, as the CSP does.
 */
export const insightsRoutes: FastifyPluginAsync<InsightsRouteDeps> = async (app, { store, documents, now, isPage }) => {
  // An address from the environment no validator saw: said once at the start, rather than a pixel silently off.
  // The day the store's triggers count leads, orders and chats on is the page views' (constants pageViews.timeZone).
  await setInsightsTimeZone(store, documents.constants.pageViews.timeZone);
  const pixelEnv = documents.site.clickPixel?.address.env;
  if (pixelEnv && process.env[pixelEnv] && !clickPixelOf(documents.site)) app.log.warn(`${pixelEnv} is neither an https address nor one on this machine: the click-tracking pixel stays off`);
  app.post<{ Querystring: ApiInsightsPageViewQuery }>(api.pageViewPath, { schema: requestSchema("pageView"), bodyLimit: 1024 }, async (request, reply) => {
    const path = pageAddressOf(request.query.path);
    if (path === undefined || !isPage(path)) return refuse(reply, 404, fill(documents.messages.server.pageViewNotAPage, { path: request.query.path }));
    if (!refusesTracking(request.headers)) {
      const rules = documents.constants.pageViews;
      const bot = isRobot(request.headers["user-agent"], rules);
      await countPageView(store, { day: viewDay(now(), rules), path, bot, serviceId: serviceOfPage(documents.services, path) });
    }
    return reply.code(204).send();
  });

  app.get(api.clickPixelPath, async (_request, reply): Promise<ApiInsightsClickPixelAnswer> => {
    reply.header("cache-control", "no-store");
    return { pixel: clickPixelOf(documents.site) ?? null };
  });
};
